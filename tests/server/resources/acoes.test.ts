import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carregarCatalogoDeTelas, CatalogoInvalido } from '../../../src/server/resources/index.ts';
import { registrarGanchos } from '../../../src/server/resources/ganchos.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../ajudantes.ts';
import { auditoriaDe, criarAppComCatalogo, pastaDeTelas, type AppComCatalogo } from './ajudantes.ts';
import { ARQUIVOS_DE_ACOES, GANCHOS_DE_TITULOS, TELA_TITULOS } from './catalogo-de-acoes.ts';

// Declared actions and the module hooks of a generic resource, against the real PostgreSQL: the
// hooks run in the write's one transaction (one that throws undoes everything), an action needs
// its own tag and a record in a state it is available for, estornar is one of them; and the
// state rules and computed fields hold on the server whatever the client sends.

let t: AppComCatalogo;
let sede: string;
let norte: string;
let semPagar: string;

const URL = '/api/teste/titulos';

beforeAll(async () => {
  registrarGanchos('titulo', GANCHOS_DE_TITULOS);
  const pasta = await pastaDeTelas(ARQUIVOS_DE_ACOES);
  const catalogo = await carregarCatalogoDeTelas(pasta);
  await pasta.remover();
  t = await criarAppComCatalogo(catalogo);
  sede = await t.entrarNaUnidade('admin', 'Sede');
  norte = await t.entrarNaUnidade('admin', 'Unidade Norte');
  const unidade = await idDaUnidade(t.db, 'Sede');
  await criarUsuario(t.db, { login: 'caixa', unidadeIds: [unidade], tags: ['teste.titulo.visualizar', 'teste.titulo.editar'] });
  semPagar = await t.entrarNaUnidade('caixa', 'Sede');
});
afterAll(() => t?.fechar());

const salvar = (payload: object, token = sede) => t.chamar({ method: 'POST', url: URL, token, payload });
const ler = async (id: number) => (await t.chamar({ method: 'GET', url: `${URL}/${id}`, token: sede })).json().content;
const acao = (id: number, nome: string, payload?: object, token = sede) =>
  t.chamar({ method: 'POST', url: `${URL}/${id}/${nome}`, token, ...(payload === undefined ? {} : { payload }) });
async function novo(mudanca: object = {}): Promise<number> {
  const r = await salvar({ descricao: 'Conta', valor: 150, vencimento: '2026-03-10', ...mudanca });
  expect(r.statusCode).toBe(200);
  return r.json().content.id;
}
const contar = async (descricao: string) =>
  Number((await t.db.selectFrom('r_titulo' as never).select((eb) => eb.fn.countAll().as('n')).where('descricao' as never, '=', descricao as never).executeTakeFirstOrThrow()).n);

