import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExecucaoDaPagina } from '../../../../src/shared/api/projetos.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// Projects through their calls: the form with its child tables (rubricas, months, goals,
// accountability deadlines worked out from the term), a título charged to a rubrica (of its
// project, within its balance: the overrun refused naming the rubrica and what is left), the
// project page's budget vs executed, the subsecoes settings and the tags.

let t: AppDeTeste;
let admin: string;
let semTag: string;
let sede: number;
const ref = { pessoa: 0, conta: 0, categoria: 0 };

const PROJETOS = '/api/projetos';
const DESPESAS = '/api/titulos/despesas';

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  sede = await idDaUnidade(t.db, 'Sede');
  await criarUsuario(t.db, { login: 'semprojetos', unidadeIds: [sede], tags: ['financeiro.despesa.visualizar'] });
  semTag = await t.entrar('semprojetos');
  const { rows } = await sql<typeof ref>`SELECT (SELECT min(id) FROM pessoa WHERE unidade_id = ${sede}) AS pessoa,
    (SELECT min(id) FROM conta WHERE unidade_id = ${sede}) AS conta, (SELECT id FROM categoria WHERE codigo = '2.3.04') AS categoria`.execute(t.db);
  Object.assign(ref, rows[0]);
});
afterAll(async () => {
  await t.fechar();
});

interface Projeto {
  id: number;
  rubricas: { id: number; codigo: string }[];
  prestacoes: { tipo: string; vencimento: string }[];
  previsoes: { competencia: string }[];
}

// The engine's save: a POST to the resource, with the id of a record to change.
const salvarProjeto = (payload: object, id?: number) => t.chamar({ method: 'POST', url: PROJETOS, token: admin, payload: { ...payload, id } });

async function criarProjeto(codigo: string, rubricas: object[], extra: object = {}): Promise<Projeto> {
  const r = await salvarProjeto({ codigo, nome: `Projeto ${codigo}`, situacao: 'EM_EXECUCAO', rubricas, ...extra });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: Projeto }>().content;
}

const despesa = (valor: number, extra: object = {}) => ({
  descricao: 'Material das oficinas',
  pessoa: ref.pessoa,
  categoria: ref.categoria,
  conta: ref.conta,
  emissao: '2030-03-10',
  competencia: '2030-03-01',
  valor,
  dataVencimento: '2030-03-20',
  quantidadeParcelas: 1,
  parcelas: [{ numero: 1, vencimento: '2030-03-20', valor }],
  ...extra,
});
const titulos = async (): Promise<string | undefined> => (await sql<{ n: string }>`SELECT count(*)::text AS n FROM titulo`.execute(t.db)).rows[0]?.n;
const salvarDespesa = (payload: object, id?: number) => t.chamar({ method: 'POST', url: DESPESAS, token: admin, payload: { ...payload, id } });

describe('a project and its child tables', () => {
  it('a partnership with a two-year term gets its partial and final deadlines', async () => {
    const p = await criarProjeto('T-PRAZO', [], { parceria: true, instrumento: 'TERMO_FOMENTO', numeroTermo: '12/2025', vigenciaInicio: '2025-01-01', vigenciaFim: '2026-12-31' });
    expect(p.prestacoes.map((x) => [x.tipo, x.vencimento])).toEqual([
      ['PARCIAL', '2026-03-01'],
      ['FINAL', '2027-03-31'],
    ]);
  });

  it('plans a saved rubrica by month (stored as the first day) and refuses months above its total', async () => {
    const p = await criarProjeto('T-MESES', [{ codigo: '1', descricao: 'Material', valorTotal: 1000 }]);
    const rubrica = p.rubricas[0]?.id;
    const base = { codigo: 'T-MESES', nome: 'Projeto T-MESES', situacao: 'EM_EXECUCAO', rubricas: p.rubricas };
    const ok = await salvarProjeto({ ...base, previsoes: [{ rubrica, competencia: '2030-03-15', valor: 600 }, { rubrica, competencia: '2030-04-01', valor: 400 }] }, p.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ content: Projeto }>().content.previsoes.map((x) => x.competencia)).toEqual(['2030-03-01', '2030-04-01']);
    const acima = await salvarProjeto({ ...base, previsoes: [{ rubrica, competencia: '2030-03-01', valor: 600 }, { rubrica, competencia: '2030-04-01', valor: 400.01 }] }, p.id);
    expect(acima.statusCode).toBe(422);
    expect(acima.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
      { field: 'previsoes.0.valor', message: 'A previsão mensal da rubrica 1 - Material soma R$ 1.000,01, acima do seu valor total de R$ 1.000,00.' },
    ]);
  });
});

