import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { confirmar, entrar, expect, test } from './support/fixtures.ts';
import { iniciarServidor, type ServidorDeTeste } from './support/servidor.ts';

// The configurer's walk-through of the README's "Adicionar uma tela", done on a temporary copy
// of this checkout: the model and the descriptor are taken from the README itself, checked
// offline, and after a start the screen is in the menu with a working list, filter and form.

const executar = promisify(execFile);
const RAIZ = process.cwd();
const FORA_DA_COPIA = new Set(['node_modules', '.git', 'test-results', 'relatorios', 'playwright-report']);

/** The ```json block that follows the README line naming `arquivo`. */
function blocoDoReadme(readme: string, arquivo: string): string {
  const inicio = readme.indexOf(`\`${arquivo}\``);
  if (inicio < 0) throw new Error(`O README não cita ${arquivo}.`);
  const bloco = /```json\n([\s\S]*?)```/.exec(readme.slice(inicio));
  if (!bloco?.[1]) throw new Error(`O README não traz o JSON de ${arquivo}.`);
  return bloco[1].replace(/^ {3}/gm, '');
}

async function copiarCheckout(): Promise<string> {
  const copia = await mkdtemp(path.join(tmpdir(), 'alicerce-copia-'));
  await cp(RAIZ, copia, { recursive: true, filter: (origem) => !FORA_DA_COPIA.has(path.relative(RAIZ, origem)) });
  await symlink(path.join(RAIZ, 'node_modules'), path.join(copia, 'node_modules'), 'dir');
  return copia;
}

async function checarTelas(copia: string): Promise<{ codigo: number; saida: string }> {
  try {
    const { stdout, stderr } = await executar(process.execPath, ['src/server/cli/check-screens.ts'], { cwd: copia });
    return { codigo: 0, saida: stdout + stderr };
  } catch (e) {
    const falha = e as { code: number; stdout: string; stderr: string };
    return { codigo: falha.code, saida: falha.stdout + falha.stderr };
  }
}

let copia = '';
let servidor: ServidorDeTeste | undefined;

test.beforeAll(async () => {
  copia = await copiarCheckout();
});

test.afterAll(async () => {
  await servidor?.parar();
  await rm(copia, { recursive: true, force: true });
});

test('a configurer adds a screen from the README without writing TypeScript', async ({ page }) => {
  test.setTimeout(240_000);
  const readme = await readFile(path.join(copia, 'README.md'), 'utf8');
  const modelo = blocoDoReadme(readme, 'schemas/tipoDoacao.json');
  const descritor = blocoDoReadme(readme, 'screens/doacao/tiposdoacao.json');
  await mkdir(path.join(copia, 'screens', 'doacao'), { recursive: true });
  await writeFile(path.join(copia, 'schemas', 'tipoDoacao.json'), modelo);

  // Step 3: the README's example of a mistake is reported as it says, then the right file passes.
  await writeFile(path.join(copia, 'screens', 'doacao', 'tiposdoacao.json'), descritor.replace('"recorrente", "ativo"] }]', '"recorente", "ativo"] }]'));
  const errado = await checarTelas(copia);
  expect(errado.codigo).not.toBe(0);
  expect(errado.saida).toContain("screens/doacao/tiposdoacao.json: /formulario/secoes/0/campos/1 — Campo 'recorente' não existe no modelo 'tipoDoacao'.");
  await writeFile(path.join(copia, 'screens', 'doacao', 'tiposdoacao.json'), descritor);
  const certo = await checarTelas(copia);
  expect(certo.saida).toMatch(/Telas OK/);
  expect(certo.codigo).toBe(0);

  // Step 4: start, and the family appears in the menu of whoever holds the tag.
  servidor = await iniciarServidor(copia);
  await page.goto(`${servidor.baseUrl}/#/login`);
  await entrar(page, 'admin');
  await page.getByRole('button', { name: /Sede/ }).click();
  // Doações is a module of the product now: the new screen joins it as one more section.
  await expect(page.getByRole('navigation', { name: 'Módulos' }).getByRole('link', { name: 'Doações' })).toBeVisible();
  await page.goto(`${servidor.baseUrl}/#/doacao/tiposdoacao`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tipos de doação' })).toBeVisible();
  await expect(page.getByText('Nenhum resultado encontrado')).toBeVisible();

  // The form validates (the model requires the description) and persists.
  await page.getByRole('button', { name: 'Novo' }).click();
  await expect(page).toHaveURL(/#\/doacao\/tiposdoacao\/novo$/);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Preenchimento obrigatório.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Descrição' }).fill('Doação mensal');
  await page.getByRole('checkbox', { name: 'Recorrente' }).check();
  await page.getByRole('button', { name: 'Salvar' }).click();
  // Saving goes back to the list, which shows the new record.
  await expect(page).toHaveURL(/#\/doacao\/tiposdoacao$/);
  const tabela = page.getByRole('table', { name: 'Tipos de doação' });
  await expect(tabela.getByRole('cell', { name: 'Doação mensal', exact: true })).toBeVisible();

  for (const descricao of ['Cesta básica', 'Campanha de inverno']) {
    await page.getByRole('button', { name: 'Novo' }).click();
    await page.getByRole('textbox', { name: 'Descrição' }).fill(descricao);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(tabela.getByRole('cell', { name: descricao, exact: true })).toBeVisible();
  }

  // The list searches on the server and the filter narrows it.
  await expect(tabela.getByRole('row')).toHaveCount(4);
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('cesta');
  await page.getByRole('searchbox', { name: 'Pesquisar' }).press('Enter');
  await expect(tabela.getByRole('row')).toHaveCount(2);
  await expect(tabela.getByRole('cell', { name: 'Cesta básica', exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('');
  await page.getByRole('searchbox', { name: 'Pesquisar' }).press('Enter');
  await expect(tabela.getByRole('row')).toHaveCount(4);

  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByRole('checkbox', { name: 'Recorrente' }).check();
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(tabela.getByRole('row')).toHaveCount(2);
  await expect(tabela.getByRole('cell', { name: 'Doação mensal', exact: true })).toBeVisible();

  // Edit, then delete with confirmation; both survive a reload (the server holds them).
  await page.getByRole('link', { name: 'Editar Doação mensal' }).click();
  await page.getByRole('textbox', { name: 'Descrição' }).fill('Doação mensal recorrente');
  await page.getByRole('button', { name: 'Salvar' }).click();
  // Back to the list as it was left: the filter is kept in the URL, its panel open.
  await expect(page).toHaveURL(/#\/doacao\/tiposdoacao\?filtro=/);
  await page.getByRole('button', { name: 'Limpar' }).click();
  await expect(page).toHaveURL(/#\/doacao\/tiposdoacao$/);
  await page.reload();
  await expect(tabela.getByRole('cell', { name: 'Doação mensal recorrente', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Excluir Cesta básica' }).click();
  await confirmar(page, 'Excluir');
  await expect(tabela.getByRole('cell', { name: 'Cesta básica', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(tabela.getByRole('row')).toHaveCount(3);
});
