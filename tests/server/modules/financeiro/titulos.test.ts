import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO } from '../../ajudantes.ts';

// Receitas and despesas through the generic resource (one table, one view per tipo): the
// installments add up, a baixa pays at most what is open, a stored baixa is reversed and never
// edited, an unpaid título is cancelled, the summary bar agrees with the rows, each unit sees its
// own, and two officers paying the same installment at once never pay it twice.

let t: AppDeTeste;
let admin: string;
let adminNorte: string;
const ref: Record<'pessoa' | 'categoria' | 'conta', number> = { pessoa: 0, categoria: 0, conta: 0 };

const DESPESAS = '/api/titulos/despesas';
const RECEITAS = '/api/titulos/receitas';

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  adminNorte = await t.entrarNaUnidade('admin', 'Unidade Norte');
  const sede = await idDaUnidade(t.db, 'Sede');
  const { rows } = await sql<{ pessoa: number; categoria: number; conta: number }>`SELECT
    (SELECT min(id) FROM pessoa WHERE unidade_id = ${sede}) AS pessoa,
    (SELECT min(id) FROM categoria WHERE tipo = 'ANALITICA' AND natureza = 'DESPESA') AS categoria,
    (SELECT min(id) FROM conta WHERE unidade_id = ${sede}) AS conta`.execute(t.db);
  Object.assign(ref, rows[0]);
});
afterAll(async () => {
  await t.fechar();
});

type Titulo = Record<string, unknown> & { id: number; parcelas: Record<string, unknown>[]; baixas: Record<string, unknown>[] };

const parcelas = (...linhas: [string, number][]) => linhas.map(([vencimento, valor], i) => ({ numero: i + 1, vencimento, valor }));

const novaDespesa = (extra: object = {}) => ({
  descricao: 'Aluguel da sede',
  pessoa: ref.pessoa,
  categoria: ref.categoria,
  conta: ref.conta,
  emissao: '2025-01-10',
  competencia: '2025-01-20',
  valor: 100,
  dataVencimento: '2025-01-31',
  quantidadeParcelas: 3,
  parcelas: parcelas(['2025-01-31', 33.33], ['2025-02-28', 33.33], ['2025-03-31', 33.34]),
  ...extra,
});

const salvar = (payload: object, url = DESPESAS, token = admin) => t.chamar({ method: 'POST', url, token, payload });
const ler = async (id: number, url = DESPESAS): Promise<Titulo> => (await t.chamar({ method: 'GET', url: `${url}/${id}`, token: admin })).json<{ content: Titulo }>().content;
const acao = (id: number, nome: string, payload?: object) => t.chamar({ method: 'POST', url: `${DESPESAS}/${id}/${nome}`, token: admin, ...(payload === undefined ? {} : { payload }) });

async function criar(extra: object = {}): Promise<Titulo> {
  const r = await salvar(novaDespesa(extra));
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: Titulo }>().content;
}

const baixa = (parcela: number | null, valor: number, extra: object = {}) => ({ parcela, data: '2025-02-05', conta: ref.conta, forma: 'PIX', valor, ...extra });

/** Pays through the Pagar dialog's call. */
const pagar = (titulo: { id: number }, corpo: object) => acao(titulo.id, 'baixar', corpo);
const estornar = (titulo: { id: number }, corpo: object) => acao(titulo.id, 'estornar', corpo);
const hoje = (): string => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