describe('a despesa charged to a rubrica', () => {
  let projeto: Projeto;
  let outro: Projeto;
  beforeAll(async () => {
    projeto = await criarProjeto('T-RUB', [{ codigo: '2.1', descricao: 'Material de consumo', valorTotal: 1000 }]);
    outro = await criarProjeto('T-OUTRO', [{ codigo: '9', descricao: 'Outra', valorTotal: 50 }]);
  });

  it('within the balance is saved; a cent over is refused naming the rubrica and what is left, and nothing is written', async () => {
    const rubrica = projeto.rubricas[0]?.id;
    const primeira = await salvarDespesa(despesa(765.44, { projeto: projeto.id, rubrica }));
    expect(primeira.statusCode, primeira.body).toBe(200);
    const antes = await titulos();
    const acima = await salvarDespesa(despesa(234.57, { projeto: projeto.id, rubrica }));
    expect(acima.statusCode).toBe(422);
    expect(acima.json<{ errors: { field: string; message: string }[] }>().errors).toContainEqual({
      field: 'valor',
      message:
        'Esta despesa ultrapassaria a rubrica 2.1 - Material de consumo do projeto T-RUB - Projeto T-RUB em R$ 0,01: restam R$ 234,56 (orçado R$ 1.000,00, já executado R$ 765,44, esta despesa R$ 234,57). Reduza o valor ou peça um remanejamento de outra rubrica para esta em Projetos › Remanejamentos › Solicitações; aprovado pelas alçadas, o orçamento muda.',
    });
    const depois = await titulos();
    expect(depois).toBe(antes);
    expect((await salvarDespesa(despesa(234.56, { projeto: projeto.id, rubrica }))).statusCode).toBe(200);
  });

  it('editing a despesa does not count it twice; raising it past the balance is refused', async () => {
    const rubrica = outro.rubricas[0]?.id;
    const r = await salvarDespesa(despesa(50, { projeto: outro.id, rubrica }));
    expect(r.statusCode, r.body).toBe(200);
    const salva = r.json<{ content: Record<string, unknown> & { id: number } }>().content;
    expect((await salvarDespesa({ ...salva, descricao: 'Outra descrição' }, salva.id)).statusCode).toBe(200);
    const maior = await salvarDespesa({ ...salva, descricao: 'Outra descrição', valor: 50.01, parcelas: [{ numero: 1, vencimento: '2030-03-20', valor: 50.01 }] }, salva.id);
    expect(maior.statusCode).toBe(422);
  });

  it('a rubrica of another project, or a rubrica without a project, is refused', async () => {
    const deOutro = await salvarDespesa(despesa(1, { projeto: projeto.id, rubrica: outro.rubricas[0]?.id }));
    expect(deOutro.statusCode).toBe(422);
    expect(deOutro.json<{ errors: { field: string; message: string }[] }>().errors).toContainEqual({ field: 'rubrica', message: 'A rubrica escolhida não é do projeto T-RUB - Projeto T-RUB.' });
    const semProjeto = await salvarDespesa(despesa(1, { rubrica: outro.rubricas[0]?.id }));
    expect(semProjeto.statusCode).toBe(422);
  });

  it('the project page: budget vs executed per rubrica and the balance', async () => {
    const r = await t.chamar({ method: 'GET', url: `${PROJETOS}/${projeto.id}/execucao`, token: admin });
    expect(r.statusCode, r.body).toBe(200);
    const { execucao } = r.json<{ content: ExecucaoDaPagina }>().content;
    expect(execucao.rubricas.map((x) => [x.rotulo, x.orcadoCentavos, x.executadoCentavos, x.saldoCentavos])).toEqual([['2.1 - Material de consumo', 1000_00, 1000_00, 0]]);
    expect(execucao.saldoCentavos).toBe(-1000_00);
    expect((await t.chamar({ method: 'GET', url: `${PROJETOS}/999999/execucao`, token: admin })).statusCode).toBe(404);
  });

  it('the rubricas autocomplete narrows to a project', async () => {
    const r = await t.chamar({ method: 'GET', url: `${PROJETOS}/rubricas?projeto=${outro.id}`, token: semTag });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<{ content: { resultList: { codigo: string }[] } }>().content.resultList.map((x) => x.codigo)).toEqual(['9']);
  });
});

