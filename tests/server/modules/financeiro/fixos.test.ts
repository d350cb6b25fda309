import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TarefaResumo } from '../../../../src/shared/realtime/protocolo.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// Fixed entries and the generation of títulos: a fixed entry's category is of its kind; the
// generation is a background job that creates each due date's título a definir once, however
// often it runs; confirming makes a real título (one installment, due on the next business
// day), discarding keeps it from coming back; each unit sees its own; operador is refused.

let t: AppDeTeste;
let admin: string;
let adminNorte: string;
let operador: string;
const ref: Record<'pessoa' | 'receita' | 'despesa' | 'conta', number> = { pessoa: 0, receita: 0, despesa: 0, conta: 0 };

const FIXAS = '/api/financeiro/lancamentosfixos/despesas';
const A_DEFINIR = '/api/financeiro/titulosadefinir';
const GERACAO = '/api/financeiro/geracaotitulos';

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  adminNorte = await t.entrarNaUnidade('admin', 'Unidade Norte');
  operador = await t.entrar('operador');
  const sede = await idDaUnidade(t.db, 'Sede');
  const { rows } = await sql<typeof ref>`SELECT
    (SELECT min(id) FROM pessoa WHERE unidade_id = ${sede}) AS pessoa,
    (SELECT min(id) FROM categoria WHERE tipo = 'ANALITICA' AND natureza = 'RECEITA') AS receita,
    (SELECT min(id) FROM categoria WHERE tipo = 'ANALITICA' AND natureza = 'DESPESA') AS despesa,
    (SELECT min(id) FROM conta WHERE unidade_id = ${sede}) AS conta`.execute(t.db);
  Object.assign(ref, rows[0]);
});
afterAll(async () => {
  await t.fechar();
});

const novoFixo = (extra: object = {}) => ({
  descricao: 'Aluguel do galpão',
  pessoa: ref.pessoa,
  categoria: ref.despesa,
  conta: ref.conta,
  valor: 1500,
  periodicidade: 'MENSAL',
  diaVencimento: 15,
  inicio: '2030-01-01',
  ...extra,
});

async function criarFixo(extra: object = {}): Promise<number> {
  const r = await t.chamar({ method: 'POST', url: FIXAS, token: admin, payload: novoFixo(extra) });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: { id: number } }>().content.id;
}

const gerar = (payload: object, token = admin) => t.chamar({ method: 'POST', url: GERACAO, token, payload });

/** Queues the generation and waits for the job to end; its closing message. */
async function gerarEEsperar(mesInicial: string, mesFinal: string, tipos = ['DESPESA']): Promise<string> {
  const r = await gerar({ mesInicial, mesFinal, tipos });
  expect(r.statusCode, r.body).toBe(200);
  const tarefa = r.json<{ content: TarefaResumo }>().content;
  for (let i = 0; i < 150; i++) {
    const linha = await t.db.selectFrom('tarefa' as never).select(['estado', 'resultado'] as never[]).where('id' as never, '=', tarefa.id as never).executeTakeFirst();
    const { estado, resultado } = linha as unknown as { estado: string; resultado: { mensagem?: string } | null };
    if (estado === 'falhou') throw new Error('A geração falhou.');
    if (estado === 'concluida') return resultado?.mensagem ?? '';
    await new Promise((fim) => setTimeout(fim, 200));
  }
  throw new Error('A geração não terminou.');
}

interface Linha {
  id: number;
  previsto: string;
  vencimento_real: string;
  situacao: string;
  titulo_id: number | null;
}

const doLancamento = async (fixo: number): Promise<Linha[]> =>
  (
    await sql<Linha>`SELECT id, to_char(previsto, 'YYYY-MM-DD') AS previsto, to_char(vencimento_real, 'YYYY-MM-DD') AS vencimento_real, situacao, titulo_id
      FROM titulo_a_definir WHERE lancamento_fixo_id = ${fixo} ORDER BY previsto`.execute(t.db)
  ).rows;

describe('a fixed entry', () => {
  it('takes a category of its own kind and an end not before its start', async () => {
    const r = await t.chamar({ method: 'POST', url: FIXAS, token: admin, payload: novoFixo({ categoria: ref.receita, inicio: '2030-05-01', fim: '2030-04-30' }) });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ message: MENSAGEM_FORMULARIO });
    expect(r.json<{ errors: { field: string }[] }>().errors.map((e) => e.field).sort()).toEqual(['categoria', 'fim']);
    const semValor = await t.chamar({ method: 'POST', url: FIXAS, token: admin, payload: novoFixo({ valor: 0, diaVencimento: 32 }) });
    expect(semValor.statusCode).toBe(422);
    expect((await t.chamar({ method: 'GET', url: `${FIXAS}/${await criarFixo()}`, token: adminNorte })).statusCode).toBe(404);
  });

  it('is refused to operador', async () => {
    expect((await t.chamar({ method: 'GET', url: FIXAS, token: operador })).statusCode).toBe(403);
    expect((await t.chamar({ method: 'POST', url: FIXAS, token: operador, payload: novoFixo() })).statusCode).toBe(403);
  });
});