describe('save hooks, in the save’s transaction', () => {
  it('adds the module’s errors to the shared rules’ in one 422', async () => {
    const r = await salvar({ descricao: 'Proibida', valor: 0 });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({
      message: MENSAGEM_FORMULARIO,
      errors: [
        { field: 'valor', message: 'O valor deve ser maior ou igual a 0,01.' },
        { field: 'descricao', message: 'Descrição proibida pelo módulo.' },
      ],
    });
    expect(await contar('Proibida')).toBe(0);
  });

  it('stores what antesDeSalvar hands back, and runs depoisDeSalvar on the stored record', async () => {
    const id = await novo({ descricao: 'Com observação' });
    expect((await ler(id)).observacao).toBe('Escrita pelo módulo.');
    expect(await auditoriaDe(t.db, 'titulo.gancho', id)).toHaveLength(1);
  });

  it('answers the record as stored after depoisDeSalvar, with what the hook wrote', async () => {
    const r = await salvar({ descricao: 'Pago na hora', valor: 10 });
    expect(r.statusCode).toBe(200);
    expect(r.json().content).toMatchObject({ descricao: 'Pago na hora', situacao: 'PAGO' });
  });

  it('undoes the whole write, the audit and the hook’s own writes, when depoisDeSalvar throws', async () => {
    const antes = await t.db.selectFrom('auditoria').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const r = await salvar({ descricao: 'Falha depois', valor: 10 });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('O módulo recusou o título depois de gravá-lo.');
    expect(await contar('Falha depois')).toBe(0);
    expect(await t.db.selectFrom('auditoria').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(antes);
  });
});

describe('computed fields on the server', () => {
  it('works them out on save, over what the client sent, to the cent', async () => {
    const r = await salvar({
      descricao: 'Parcelado',
      parcelas: [{ valor: 0.1 }, { valor: 0.2 }, { valor: 1000.05 }],
      total: 1,
      pago: 300.3,
      saldo: 999,
      emissao: '31/01/2024',
      prazoMeses: 1,
      vencimentoFinal: '2000-01-01',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().content).toMatchObject({ total: 1000.35, saldo: 700.05, vencimentoFinal: '2024-02-29' });
  });

  it('works them out again when a partial update changes what they read', async () => {
    const id = (await salvar({ descricao: 'Parcial', parcelas: [{ valor: 10 }], pago: 4 })).json().content.id;
    const r = await salvar({ id, pago: 2.5 });
    expect(r.json().content).toMatchObject({ total: 10, saldo: 7.5 });
  });
});

describe('state rules on the server', () => {
  it('refuses with 422 a change to a field the stored state makes read-only, naming it', async () => {
    const id = await novo({ situacao: 'PAGO', observacao: null });
    const r = await salvar({ id, valor: 151, vencimento: '2026-03-11' });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({
      message: MENSAGEM_FORMULARIO,
      errors: [
        { field: 'valor', message: "O campo 'Valor' não pode ser alterado no estado atual do registro." },
        { field: 'vencimento', message: "O campo 'Vencimento' não pode ser alterado no estado atual do registro." },
      ],
    });
    expect(await ler(id)).toMatchObject({ valor: 150, vencimento: '2026-03-10' });
  });

  it('accepts the stored value sent back as the form sends it, and changes to the other fields', async () => {
    const id = await novo({ situacao: 'PAGO' });
    const r = await salvar({ id, valor: 150.0, vencimento: '2026-03-10T00:00:00', descricao: 'Conta paga' });
    expect(r.statusCode).toBe(200);
    expect(r.json().content).toMatchObject({ descricao: 'Conta paga', valor: 150 });
  });

  it('judges read-only by the stored state, not the one being sent: the change that pays a título may still set its value', async () => {
    const id = await novo();
    expect((await salvar({ id, situacao: 'PAGO', valor: 99 })).statusCode).toBe(200);
    expect((await salvar({ id, situacao: 'ABERTO', valor: 98 })).statusCode).toBe(422);
  });

  it('requires a field while its obrigatorioSe holds on the record being saved', async () => {
    const semObservacao = await salvar({ descricao: 'Grande', valor: 1500, situacao: 'PAGO' });
    expect(semObservacao.statusCode).toBe(422);
    expect(semObservacao.json().errors).toEqual([{ field: 'observacao', message: 'Preenchimento obrigatório.' }]);
    expect((await salvar({ descricao: 'Grande', valor: 1500, situacao: 'ABERTO' })).statusCode).toBe(200);
    expect((await salvar({ descricao: 'Grande', valor: 1500, situacao: 'PAGO', observacao: 'Pago à vista.' })).statusCode).toBe(200);
  });
});

describe('a declared action run by a module hook', () => {
  it('runs with its tag on a record where it is available, audited by the engine', async () => {
    const id = await novo();
    const r = await acao(id, 'pagar');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ content: expect.objectContaining({ id, situacao: 'PAGO' }), message: 'Título pago.' });
    const ultima = (await auditoriaDe(t.db, 'titulo', id)).at(-1);
    expect(ultima).toMatchObject({ acao: 'pagar', alteracoes: { situacao: { de: 'ABERTO', para: 'PAGO' } } });
  });

  it('answers 409 in pt-BR where the record’s state does not allow it, changing nothing', async () => {
    const id = await novo({ situacao: 'PAGO' });
    const r = await acao(id, 'pagar');
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({ message: "A ação 'Pagar' não está disponível para este registro." });
  });

  it('answers 403 without the action’s own tag, even with editar', async () => {
    const id = await novo();
    const r = await acao(id, 'pagar', undefined, semPagar);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    expect((await ler(id)).situacao).toBe('ABERTO');
  });

  it('rolls back what the hook wrote when it throws', async () => {
    const id = await novo();
    const r = await acao(id, 'quebrar');
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('O módulo recusou a ação depois de escrever.');
    expect((await ler(id)).situacao).toBe('ABERTO');
    expect((await auditoriaDe(t.db, 'titulo', id)).map((a) => a.acao)).toEqual(['criar']);
  });

  it('answers 404 for another unit’s record and one that does not exist', async () => {
    const id = await novo();
    expect((await acao(id, 'pagar', undefined, norte)).statusCode).toBe(404);
    expect((await acao(2147483647, 'pagar')).statusCode).toBe(404);
  });
});