describe('the demo projects', () => {
  it('PRJ-002 has exactly R$ 350,00 left in 2 - Material escolar, and PRJ-001 its partial report presented, the final one due', async () => {
    const { rows } = await sql<{ id: number; codigo: string }>`SELECT id, codigo FROM projeto WHERE codigo IN ('PRJ-001', 'PRJ-002') ORDER BY codigo`.execute(t.db);
    const [oficinas, reforco] = await Promise.all(
      rows.map(async (p) => (await t.chamar({ method: 'GET', url: `${PROJETOS}/${p.id}/execucao`, token: admin })).json<{ content: ExecucaoDaPagina }>().content),
    );
    expect(reforco?.execucao.rubricas.find((r) => r.rotulo === '2 - Material escolar')?.saldoCentavos).toBe(350_00);
    expect(oficinas?.proximaPrestacao?.tipo).toBe('FINAL');
    expect(oficinas?.execucao.receitasCentavos).toBeGreaterThan(0);
  });

  it('PRJ-CULT shows the three loans it gave: waiting, overdue with R$ 7.000,00 still owed, settled; PRJ-EDUC the two it received', async () => {
    const { rows } = await sql<{ id: number }>`SELECT id FROM projeto WHERE codigo IN ('PRJ-CULT', 'PRJ-EDUC') ORDER BY codigo`.execute(t.db);
    const [cultura, educacao] = await Promise.all(
      rows.map(async (p) => (await t.chamar({ method: 'GET', url: `${PROJETOS}/${p.id}/execucao`, token: admin })).json<{ content: ExecucaoDaPagina }>().content),
    );
    expect(cultura?.emprestimos.map((e) => [e.sentido, e.outroProjeto, e.valorCentavos, e.saldoCentavos, e.estado])).toEqual([
      ['CONCEDIDO', 'TF-014 – Horta Escola (Termo de Fomento 014/2025)', 3000_00, 0, 'QUITADO'],
      ['CONCEDIDO', 'PRJ-EDUC – Educação Integral', 12000_00, 7000_00, 'ATRASADO'],
      ['CONCEDIDO', 'PRJ-EDUC – Educação Integral', 8000_00, 8000_00, 'AGUARDANDO'],
    ]);
    expect(educacao?.emprestimos.map((e) => [e.sentido, e.outroProjeto, e.estado])).toEqual([
      ['RECEBIDO', 'PRJ-CULT – Cultura Viva', 'ATRASADO'],
      ['RECEBIDO', 'PRJ-CULT – Cultura Viva', 'AGUARDANDO'],
    ]);
  });
});

describe('subsecoes and tags', () => {
  it('turning a section off hides it in the project form’s configuration, and restoring brings it back', async () => {
    const put = await t.chamar({ method: 'PUT', url: `${PROJETOS}/subsecoes`, token: admin, payload: { metas: false } });
    expect(put.statusCode, put.body).toBe(200);
    const secao = await t.db.selectFrom('configuracao_secao').select('visivel').where('formulario', '=', 'projetos').where('secao', '=', 'metas').executeTakeFirst();
    expect(secao?.visivel).toBe(false);
    const get = await t.chamar({ method: 'GET', url: `${PROJETOS}/subsecoes`, token: admin });
    expect(get.json<{ content: Record<string, { valor: unknown }> }>().content['metas']?.valor).toBe(false);
    expect((await t.chamar({ method: 'DELETE', url: `${PROJETOS}/subsecoes/metas`, token: admin })).statusCode).toBe(200);
    expect((await t.chamar({ method: 'PUT', url: `${PROJETOS}/subsecoes`, token: admin, payload: { metas: 'não' } })).statusCode).toBe(422);
    expect((await t.chamar({ method: 'PUT', url: `${PROJETOS}/subsecoes`, token: admin, payload: { inexistente: true } })).statusCode).toBe(422);
  });

  // The list itself answers whoever sees a screen that refers to projects (the despesa's field).
  it('without the projects’ tags: 403 on the page, the settings and a new project', async () => {
    for (const [method, url] of [['GET', `${PROJETOS}/1/execucao`], ['GET', `${PROJETOS}/subsecoes`], ['PUT', `${PROJETOS}/subsecoes`], ['POST', PROJETOS]] as const) {
      const r = await t.chamar({ method, url, token: semTag, payload: method === 'GET' ? undefined : { metas: true } });
      expect(r.statusCode, `${method} ${url}`).toBe(403);
      expect(r.json<{ message: string }>().message).toBe(MENSAGEM_SEM_PERMISSAO);
    }
  });
});