describe('the generation of títulos', () => {
  it('refuses a bad period or no kind with a 422, and operador with a 403', async () => {
    const invertido = await gerar({ mesInicial: '2030-05', mesFinal: '2030-04', tipos: ['DESPESA'] });
    expect(invertido.statusCode).toBe(422);
    expect(invertido.json()).toMatchObject({ errors: [{ field: 'mesFinal', message: 'O mês final deve ser igual ou posterior ao inicial.' }] });
    expect((await gerar({ mesInicial: '2030-01', mesFinal: '2031-01', tipos: ['DESPESA'] })).statusCode).toBe(422);
    expect((await gerar({ mesInicial: '2030-13', mesFinal: '2030-13', tipos: ['DESPESA'] })).statusCode).toBe(422);
    expect((await gerar({ mesInicial: '2030-01', mesFinal: '2030-01', tipos: [] })).json()).toMatchObject({ errors: [{ field: 'tipos' }] });
    expect((await gerar({ mesInicial: '2030-01', mesFinal: '2030-01', tipos: ['OUTRO'] })).statusCode).toBe(422);
    const proibido = await gerar({ mesInicial: '2030-01', mesFinal: '2030-01', tipos: ['DESPESA'] }, operador);
    expect(proibido.statusCode).toBe(403);
    expect(proibido.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
  });

  it('creates each due date once, on its next business day, however often it runs', async () => {
    const fixo = await criarFixo({ inicio: '2030-06-01', fim: '2030-08-31' });
    await gerarEEsperar('2030-06', '2030-09');
    const primeira = await doLancamento(fixo);
    expect(primeira.map((l) => [l.previsto, l.vencimento_real, l.situacao])).toEqual([
      ['2030-06-15', '2030-06-17', 'A_DEFINIR'],
      ['2030-07-15', '2030-07-15', 'A_DEFINIR'],
      ['2030-08-15', '2030-08-15', 'A_DEFINIR'],
    ]);
    expect(await gerarEEsperar('2030-06', '2030-09')).toBe('0 títulos a definir gerados.');
    expect(await doLancamento(fixo)).toEqual(primeira);
  });

  it('generates only the kinds asked for and only active entries', async () => {
    const receita = await t.chamar({ method: 'POST', url: '/api/financeiro/lancamentosfixos/receitas', token: admin, payload: novoFixo({ categoria: ref.receita, descricao: 'Repasse do financiador', inicio: '2030-10-01' }) });
    expect(receita.statusCode, receita.body).toBe(200);
    const inativo = await criarFixo({ inicio: '2030-10-01', ativo: false });
    await gerarEEsperar('2030-10', '2030-10', ['DESPESA']);
    expect(await doLancamento(receita.json<{ content: { id: number } }>().content.id)).toEqual([]);
    expect(await doLancamento(inativo)).toEqual([]);
  });
});

describe('the títulos a definir', () => {
  it('are adjusted and confirmed into títulos of one installment, due on the next business day', async () => {
    const fixo = await criarFixo({ inicio: '2030-11-01', fim: '2030-12-31', diaVencimento: 30 });
    await gerarEEsperar('2030-11', '2030-12');
    const [novembro, dezembro] = await doLancamento(fixo);
    if (novembro === undefined || dezembro === undefined) throw new Error('Faltam títulos a definir.');
    const lido = (await t.chamar({ method: 'GET', url: `${A_DEFINIR}/${novembro.id}`, token: admin })).json<{ content: Record<string, unknown> }>().content;
    // 28/09/2030 is a Saturday: the real due date is Monday 30/09.
    const ajustado = await t.chamar({ method: 'POST', url: A_DEFINIR, token: admin, payload: { ...lido, valor: 1612.35, vencimento: '2030-09-28' } });
    expect(ajustado.statusCode, ajustado.body).toBe(200);
    expect(ajustado.json()).toMatchObject({ content: { valor: 1612.35, vencimento: '2030-09-28', vencimentoReal: '2030-09-30', descricao: 'Aluguel do galpão 11/2030' } });

    const r = await t.chamar({ method: 'POST', url: `${A_DEFINIR}/confirmar`, token: admin, payload: { ids: [novembro.id, dezembro.id] } });
    expect(r.statusCode, r.body).toBe(200);
    const [confirmado, outro] = await doLancamento(fixo);
    expect(confirmado?.situacao).toBe('DEFINIDO');
    expect(outro?.situacao).toBe('DEFINIDO');
    const titulo = (await t.chamar({ method: 'GET', url: `/api/titulos/despesas/${confirmado?.titulo_id}`, token: admin })).json<{ content: Record<string, unknown> & { parcelas: unknown[] } }>().content;
    expect(titulo).toMatchObject({ descricao: 'Aluguel do galpão 11/2030', valor: 1612.35, situacao: 'ABERTO', valorAberto: 1612.35, valorPago: 0, proximoVencimento: '2030-09-30', quantidadeParcelas: 1, competencia: '2030-09-01' });
    expect(titulo.parcelas).toMatchObject([{ numero: 1, vencimento: '2030-09-28', vencimentoReal: '2030-09-30', valor: 1612.35 }]);

    const lista = await t.chamar({ method: 'GET', url: `/api/financeiro/titulosdefinidos?rpp=100`, token: admin });
    expect(lista.statusCode, lista.body).toBe(200);
    const definidos = lista.json<{ content: { resultList: Record<string, unknown>[] } }>().content.resultList;
    expect(definidos.find((d) => d['id'] === novembro.id)).toMatchObject({ titulo: confirmado?.titulo_id, situacaoDoTitulo: 'ABERTO', valor: 1612.35 });
    // Confirmed, it is no longer to define: confirming again finds nothing, generating again creates nothing.
    expect((await t.chamar({ method: 'POST', url: `${A_DEFINIR}/${novembro.id}/confirmar`, token: admin })).statusCode).toBe(404);
    await gerarEEsperar('2030-11', '2030-12');
    expect(await doLancamento(fixo)).toHaveLength(2);
  });

  it('confirmed by two officers at once, become one título', async () => {
    const fixo = await criarFixo({ inicio: '2031-04-01', fim: '2031-04-30' });
    await gerarEEsperar('2031-04', '2031-04');
    const [linha] = await doLancamento(fixo);
    const confirmar = () => t.chamar({ method: 'POST', url: `${A_DEFINIR}/${linha?.id}/confirmar`, token: admin });
    const respostas = await Promise.all([confirmar(), confirmar()]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM titulo WHERE descricao = 'Aluguel do galpão 04/2031'`.execute(t.db);
    expect(rows[0]?.n).toBe(1);
  });

  it('refuse a confirmation whose category no longer fits, changing nothing', async () => {
    const fixo = await criarFixo({ inicio: '2031-01-01', fim: '2031-01-31' });
    await gerarEEsperar('2031-01', '2031-01');
    const [linha] = await doLancamento(fixo);
    await sql`UPDATE titulo_a_definir SET categoria_id = ${ref.receita} WHERE id = ${linha?.id ?? 0}`.execute(t.db);
    const r = await t.chamar({ method: 'POST', url: `${A_DEFINIR}/confirmar`, token: admin, payload: { ids: [linha?.id] } });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ errors: [{ field: 'categoria', message: 'Escolha uma categoria de despesa.' }] });
    expect((await doLancamento(fixo))[0]).toMatchObject({ situacao: 'A_DEFINIR', titulo_id: null });
  });

  it('once discarded, are not generated again', async () => {
    const fixo = await criarFixo({ inicio: '2031-02-01', fim: '2031-02-28' });
    await gerarEEsperar('2031-02', '2031-02');
    const [linha] = await doLancamento(fixo);
    expect((await t.chamar({ method: 'POST', url: `${A_DEFINIR}/${linha?.id}/descartar`, token: admin })).statusCode).toBe(200);
    await gerarEEsperar('2031-02', '2031-02');
    expect(await doLancamento(fixo)).toMatchObject([{ situacao: 'DESCARTADO', titulo_id: null }]);
  });

  it('belong to their unit, come only from the generation, and are refused to operador', async () => {
    const fixo = await criarFixo({ inicio: '2031-03-01', fim: '2031-03-31' });
    await gerarEEsperar('2031-03', '2031-03');
    const [linha] = await doLancamento(fixo);
    expect((await t.chamar({ method: 'GET', url: `${A_DEFINIR}/${linha?.id}`, token: adminNorte })).statusCode).toBe(404);
    expect((await t.chamar({ method: 'POST', url: `${A_DEFINIR}/confirmar`, token: adminNorte, payload: { ids: [linha?.id] } })).statusCode).toBe(404);
    const novo = await t.chamar({ method: 'POST', url: A_DEFINIR, token: admin, payload: { vencimento: '2031-03-10', valor: 10 } });
    expect(novo.statusCode).toBe(422);
    expect(novo.json()).toMatchObject({ message: 'Os títulos a definir são criados pela geração de títulos.' });
    expect((await t.chamar({ method: 'GET', url: A_DEFINIR, token: operador })).statusCode).toBe(403);
    expect((await t.chamar({ method: 'POST', url: `${A_DEFINIR}/confirmar`, token: operador, payload: { ids: [linha?.id] } })).statusCode).toBe(403);
    expect((await t.chamar({ method: 'GET', url: '/api/financeiro/titulosdefinidos', token: operador })).statusCode).toBe(403);
  });
});