describe('an action on the selection', () => {
  const selecao = (nome: string, payload: object, token = sede) => t.chamar({ method: 'POST', url: `${URL}/${nome}`, token, payload });

  it('runs on every selected record in one transaction', async () => {
    const ids = [await novo(), await novo()];
    const r = await selecao('pagar', { ids });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ content: { ids }, message: "Ação 'Pagar' concluída em 2 registro(s)." });
    expect((await Promise.all(ids.map(ler))).map((x) => x.situacao)).toEqual(['PAGO', 'PAGO']);
  });

  it('does none when one of them is not available', async () => {
    const ids = [await novo(), await novo({ situacao: 'PAGO' })];
    expect((await selecao('pagar', { ids })).statusCode).toBe(409);
    expect((await ler(ids[0] ?? 0)).situacao).toBe('ABERTO');
  });

  it('deactivates the selected records (tags.desativar), active ones only', async () => {
    const ids = [await novo(), await novo()];
    const r = await selecao('desativar', { ids });
    expect(r.statusCode).toBe(200);
    expect((await Promise.all(ids.map(ler))).map((x) => x.ativo)).toEqual([false, false]);
    expect((await auditoriaDe(t.db, 'titulo', ids[0] ?? 0)).at(-1)).toMatchObject({ acao: 'desativar', alteracoes: { ativo: { de: true, para: false } } });
    expect((await selecao('desativar', { ids: [ids[0]] })).statusCode).toBe(409);
  });

  it.each<[string, unknown]>([
    ['no selection', { ids: [] }],
    ['no ids', {}],
    ['ids that are not ids', { ids: ['1'] }],
    ['the same id twice', { ids: [1, 1] }],
    ['too many', { ids: Array.from({ length: 501 }, (_, i) => i + 1) }],
  ])('refuses %s with a 4xx', async (_caso, corpo) => {
    const r = await t.chamar({ method: 'POST', url: `${URL}/pagar`, token: sede, payload: corpo as object });
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);
  });
});