describe('a despesa in installments', () => {
  it('is stored open, in its own list, with the competence as its month', async () => {
    const titulo = await criar();
    expect(titulo).toMatchObject({ situacao: 'ABERTO', valor: 100, valorPago: 0, valorAberto: 100, proximoVencimento: '2025-01-31', competencia: '2025-01-01' });
    expect(titulo.parcelas.map((p) => p['valor'])).toEqual([33.33, 33.33, 33.34]);
    expect((await t.chamar({ method: 'GET', url: `${RECEITAS}/${titulo.id}`, token: admin })).statusCode).toBe(404);
    expect((await t.chamar({ method: 'GET', url: `${DESPESAS}/${titulo.id}`, token: adminNorte })).statusCode).toBe(404);
    const { rows } = await sql<{ tipo: string }>`SELECT tipo FROM titulo WHERE id = ${titulo.id}`.execute(t.db);
    expect(rows[0]?.tipo).toBe('DESPESA');
  });

  it('moves each real due date to the next business day, past the institution\'s holidays', async () => {
    await sql`INSERT INTO feriado (data, descricao, abrangencia) VALUES ('2025-05-19', 'Aniversário da cidade', 'MUNICIPAL')`.execute(t.db);
    const titulo = await criar({ valor: 200, dataVencimento: '2025-04-18', parcelas: parcelas(['2025-04-18', 66.66], ['2025-05-18', 66.66], ['2025-06-18', 66.68]) });
    expect(titulo.parcelas.map((p) => p['vencimentoReal'])).toEqual(['2025-04-22', '2025-05-20', '2025-06-18']);
    expect(titulo['proximoVencimento']).toBe('2025-04-22');
  });

  it("reads the days as the form's date fields send them (2025-01-31T00:00:00)", async () => {
    const comHora = (linhas: Record<string, unknown>[], campo: string) => linhas.map((l) => ({ ...l, [campo]: `${String(l[campo])}T00:00:00` }));
    const titulo = await criar({ parcelas: comHora(parcelas(['2025-01-31', 33.33], ['2025-02-28', 33.33], ['2025-03-31', 33.34]), 'vencimento') });
    expect(titulo.parcelas.map((p) => p['vencimentoReal'])).toEqual(['2025-01-31', '2025-02-28', '2025-03-31']);
    await pagar(titulo, baixa(1, 10, { data: '2025-02-05T00:00:00' }));
    const parcial = await ler(titulo.id);
    const r = await salvar({ ...parcial, descricao: 'Aluguel de janeiro', parcelas: comHora(parcial.parcelas, 'vencimento'), baixas: comHora(parcial.baixas, 'data') });
    expect(r.statusCode, r.body).toBe(200);
  });

  it('refuses installments that do not add up to the value, or a count that differs', async () => {
    const soma = await salvar(novaDespesa({ parcelas: parcelas(['2025-01-31', 33.33], ['2025-02-28', 33.33], ['2025-03-31', 33.33]) }));
    expect(soma.statusCode).toBe(422);
    expect(soma.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'parcelas', message: 'A soma das parcelas (R$ 99,99) difere do valor do título (R$ 100,00).' }] });
    const contagem = await salvar(novaDespesa({ quantidadeParcelas: 2 }));
    expect(contagem.json().errors).toEqual([{ field: 'parcelas', message: 'Informe 2 parcela(s), numeradas de 1 a 2.' }]);
  });

  it('posts to an analytic category of its own nature', async () => {
    const { rows } = await sql<{ sintetica: number; receita: number }>`SELECT
      (SELECT id FROM categoria WHERE codigo = '2.1') AS sintetica, (SELECT id FROM categoria WHERE codigo = '1.1.01') AS receita`.execute(t.db);
    const [linha] = rows;
    expect((await salvar(novaDespesa({ categoria: linha?.sintetica }))).json().errors).toEqual([{ field: 'categoria', message: 'Escolha uma categoria analítica.' }]);
    expect((await salvar(novaDespesa({ categoria: linha?.receita }))).json().errors).toEqual([{ field: 'categoria', message: 'Escolha uma categoria de despesa.' }]);
    const receita = await salvar(novaDespesa({ categoria: ref.categoria }), RECEITAS);
    expect(receita.json().errors).toEqual([{ field: 'categoria', message: 'Escolha uma categoria de receita.' }]);
  });

  it('refuses bad input with a 422, never a 500', async () => {
    for (const ruim of [{ valor: -5 }, { valor: 10.001 }, { quantidadeParcelas: 0 }, { quantidadeParcelas: 361 }, { parcelas: 'x' }, { competencia: 'ontem' }]) {
      expect((await salvar(novaDespesa(ruim))).statusCode, JSON.stringify(ruim)).toBe(422);
    }
  });
});

