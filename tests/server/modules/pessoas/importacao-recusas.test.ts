import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gerarCpf } from '../../../../src/shared/validation/index.ts';
import { aleatorioComSemente } from '../../../../src/server/seed/aleatorio.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { corpoMultipart, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO, pngDeVerdade } from '../../ajudantes.ts';
import { contarPessoas, csv, enviar, enviarBem, resumo, URL_DA_IMPORTACAO } from './importacao-ajudantes.ts';

// What the import refuses, in pt-BR and without changing anything: users without the tag, other
// units, files that are not spreadsheets or are too big, and mappings that do not fit the file.

let t: AppDeTeste;
let admin: string;
let operador: string;
let id = 0;
const random = aleatorioComSemente(77);
const BOM_ARQUIVO = csv([
  ['Nome', 'CPF'],
  ['Ana Souza', gerarCpf(random, { formatado: true })],
]);

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  operador = await t.entrar('operador');
  id = (await enviarBem(t, admin, BOM_ARQUIVO)).id;
});
afterAll(() => t.fechar());

async function estado() {
  const contar = async (tabela: 'importacao' | 'arquivo' | 'importacao_linha') =>
    Number((await t.db.selectFrom(tabela).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { pessoas: await contarPessoas(t), importacoes: await contar('importacao'), linhas: await contar('importacao_linha'), arquivos: await contar('arquivo') };
}

describe('access', () => {
  const chamadas = () =>
    [
      { method: 'GET', url: `${URL_DA_IMPORTACAO}/${id}` },
      { method: 'POST', url: `${URL_DA_IMPORTACAO}/${id}/previa`, payload: { mapeamento: { nome: 0 } } },
      { method: 'POST', url: `${URL_DA_IMPORTACAO}/${id}/iniciar`, payload: { mapeamento: { nome: 0, 'pessoaFisica.cpf': 1 } } },
      { method: 'GET', url: `${URL_DA_IMPORTACAO}/${id}/linhas` },
      { method: 'GET', url: `${URL_DA_IMPORTACAO}/${id}/rejeitadas.csv` },
    ] as const;

  it('refuses operador (no import tag) on every call, the upload included, with 403', async () => {
    const antes = await estado();
    const upload = await enviar(t, operador, BOM_ARQUIVO);
    expect(upload.statusCode).toBe(403);
    expect(upload.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    for (const c of chamadas()) {
      const r = await t.chamar({ ...c, token: operador });
      expect(r.statusCode, c.url).toBe(403);
      expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    }
    expect(await estado()).toEqual(antes);
    expect((await resumo(t, admin, id)).estado).toBe('enviada');
  });

  it('needs a session', async () => {
    for (const c of chamadas()) expect((await t.chamar({ ...c })).statusCode, c.url).toBe(401);
  });

  it("hides another unit's import", async () => {
    const noNorte = await t.entrarNaUnidade('admin', 'Unidade Norte');
    for (const c of chamadas()) {
      const r = await t.chamar({ ...c, token: noNorte });
      expect(r.statusCode, c.url).toBe(404);
      expect(r.json()).toEqual({ message: 'Importação não encontrada.' });
    }
  });

  it('answers an unknown or malformed id in pt-BR', async () => {
    expect((await t.chamar({ method: 'GET', url: `${URL_DA_IMPORTACAO}/999999`, token: admin })).json()).toEqual({ message: 'Importação não encontrada.' });
    const r = await t.chamar({ method: 'GET', url: `${URL_DA_IMPORTACAO}/abc`, token: admin });
    expect(r.statusCode).toBe(422);
  });
});

describe('bad uploads', () => {
  const XLS_ANTIGO = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512, 1)]);
  const ZIP_QUALQUER = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('isto não é uma planilha')]);
  const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');

  it.each([
    ['an empty file', Buffer.alloc(0), 'vazio.csv', 422, 'O arquivo enviado está vazio.'],
    ['a header without rows', 'Nome;CPF\r\n\r\n', 'so-cabecalho.csv', 422, 'O arquivo não tem linhas de dados: a primeira linha deve ser o cabeçalho, seguida de um cadastro por linha.'],
    ['a PDF named .csv', PDF, 'pessoas.csv', 422, 'O arquivo deve ser uma planilha CSV ou XLSX.'],
    ['binary bytes', Buffer.from([0x00, 0x01, 0x02, 0x03, 0x41, 0x0a, 0x42]), 'pessoas.csv', 422, 'O arquivo deve ser uma planilha CSV ou XLSX.'],
    ['a zip that is no workbook', ZIP_QUALQUER, 'pessoas.xlsx', 422, 'Não foi possível ler a planilha XLSX.'],
    ['an old .xls', XLS_ANTIGO, 'pessoas.xls', 422, 'Planilhas no formato antigo (.xls) não são aceitas: salve-a como XLSX ou CSV.'],
  ])('refuses %s', async (_caso, conteudo, nome, status, message) => {
    const antes = await estado();
    const r = await enviar(t, admin, conteudo, nome);
    expect(r.statusCode).toBe(status);
    expect(r.json()).toEqual({ message });
    expect(await estado()).toEqual(antes);
  });

  it('refuses an image named .csv', async () => {
    const r = await enviar(t, admin, await pngDeVerdade(), 'pessoas.csv', 'text/csv');
    expect(r.json()).toEqual({ message: 'O arquivo deve ser uma planilha CSV ou XLSX.' });
  });

  it('refuses a file over 10 MB and one over 50,000 rows', async () => {
    const antes = await estado();
    const grande = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
    const r = await enviar(t, admin, grande);
    expect(r.statusCode).toBe(413);
    expect(r.json()).toEqual({ message: 'O arquivo excede o limite de 10 MB.' });
    const muitas = 'Nome;CPF\n' + 'Fulano;1\n'.repeat(50_001);
    const r2 = await enviar(t, admin, muitas);
    expect(r2.statusCode).toBe(422);
    expect(r2.json()).toEqual({ message: 'O arquivo tem 50.001 linhas; o limite é 50.000. Divida-o em arquivos menores.' });
    expect(await estado()).toEqual(antes);
  });

  it('refuses a request that is not multipart, or a file under another field', async () => {
    const json = await t.chamar({ method: 'POST', url: URL_DA_IMPORTACAO, token: admin, payload: { file: 'Nome;CPF' } });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect(json.json()).toEqual({ message: 'A requisição não é multipart.' });
    const { payload, headers } = corpoMultipart([{ campo: 'arquivo', nomeArquivo: 'p.csv', tipo: 'text/csv', conteudo: Buffer.from(BOM_ARQUIVO) }]);
    const outro = await t.chamar({ method: 'POST', url: URL_DA_IMPORTACAO, token: admin, payload, headers });
    expect(outro.statusCode).toBe(422);
    expect(outro.json()).toEqual({ message: 'Campo de arquivo inesperado: use file.' });
  });

  it('keeps HTML sent as .csv as text: stored as CSV, served as a download, its markup inert', async () => {
    const html = '<!DOCTYPE html>\n<html>\n<script>alert(document.cookie)</script>\n<img src=x onerror=alert(1)>\n</html>\n';
    const enviado = await enviarBem(t, admin, html, 'pagina.csv', 'text/html');
    expect(enviado).toMatchObject({ formato: 'CSV', colunas: ['<!DOCTYPE html>'], total: 4, mapeamentoSugerido: {} });
    expect(enviado.amostra[1]).toEqual(['<script>alert(document.cookie)</script>']);
    const importacao = await t.db.selectFrom('importacao').select('arquivo_id').where('id', '=', enviado.id).executeTakeFirstOrThrow();
    const arquivo = await t.db.selectFrom('arquivo').selectAll().where('id', '=', importacao.arquivo_id).executeTakeFirstOrThrow();
    expect(arquivo).toMatchObject({ tipo_mime: 'text/csv', diretorio: 'importacoes', nome_original: 'pagina.csv' });
    const download = await t.chamar({ method: 'GET', url: `/api/arquivos/${arquivo.id}/download`, token: admin });
    expect(download.headers['content-type']).toMatch(/^text\/csv/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('stores a file name without its folders or NUL', async () => {
    const subindo = await enviarBem(t, admin, BOM_ARQUIVO, '../../../etc/pessoas.csv');
    expect(subindo.nomeArquivo).toBe('pessoas.csv');
    const comNul = await enviarBem(t, admin, BOM_ARQUIVO, 'pes\u0000soas.csv');
    expect(comNul.nomeArquivo).toBe('pessoas.csv');
    const janelas = await enviarBem(t, admin, BOM_ARQUIVO, '..\\..\\pessoas.csv');
    expect(janelas.nomeArquivo).toBe('pessoas.csv');
  });
});

describe('mappings that do not fit', () => {
  it.each([
    [{ nome: 0, 'pessoaFisica.cpf': 1, senha: 0 }, [{ field: 'mapeamento.senha', message: 'Campo desconhecido.' }]],
    [{ nome: 'A', 'pessoaFisica.cpf': 1 }, [{ field: 'mapeamento.nome', message: 'Coluna inexistente no arquivo.' }]],
    [{ nome: 2, 'pessoaFisica.cpf': 1 }, [{ field: 'mapeamento.nome', message: 'Coluna inexistente no arquivo.' }]],
    [{ nome: -1, 'pessoaFisica.cpf': 1.5 }, [{ field: 'mapeamento.nome', message: 'Coluna inexistente no arquivo.' }, { field: 'mapeamento.pessoaFisica.cpf', message: 'Coluna inexistente no arquivo.' }]],
    [{ 'pessoaFisica.cpf': 1 }, [{ field: 'mapeamento.nome', message: 'Preenchimento obrigatório.' }]],
    [{ nome: 0, emailPrincipal: 1 }, [{ field: 'mapeamento.pessoaFisica.cpf', message: 'Associe uma coluna a CPF / CNPJ: a importação reconhece por essa chave o que já está cadastrado.' }]],
    ['nome', [{ field: 'mapeamento', message: 'Valor inválido.' }]],
    [[0, 1], [{ field: 'mapeamento', message: 'Valor inválido.' }]],
  ])('refuses %j in the preview and the start, changing nothing', async (mapeamento, errors) => {
    const antes = await estado();
    for (const acao of ['previa', 'iniciar']) {
      const r = await t.chamar({ method: 'POST', url: `${URL_DA_IMPORTACAO}/${id}/${acao}`, token: admin, payload: { mapeamento, pularInvalidas: true } });
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors });
    }
    expect(await estado()).toEqual(antes);
    expect(await resumo(t, admin, id)).toMatchObject({ estado: 'enviada', tarefa: null, mapeamento: null });
  });

  it('refuses a __proto__ member', async () => {
    const payload = '{"mapeamento":{"nome":0,"pessoaFisica.cpf":1,"__proto__":{"x":1}},"pularInvalidas":true}';
    const r = await t.chamar({ method: 'POST', url: `${URL_DA_IMPORTACAO}/${id}/iniciar`, token: admin, payload, headers: { 'content-type': 'application/json' } });
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);
    expect((await resumo(t, admin, id)).estado).toBe('enviada');
  });

  it('refuses a body without a mapping', async () => {
    const r = await t.chamar({ method: 'POST', url: `${URL_DA_IMPORTACAO}/${id}/previa`, token: admin, payload: {} });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'mapeamento', message: 'Preenchimento obrigatório.' }] });
  });
});