describe('estornar, a declared action the engine runs', () => {
  it('reverses once with its motivo, audits it, and then refuses a second reversal, any action and any change', async () => {
    const id = await novo();
    const r = await acao(id, 'estornar', { motivo: ' Lançado em dobro ' });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Registro estornado.');
    expect(r.json().content).toMatchObject({ id, estornoMotivo: 'Lançado em dobro', estornadoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    const denovo = await acao(id, 'estornar', { motivo: 'De novo' });
    expect(denovo.statusCode).toBe(409);
    expect(denovo.json().message).toBe("A ação 'Estornar' não está disponível para este registro.");
    expect((await acao(id, 'pagar')).statusCode).toBe(409);
    expect((await salvar({ id, descricao: 'Mudou' })).statusCode).toBe(409);
    const ultima = (await auditoriaDe(t.db, 'titulo', id)).at(-1);
    expect(ultima?.acao).toBe('estornar');
    expect(Object.keys(ultima?.alteracoes as object).sort()).toEqual(['estornadoEm', 'estornoMotivo']);
  });

  it.each<[string, object | undefined, number]>([
    ['no body', undefined, 422],
    ['no motivo', {}, 422],
    ['a blank motivo', { motivo: '   ' }, 422],
    ['a motivo too long', { motivo: 'x'.repeat(501) }, 422],
  ])('asks for the motivo the prompt requires: %s', async (_caso, corpo, status) => {
    const id = await novo();
    const r = await acao(id, 'estornar', corpo);
    expect(r.statusCode).toBe(status);
    expect(r.json().message).toMatch(/[a-zç]/);
    expect((await ler(id)).estornadoEm).toBeNull();
  });

  it('is not served where the screen does not declare it', async () => {
    const r = await t.chamar({ method: 'POST', url: `${URL}/1/aprovar`, token: sede, payload: {} });
    expect(r.statusCode).toBe(404);
  });
});

describe('an action that opens a page (abrir)', () => {
  it('has no route on the server, on a record or on the selection', async () => {
    const id = await novo();
    expect((await acao(id, 'copiar')).statusCode).toBe(404);
    expect((await t.chamar({ method: 'POST', url: `${URL}/copiar`, token: sede, payload: { ids: [id] } })).statusCode).toBe(404);
  });

  it('stops the start when it opens a route nobody serves, naming the file and the route', async () => {
    const acoes = [{ nome: 'copiar', rotulo: 'Copiar', tag: 'teste.titulo.editar', onde: ['linha'], abrir: { rota: 'teste.titulos.copia' } }];
    const pasta = await pastaDeTelas({ ...ARQUIVOS_DE_ACOES, 'telas/teste/titulos.json': { ...TELA_TITULOS, acoes } });
    const carregar = carregarCatalogoDeTelas(pasta);
    await expect(carregar).rejects.toThrow(
      "titulos.json: /acoes/0/abrir/rota — Rota desconhecida: 'teste.titulos.copia'. Uma ação abre uma tela do catálogo ou uma página escrita à mão listada em src/shared/engine/paginas-das-acoes.ts.",
    );
    await pasta.remover();
  });
});

describe('a declared action without anyone to run it', () => {
  it('stops the start, naming the file and the action', async () => {
    const semGancho = { ...TELA_TITULOS, rota: { name: 'teste.outros', path: '/teste/outros' }, recurso: '/api/teste/outros', novasTags: undefined, acoes: [{ nome: 'aprovar', rotulo: 'Aprovar', tag: 'teste.titulo.editar', onde: ['linha'] }] };
    const pasta = await pastaDeTelas({
      'modelos/documento.json': { ...(ARQUIVOS_DE_ACOES['modelos/titulo.json'] as object), $id: 'documento' },
      'telas/teste/outros.json': { ...semGancho, modelo: 'documento' },
      'telas/teste/titulos.json': TELA_TITULOS,
      'modelos/titulo.json': ARQUIVOS_DE_ACOES['modelos/titulo.json'],
    });
    const catalogo = await carregarCatalogoDeTelas(pasta);
    await pasta.remover();
    const inicio = criarAppComCatalogo(catalogo);
    await expect(inicio).rejects.toBeInstanceOf(CatalogoInvalido);
    await expect(inicio).rejects.toThrow(
      "outros.json: /acoes/0/nome — A ação 'aprovar' não tem quem a execute no servidor: registre acoes.aprovar nos ganchos do modelo 'documento' (src/server/modules/).",
    );
  });
});