describe('baixas, through the Pagar dialog', () => {
  it('a partial baixa of an installment leaves the rest open; more than its balance is refused', async () => {
    const titulo = await criar();
    const r = await pagar(titulo, baixa(1, 20, { juros: 1.5, multa: 0.66 }));
    expect(r.statusCode, r.body).toBe(200);
    const parcial = await ler(titulo.id);
    expect(parcial).toMatchObject({ situacao: 'PARCIAL', valorPago: 20, valorAberto: 80, proximoVencimento: '2025-01-31' });
    expect(parcial.baixas[0]).toMatchObject({ parcela: 1, data: '2025-02-05', forma: 'PIX', juros: 1.5, multa: 0.66, desconto: 0, estornadaEm: null });
    const demais = await pagar(titulo, baixa(1, 13.34));
    expect(demais.statusCode).toBe(422);
    expect(demais.json().errors).toEqual([{ field: 'valor', message: 'O valor passa do saldo em aberto da parcela (R$ 13,33).' }]);
    expect((await pagar(titulo, baixa(4, 1))).json().errors).toEqual([{ field: 'parcela', message: 'O título não tem a parcela 4.' }]);
    expect(await ler(titulo.id)).toMatchObject({ valorPago: 20 });
  });

  it('without an installment, pays the open ones in order; the whole balance pays the título', async () => {
    const titulo = await criar();
    expect((await pagar(titulo, baixa(null, 50, { desconto: 2 }))).statusCode).toBe(200);
    let atual = await ler(titulo.id);
    expect(atual.baixas.map((b) => [b['parcela'], b['valor'], b['desconto']])).toEqual([[1, 33.33, 2], [2, 16.67, 0]]);
    expect(atual).toMatchObject({ situacao: 'PARCIAL', valorAberto: 50, proximoVencimento: '2025-02-28' });
    expect((await pagar(titulo, baixa(null, 50.01))).json().errors).toEqual([{ field: 'valor', message: 'O valor passa do saldo em aberto do título (R$ 50,00).' }]);
    expect((await pagar(titulo, baixa(null, 50))).statusCode).toBe(200);
    atual = await ler(titulo.id);
    expect(atual).toMatchObject({ situacao: 'PAGO', valorPago: 100, valorAberto: 0, proximoVencimento: null });
  });

  it("checks the dialog's fields as the form does: 422 with each field's message, nothing paid", async () => {
    const titulo = await criar();
    const r = await pagar(titulo, { parcela: 1, conta: ref.conta, valor: 0 });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([{ field: 'valor', message: expect.any(String) }]);
    expect((await pagar(titulo, {})).json().errors).toEqual([{ field: 'valor', message: 'Preenchimento obrigatório.' }]);
    for (const ruim of [{ valor: 'dez' }, { forma: 'OURO' }, { data: '31/02/2025' }, { conta: 'x' }, { valor: 10.001 }, { juros: -1 }, { parcela: 0 }]) {
      expect((await pagar(titulo, baixa(1, 10, ruim))).statusCode, JSON.stringify(ruim)).toBe(422);
    }
    expect((await pagar(titulo, baixa(1, 10, { data: '2999-01-01' }))).json().errors).toEqual([{ field: 'data', message: 'A data da baixa não pode ser posterior a hoje.' }]);
    const { rows } = await sql<{ id: number }>`SELECT min(id) AS id FROM conta WHERE unidade_id = ${await idDaUnidade(t.db, 'Unidade Norte')}`.execute(t.db);
    for (const conta of [rows[0]?.id, 2147483647]) {
      expect((await pagar(titulo, baixa(1, 10, { conta }))).json().errors).toEqual([{ field: 'conta', message: 'Escolha uma conta da unidade.' }]);
    }
    expect(await ler(titulo.id)).toMatchObject({ valorPago: 0, baixas: [] });
  });

  it('takes the form’s date (2025-02-05T00:00:00) and the dd/mm/aaaa one', async () => {
    const titulo = await criar();
    await pagar(titulo, baixa(1, 1, { data: '2025-02-05T00:00:00' }));
    await pagar(titulo, baixa(1, 1, { data: '06/02/2025' }));
    expect((await ler(titulo.id)).baixas.map((b) => b['data'])).toEqual(['2025-02-05', '2025-02-06']);
  });

  it('a stored baixa is neither changed nor removed through the form, which says why, and the value of a paid título is read only', async () => {
    const titulo = await criar();
    await pagar(titulo, baixa(1, 10));
    const parcial = await ler(titulo.id);
    const removida = await salvar({ ...parcial, baixas: [] });
    expect(removida.statusCode).toBe(422);
    expect(removida.json().errors).toEqual([{ field: 'baixas', message: expect.stringContaining('As baixas são registradas pelo botão Pagar') }]);
    expect((await salvar({ ...parcial, baixas: [...parcial.baixas, baixa(1, 1)] })).statusCode).toBe(422);
    expect((await salvar(novaDespesa({ baixas: [baixa(1, 1)] }))).json().errors).toEqual([{ field: 'baixas', message: 'Grave o título antes: as baixas são registradas depois, pelo botão Receber ou Pagar.' }]);
    const valor = await salvar({ ...parcial, valor: 200, parcelas: parcelas(['2025-01-31', 100], ['2025-02-28', 50], ['2025-03-31', 50]) });
    expect(valor.statusCode).toBe(422);
    expect(valor.json().errors).toContainEqual({ field: 'valor', message: 'Este título tem baixas ou foi cancelado: valor, vencimento e parcelas só mudam depois de estornar as baixas.' });
    expect(await ler(titulo.id)).toMatchObject({ valor: 100, valorPago: 10 });
  });

  it('estornar reverses the last baixa on a date of its own (today by default), then the one before', async () => {
    const titulo = await criar();
    await pagar(titulo, baixa(null, 100));
    expect((await ler(titulo.id)).baixas.map((b) => b['valor'])).toEqual([33.33, 33.33, 33.34]);

    expect((await estornar(titulo, {})).json().errors).toEqual([{ field: 'motivo', message: 'Preenchimento obrigatório.' }]);
    expect((await estornar(titulo, { motivo: 'x', data: '2025-02-04' })).json().errors).toEqual([{ field: 'data', message: 'A data do estorno não pode ser anterior à da baixa (05/02/2025).' }]);
    expect((await estornar(titulo, { motivo: 'x', data: '2999-01-01' })).json().errors).toEqual([{ field: 'data', message: 'A data do estorno não pode ser posterior a hoje.' }]);
    expect((await estornar(titulo, { motivo: 'Pago em duplicidade', data: '2025-03-10' })).statusCode).toBe(200);
    let atual = await ler(titulo.id);
    expect(atual).toMatchObject({ situacao: 'PARCIAL', valorPago: 66.66, valorAberto: 33.34 });
    expect(atual.baixas.filter((b) => b['estornadaEm'] !== null)).toEqual([expect.objectContaining({ parcela: 3, estornadaEm: '2025-03-10', motivoEstorno: 'Pago em duplicidade' })]);
    await estornar(titulo, { motivo: 'Outro' });
    await estornar(titulo, { motivo: 'Mais um' });
    atual = await ler(titulo.id);
    expect(atual).toMatchObject({ situacao: 'ABERTO', valorPago: 0, valorAberto: 100 });
    expect(atual.baixas).toHaveLength(3);
    expect(atual.baixas.map((b) => b['estornadaEm'])).toEqual([hoje(), hoje(), '2025-03-10']);
    expect((await estornar(titulo, { motivo: 'Nada' })).statusCode).toBe(409);
  });
});

describe('the specification’s calls on a título of either tipo', () => {
  const titulos = (caminho: string, payload?: object, token = admin) => t.chamar({ method: 'POST', url: `/api/titulos/${caminho}`, token, ...(payload === undefined ? {} : { payload }) });

  it('baixar, estornar and cancelar run the tipo’s own action, in the session’s unit', async () => {
    const despesa = await criar();
    const pago = await titulos(`${despesa.id}/baixar`, { valor: 10 });
    expect(pago.statusCode, pago.body).toBe(200);
    expect(pago.json().message).toBe('Baixa registrada.');
    expect((await ler(despesa.id)).baixas).toEqual([expect.objectContaining({ parcela: 1, valor: 10, forma: 'TRANSFERENCIA', data: hoje() })]);
    expect((await titulos(`${despesa.id}/baixar`, { valor: 1000 })).json().errors).toEqual([{ field: 'valor', message: 'O valor passa do saldo em aberto do título (R$ 90,00).' }]);
    expect((await titulos(`${despesa.id}/estornar`, { motivo: 'Engano', data: hoje() })).statusCode).toBe(200);
    expect((await titulos(`${despesa.id}/cancelar`, { motivo: 'Duplicado' })).statusCode).toBe(200);
    expect(await ler(despesa.id)).toMatchObject({ situacao: 'CANCELADO', valorPago: 0 });

    const { rows } = await sql<{ id: number }>`SELECT min(id) AS id FROM categoria WHERE tipo = 'ANALITICA' AND natureza = 'RECEITA'`.execute(t.db);
    const receita = (await salvar({ ...novaDespesa(), categoria: rows[0]?.id }, RECEITAS)).json<{ content: Titulo }>().content;
    expect((await titulos(`${receita.id}/baixar`, { valor: 5 })).statusCode).toBe(200);
    expect(await ler(receita.id, RECEITAS)).toMatchObject({ valorPago: 5 });
    expect((await titulos(`${receita.id}/baixar`, { valor: 5 }, adminNorte)).statusCode).toBe(404);
    expect((await titulos('999999/baixar', { valor: 5 })).statusCode).toBe(404);
    const operador = await t.entrarNaUnidade('operador', 'Sede');
    expect((await titulos(`${receita.id}/baixar`, { valor: 5 }, operador)).statusCode).toBe(403);
  });

  it('resumos answers the tipo’s summary of the filter given', async () => {
    const resumos = (consulta: string) => t.chamar({ method: 'GET', url: `/api/titulos/resumos?${consulta}`, token: admin });
    const filtro = 'valorDe=123.45&valorAte=123.45';
    const proprio = await t.chamar({ method: 'GET', url: `${DESPESAS}/resumos?${filtro}`, token: admin });
    const r = await resumos(`tipo=despesa&${filtro}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().content).toEqual(proprio.json().content);
    expect(Object.keys(r.json().content).sort()).toEqual(['aberto', 'pago', 'quantidade', 'total', 'vencido']);
    expect((await resumos('tipo=outro')).json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'tipo', message: 'Informe o tipo: receita ou despesa.' }] });
    expect((await resumos('tipo=receita&valorDe=abc')).statusCode).toBe(422);
  });
});

describe('cancelar', () => {
  it('cancels an unpaid título, keeps it, and refuses to change it afterwards', async () => {
    const titulo = await criar();
    expect((await acao(titulo.id, 'cancelar', { motivo: 'Lançado em duplicidade' })).statusCode).toBe(200);
    const cancelado = await ler(titulo.id);
    expect(cancelado).toMatchObject({ situacao: 'CANCELADO', valorAberto: 0, motivoCancelamento: 'Lançado em duplicidade' });
    const r = await salvar({ ...cancelado, descricao: 'Outra' });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('Um título cancelado não é alterado.');
  });

  it('is not offered once a baixa exists', async () => {
    const titulo = await criar();
    await pagar(titulo, baixa(1, 1));
    expect((await acao(titulo.id, 'cancelar', { motivo: 'x' })).statusCode).toBe(409);
  });
});

describe('resumos', () => {
  it('agree with the rows the filter selects, to the cent, leaving the cancelled out of the amounts', async () => {
    const umaParcela = { valor: 123.45, quantidadeParcelas: 1, parcelas: parcelas(['2025-01-31', 123.45]) };
    await criar(umaParcela);
    await pagar(await criar(umaParcela), baixa(1, 50));
    await acao((await criar(umaParcela)).id, 'cancelar', { motivo: 'Em duplicidade' });
    const filtro = 'valorDe=123.45&valorAte=123.45';
    const lista = (await t.chamar({ method: 'GET', url: `${DESPESAS}?rpp=100&${filtro}`, token: admin })).json<{ content: { resultList: Titulo[] } }>().content.resultList;
    const soma = (campo: string, linhas = lista) => linhas.reduce((s, l) => s + Math.round(Number(l[campo]) * 100), 0) / 100;
    const r = await t.chamar({ method: 'GET', url: `${DESPESAS}/resumos?${filtro}`, token: admin });
    expect(r.statusCode).toBe(200);
    // Both open ones are past due (January 2025); the cancelled one counts as a título and adds to no figure.
    expect(r.json().content).toEqual({ quantidade: 3, total: 246.9, aberto: 196.9, pago: 50, vencido: 196.9 });
    const validos = lista.filter((l) => l['situacao'] !== 'CANCELADO');
    expect(r.json().content).toEqual({
      quantidade: lista.length,
      total: soma('valor', validos),
      aberto: soma('valorAberto', validos),
      pago: soma('valorPago', validos),
      vencido: soma('valorAberto', lista.filter((l) => l['vencido'] === true)),
    });
  });
});

describe('permissions', () => {
  it('operador is refused; creating asks for criar, a baixa for baixar', async () => {
    const operador = await t.entrarNaUnidade('operador', 'Sede');
    expect((await t.chamar({ method: 'GET', url: DESPESAS, token: operador })).statusCode).toBe(403);
    const sede = await idDaUnidade(t.db, 'Sede');
    await criarUsuario(t.db, { login: 'sociria', unidadeIds: [sede], tags: ['financeiro.despesa.visualizar', 'financeiro.despesa.editar'] });
    const semCriar = await t.entrarNaUnidade('sociria', 'Sede');
    expect((await salvar(novaDespesa(), DESPESAS, semCriar)).statusCode).toBe(403);
    const titulo = await criar();
    expect((await t.chamar({ method: 'POST', url: `${DESPESAS}/${titulo.id}/baixar`, token: semCriar, payload: baixa(1, 1) })).statusCode).toBe(403);
    expect((await salvar({ ...titulo, descricao: 'Aluguel de fevereiro' }, DESPESAS, semCriar)).statusCode).toBe(200);
    expect((await t.chamar({ method: 'POST', url: `${DESPESAS}/${titulo.id}/cancelar`, token: semCriar, payload: { motivo: 'x' } })).statusCode).toBe(403);
  });

  it('creates with criar alone, which does not alter', async () => {
    const sede = await idDaUnidade(t.db, 'Sede');
    await criarUsuario(t.db, { login: 'lancadora', unidadeIds: [sede], tags: ['financeiro.despesa.visualizar', 'financeiro.despesa.criar'] });
    const soCriar = await t.entrarNaUnidade('lancadora', 'Sede');
    const r = await salvar(novaDespesa(), DESPESAS, soCriar);
    expect(r.statusCode, r.body).toBe(200);
    const titulo = r.json<{ content: Titulo }>().content;
    expect((await salvar({ ...titulo, descricao: 'Aluguel de março' }, DESPESAS, soCriar)).statusCode).toBe(403);
  });
});

describe('two officers paying the same título at once', () => {
  it('pays an installment once: of two baixas of its whole balance at once, the second is refused', async () => {
    const titulo = await criar();
    const respostas = await Promise.all([pagar(titulo, baixa(1, 33.33)), pagar(titulo, baixa(1, 33.33))]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await ler(titulo.id)).toMatchObject({ valorPago: 33.33, situacao: 'PARCIAL' });
  });

  it('pays it once: of five baixas of the whole balance at once, one is recorded and four are refused in pt-BR', async () => {
    const titulo = await criar();
    const respostas = await Promise.all(Array.from({ length: 5 }, () => pagar(titulo, baixa(null, 100))));
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    // Each waited for the título's lock, then read it paid.
    for (const r of respostas.filter((r) => r.statusCode === 409)) expect(r.json().message).toBe("A ação 'Pagar' não está disponível para este registro.");
    const { rows } = await sql<{ soma: string; pago: string }>`
      SELECT (SELECT sum(valor) FROM baixa WHERE titulo_id = ${titulo.id})::text AS soma, (SELECT valor_pago FROM titulo WHERE id = ${titulo.id})::text AS pago`.execute(t.db);
    expect(rows[0]).toEqual({ soma: '100.00', pago: '100.00' });
  });
});

describe('demo data', () => {
  it("gives each unit a year of títulos whose figures agree with their installments and baixas", async () => {
    const { rows } = await sql<{ unidade: string; tipo: string; situacao: string; n: number }>`
      SELECT u.nome AS unidade, t.tipo, t.situacao, count(*)::int AS n FROM titulo t JOIN unidade u ON u.id = t.unidade_id
      WHERE t.descricao NOT LIKE 'Aluguel da sede%' AND t.valor <> 123.45 GROUP BY 1, 2, 3`.execute(t.db);
    for (const unidade of ['Sede', 'Unidade Norte']) {
      const daUnidade = rows.filter((r) => r.unidade === unidade);
      expect(new Set(daUnidade.map((r) => r.tipo))).toEqual(new Set(['RECEITA', 'DESPESA']));
      expect(new Set(daUnidade.map((r) => r.situacao))).toEqual(new Set(['ABERTO', 'PARCIAL', 'PAGO', 'CANCELADO']));
    }
    const { rows: desacertos } = await sql<{ id: number }>`
      SELECT t.id FROM titulo t
      WHERE t.valor_liquido <> (SELECT sum(valor) FROM parcela p WHERE p.titulo_id = t.id)
         OR t.valor_pago <> coalesce((SELECT sum(valor) FROM baixa b WHERE b.titulo_id = t.id AND b.estornada_em IS NULL), 0)`.execute(t.db);
    expect(desacertos).toEqual([]);
    const { rows: estornadas } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM baixa WHERE estornada_em IS NOT NULL AND motivo_estorno IS NOT NULL`.execute(t.db);
    expect(estornadas[0]?.n).toBeGreaterThanOrEqual(2);
  });
});

describe("the person's autocomplete of the títulos' forms", () => {
  it('answers the id and name of the unit’s people to whoever may see a título screen, and to no one else', async () => {
    const sede = await idDaUnidade(t.db, 'Sede');
    await criarUsuario(t.db, { login: 'tesouraria', unidadeIds: [sede], tags: ['financeiro.despesa.visualizar'] });
    await criarUsuario(t.db, { login: 'portaria', unidadeIds: [sede], tags: ['registrointervalo.intervalo.registrar'] });
    const { rows } = await sql<{ nome: string }>`SELECT nome FROM pessoa WHERE id = ${ref.pessoa}`.execute(t.db);
    const nome = rows[0]?.nome ?? '';
    const buscar = async (login: string) => t.chamar({ method: 'GET', url: `/api/pessoas?term=${encodeURIComponent(nome)}&rpp=5`, token: await t.entrarNaUnidade(login, 'Sede') });
    const r = await buscar('tesouraria');
    expect(r.statusCode).toBe(200);
    expect(r.json().content.resultList).toContainEqual({ id: ref.pessoa, nome });
    expect(Object.keys(r.json().content.resultList[0])).toEqual(['id', 'nome']);
    expect((await buscar('portaria')).statusCode).toBe(403);
  });
});
