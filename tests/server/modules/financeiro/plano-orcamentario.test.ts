import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execucaoOrcamentaria } from '../../../../src/server/modules/financeiro/planoorcamentario/execucao.ts';
import type { GradeDoOrcamento } from '../../../../src/shared/api/orcamento.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// The budget plan through its calls: the grid's bulk save and its field errors, a closed year
// refused, copy and spread, planned vs realised on a known set of despesas (by competence), the
// overrun check of a despesa per the parameter (AVISAR, BLOQUEAR, NADA) on create and edit, and
// the tags. Years far from the demo's (2031...) keep the cases apart from the seeded budget.

let t: AppDeTeste;
let admin: string;
let leitor: string;
let sede: number;
const ref = { aluguel: 0, energia: 0, sintetica: 0, receita: 0, adm: 0, programa: 0, pessoa: 0, conta: 0 };

const URL = '/api/financeiro/planoorcamentario';
const DESPESAS = '/api/titulos/despesas';
const doze = (valor: number) => Array.from({ length: 12 }, () => valor);

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  sede = await idDaUnidade(t.db, 'Sede');
  await criarUsuario(t.db, { login: 'leitorplano', unidadeIds: [sede], tags: ['financeiro.planoorcamentario.visualizar'] });
  leitor = await t.entrar('leitorplano');
  const { rows } = await sql<typeof ref>`SELECT
    (SELECT id FROM categoria WHERE codigo = '2.3.01') AS aluguel, (SELECT id FROM categoria WHERE codigo = '2.3.04') AS energia,
    (SELECT id FROM categoria WHERE codigo = '2.3') AS sintetica, (SELECT id FROM categoria WHERE codigo = '1.1.01') AS receita,
    (SELECT id FROM centro_custo WHERE codigo = '01') AS adm, (SELECT id FROM centro_custo WHERE codigo = '03') AS programa,
    (SELECT min(id) FROM pessoa WHERE unidade_id = ${sede}) AS pessoa, (SELECT min(id) FROM conta WHERE unidade_id = ${sede}) AS conta`.execute(t.db);
  Object.assign(ref, rows[0]);
});
afterAll(async () => {
  await t.fechar();
});

const salvarGrade = (payload: object, token = admin) => t.chamar({ method: 'POST', url: URL, token, payload });
const grade = async (ano: number): Promise<GradeDoOrcamento> => (await t.chamar({ method: 'GET', url: `${URL}?ano=${ano}`, token: admin })).json<{ content: GradeDoOrcamento }>().content;
const fechamento = (ano: number, acao: 'fechar' | 'reabrir', token = admin) => t.chamar({ method: 'POST', url: `${URL}/fechamento/${ano}/${acao}`, token });
const parametro = (orcamentoExcedido: string) => t.chamar({ method: 'PUT', url: '/api/financeiro/parametros', token: admin, payload: { orcamentoExcedido } });

const despesa = (competencia: string, valor: number, extra: object = {}) => ({
  descricao: 'Conta de luz',
  pessoa: ref.pessoa,
  categoria: ref.energia,
  centroCusto: ref.adm,
  conta: ref.conta,
  emissao: competencia,
  competencia,
  valor,
  dataVencimento: competencia,
  quantidadeParcelas: 1,
  parcelas: [{ numero: 1, vencimento: competencia, valor }],
  ...extra,
});
const salvarDespesa = (payload: object) => t.chamar({ method: 'POST', url: DESPESAS, token: admin, payload });

describe('the grid of a year', () => {
  it('saves the changed lines at once and reads them back in the chart order', async () => {
    const r = await salvarGrade({
      ano: 2031,
      linhas: [
        { categoriaId: ref.energia, centroCustoId: ref.adm, meses: doze(700) },
        { categoriaId: ref.aluguel, centroCustoId: ref.adm, meses: [4500, 4500, 4500, 4500, 4500, 4500, 4500, 4500, 4500, 4500, 4500, 4500.55] },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    const lida = await grade(2031);
    expect(lida.fechado).toBe(false);
    expect(lida.linhas).toEqual([
      { categoriaId: ref.aluguel, centroCustoId: ref.adm, meses: [...doze(4500).slice(0, 11), 4500.55] },
      { categoriaId: ref.energia, centroCustoId: ref.adm, meses: doze(700) },
    ]);
    expect(lida.categorias.some((c) => c.id === ref.sintetica)).toBe(false);
    const removida = await salvarGrade({ ano: 2031, linhas: [], removidas: [{ categoriaId: ref.aluguel, centroCustoId: ref.adm }] });
    expect(removida.json<{ content: GradeDoOrcamento }>().content.linhas.map((l) => l.categoriaId)).toEqual([ref.energia]);
  });

  it('names each bad cell, and writes nothing while one is left', async () => {
    const r = await salvarGrade({
      ano: 2031,
      linhas: [
        { categoriaId: ref.aluguel, centroCustoId: ref.programa, meses: [...doze(1).slice(0, 10), -1, 1.001] },
        { categoriaId: ref.sintetica, centroCustoId: ref.adm, meses: doze(1) },
        { categoriaId: ref.aluguel, centroCustoId: ref.programa, meses: doze(1) },
        { categoriaId: ref.aluguel, centroCustoId: 999999, meses: [1] },
      ],
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([
      { field: 'linhas.0.meses.10', message: 'Informe um valor de R$ 0,00 a R$ 999.999.999.999,99, com no máximo dois centavos.' },
      { field: 'linhas.0.meses.11', message: 'Informe um valor de R$ 0,00 a R$ 999.999.999.999,99, com no máximo dois centavos.' },
      { field: 'linhas.3.meses', message: 'Informe os doze meses da linha.' },
      { field: 'linhas.2.categoriaId', message: 'Esta categoria e este centro de custo já têm uma linha.' },
    ]);
    const referencias = await salvarGrade({ ano: 2031, linhas: [{ categoriaId: ref.sintetica, centroCustoId: 999999, meses: doze(1) }] });
    expect(referencias.json().errors).toEqual([
      { field: 'linhas.0.categoriaId', message: 'Escolha uma categoria analítica ativa.' },
      { field: 'linhas.0.centroCustoId', message: 'Escolha um centro de custo ativo.' },
    ]);
    expect((await grade(2031)).linhas).toHaveLength(1);
  });

  it('answers hostile bodies with a 422, never a 500', async () => {
    for (const ruim of [{}, { ano: '2031' }, { ano: 1999 }, { ano: 2031, linhas: 'x' }, { ano: 2031, linhas: [null] }, { ano: 2031, linhas: [{ categoriaId: 'a', meses: {} }] }, { ano: 2031, removidas: [7] }, { ano: 2031, linhas: Array.from({ length: 2001 }, () => ({})) }]) {
      expect((await salvarGrade(ruim)).statusCode, JSON.stringify(ruim)).toBe(422);
    }
    for (const consulta of ['ano=abc', 'ano=1999', 'ano=20310', 'ano=2031&centroCustoId=-1']) {
      expect((await t.chamar({ method: 'GET', url: `${URL}/execucao?${consulta}`, token: admin })).statusCode, consulta).toBe(422);
    }
    expect((await fechamento(99999, 'fechar')).statusCode).toBe(422);
  });

  it('copies a line onto another and from last year, and spreads a yearly value', async () => {
    const copia = await t.chamar({ method: 'POST', url: `${URL}/copiar`, token: admin, payload: { ano: 2031, origem: { categoriaId: ref.energia, centroCustoId: ref.adm }, destino: { categoriaId: ref.energia, centroCustoId: ref.programa } } });
    expect(copia.statusCode, copia.body).toBe(200);
    const doAnoAnterior = await t.chamar({ method: 'POST', url: `${URL}/copiar`, token: admin, payload: { ano: 2032, origem: { ano: 2031, categoriaId: ref.energia, centroCustoId: ref.adm }, destino: { categoriaId: ref.energia, centroCustoId: ref.adm } } });
    expect(doAnoAnterior.json<{ content: GradeDoOrcamento }>().content.linhas).toEqual([{ categoriaId: ref.energia, centroCustoId: ref.adm, meses: doze(700) }]);
    const naPropria = await t.chamar({ method: 'POST', url: `${URL}/copiar`, token: admin, payload: { ano: 2031, origem: { categoriaId: ref.energia, centroCustoId: ref.adm }, destino: { categoriaId: ref.energia, centroCustoId: ref.adm } } });
    expect(naPropria.json().errors).toEqual([{ field: 'destino.categoriaId', message: 'Escolha outra categoria ou outro centro de custo para receber a cópia.' }]);
    const semOrigem = await t.chamar({ method: 'POST', url: `${URL}/copiar`, token: admin, payload: { ano: 2031, origem: { ano: 2020, categoriaId: ref.energia, centroCustoId: ref.adm }, destino: { categoriaId: ref.aluguel, centroCustoId: ref.adm } } });
    expect(semOrigem.json().errors).toEqual([{ field: 'origem.categoriaId', message: 'A linha de origem não está no orçamento de 2020.' }]);
    const distribuida = await t.chamar({ method: 'POST', url: `${URL}/distribuir`, token: admin, payload: { ano: 2032, categoriaId: ref.aluguel, centroCustoId: ref.adm, valorAnual: 1000, restoNo: 'primeiro' } });
    expect(distribuida.json<{ content: GradeDoOrcamento }>().content.linhas[0]?.meses).toEqual([83.37, ...doze(83.33).slice(1)]);
  });
});

describe('the closing of a year', () => {
  it('refuses every change to a closed year with the pure rule\'s message, until reopened', async () => {
    await salvarGrade({ ano: 2033, linhas: [{ categoriaId: ref.aluguel, centroCustoId: ref.adm, meses: doze(10) }] });
    expect((await fechamento(2033, 'fechar')).statusCode).toBe(200);
    // The years are the engine's list (screens/financeiro/planoorcamentario/fechamento.json): an action the year's state does not offer is its 409.
    expect((await fechamento(2033, 'fechar')).json()).toEqual({ message: "A ação 'Fechar' não está disponível para este registro." });
    const recusas = [
      await salvarGrade({ ano: 2033, linhas: [{ categoriaId: ref.aluguel, centroCustoId: ref.adm, meses: doze(20) }] }),
      await t.chamar({ method: 'POST', url: `${URL}/distribuir`, token: admin, payload: { ano: 2033, categoriaId: ref.aluguel, centroCustoId: ref.adm, valorAnual: 12 } }),
      await t.chamar({ method: 'POST', url: `${URL}/copiar`, token: admin, payload: { ano: 2033, origem: { categoriaId: ref.aluguel, centroCustoId: ref.adm }, destino: { categoriaId: ref.energia, centroCustoId: ref.adm } } }),
    ];
    for (const r of recusas) {
      expect(r.statusCode).toBe(422);
      expect(r.json().errors).toEqual([{ field: 'ano', message: 'O orçamento de 2033 está fechado e não aceita alterações.' }]);
    }
    const anos = (await t.chamar({ method: 'GET', url: `${URL}/fechamento?rpp=100`, token: admin })).json<{ content: { resultList: { ano: number; situacao: string; despesas: number; fechadoPor: string }[] } }>().content.resultList;
    expect(anos.find((a) => a.ano === 2033)).toMatchObject({ situacao: 'FECHADO', despesas: 120, fechadoPor: expect.any(String) });
    expect((await fechamento(2033, 'reabrir')).statusCode).toBe(200);
    expect((await fechamento(2033, 'reabrir')).json()).toEqual({ message: "A ação 'Reabrir' não está disponível para este registro." });
    expect((await salvarGrade({ ano: 2033, linhas: [{ categoriaId: ref.aluguel, centroCustoId: ref.adm, meses: doze(20) }] })).statusCode).toBe(200);
  });
});

describe('planned vs realised', () => {
  it('sums the títulos by competence, cancelled ones left out, against the plan', async () => {
    await salvarGrade({ ano: 2034, linhas: [{ categoriaId: ref.energia, centroCustoId: ref.adm, meses: doze(100) }] });
    for (const [competencia, valor] of [['2034-01-10', 60], ['2034-01-25', 50.5], ['2034-03-01', 30]] as const) {
      expect((await salvarDespesa(despesa(competencia, valor))).statusCode).toBe(200);
    }
    const cancelada = (await salvarDespesa(despesa('2034-02-01', 999))).json<{ content: { id: number } }>().content.id;
    await t.chamar({ method: 'POST', url: `${DESPESAS}/${cancelada}/cancelar`, token: admin, payload: { motivo: 'Lançada por engano' } });
    // Outside the plan: shown on a line planned at zero.
    expect((await salvarDespesa(despesa('2034-01-05', 40, { centroCusto: ref.programa }))).statusCode).toBe(200);

    const r = await t.chamar({ method: 'GET', url: `${URL}/execucao?ano=2034`, token: leitor });
    expect(r.statusCode).toBe(200);
    const execucao = await execucaoOrcamentaria(t.db, sede, 2034);
    expect(r.json().content).toEqual(JSON.parse(JSON.stringify(execucao)));
    const [planejada, fora] = execucao.linhas;
    expect(planejada?.meses.slice(0, 3)).toEqual([
      { planejadoCentavos: 10000, realizadoCentavos: 11050, diferencaCentavos: 1050, percentual: 110.5 },
      { planejadoCentavos: 10000, realizadoCentavos: 0, diferencaCentavos: -10000, percentual: 0 },
      { planejadoCentavos: 10000, realizadoCentavos: 3000, diferencaCentavos: -7000, percentual: 30 },
    ]);
    expect(planejada?.ano).toEqual({ planejadoCentavos: 120000, realizadoCentavos: 14050, diferencaCentavos: -105950, percentual: 11.71 });
    expect(fora).toMatchObject({ centroDeCustoId: ref.programa, ano: { planejadoCentavos: 0, realizadoCentavos: 4000, percentual: null } });
    expect(execucao.total.ano.realizadoCentavos).toBe(18050);
    expect(execucao.nomes.categorias[ref.energia]).toBe('2.3.04 - Energia elétrica');
    const doCentro = await execucaoOrcamentaria(t.db, sede, 2034, { centroCustoId: ref.programa });
    expect(doCentro.linhas.map((l) => l.centroDeCustoId)).toEqual([ref.programa]);
  });
});

describe('a despesa over its budget line', () => {
  it('AVISAR: saves, and the reply warns in pt-BR; an edit that keeps the line is not checked again', async () => {
    await salvarGrade({ ano: 2035, linhas: [{ categoriaId: ref.energia, centroCustoId: ref.adm, meses: doze(100) }] });
    expect((await salvarDespesa(despesa('2035-05-01', 80))).json().avisos).toBeUndefined();
    const r = await salvarDespesa(despesa('2035-05-20', 30));
    expect(r.statusCode).toBe(200);
    expect(r.json().avisos).toEqual([
      'Atenção: esta despesa ultrapassa o orçamento de 2.3.04 - Energia elétrica / 01 - Administração geral em 05/2035 em R$ 10,00 (planejado R$ 100,00, já comprometido R$ 80,00, esta despesa R$ 30,00).',
    ]);
    const salva = r.json<{ content: Record<string, unknown> }>().content;
    expect((await salvarDespesa({ ...salva, descricao: 'Conta de luz de maio' })).json().avisos).toBeUndefined();
    // Its own amount is left out of what the line already commits.
    const editada = await salvarDespesa({ ...salva, valor: 25, parcelas: [{ numero: 1, vencimento: '2035-05-20', valor: 25 }] });
    expect(editada.json().avisos?.[0]).toContain('em R$ 5,00 (planejado R$ 100,00, já comprometido R$ 80,00, esta despesa R$ 25,00)');
  });

  it('BLOQUEAR: refuses on valor, on create and on edit; NADA: no check', async () => {
    await salvarGrade({ ano: 2036, linhas: [{ categoriaId: ref.energia, centroCustoId: ref.adm, meses: doze(100) }] });
    expect((await parametro('BLOQUEAR')).statusCode).toBe(200);
    try {
      const bloqueada = await salvarDespesa(despesa('2036-02-01', 100.01));
      expect(bloqueada.statusCode).toBe(422);
      expect(bloqueada.json().errors).toEqual([
        { field: 'valor', message: 'Esta despesa ultrapassaria o orçamento de 2.3.04 - Energia elétrica / 01 - Administração geral em 02/2036 em R$ 0,01 (planejado R$ 100,00, já comprometido R$ 0,00, esta despesa R$ 100,01) e não pode ser salva.' },
      ]);
      const dentro = (await salvarDespesa(despesa('2036-02-01', 100))).json<{ content: Record<string, unknown> }>().content;
      const outroMes = (await salvarDespesa(despesa('2036-03-01', 60))).json<{ content: Record<string, unknown> }>().content;
      const mudou = await salvarDespesa({ ...outroMes, competencia: '2036-02-01' });
      expect(mudou.json().errors?.[0]?.field).toBe('valor');
      expect((await salvarDespesa({ ...dentro, descricao: 'Luz de fevereiro' })).statusCode).toBe(200);
      expect((await parametro('NADA')).statusCode).toBe(200);
      const livre = await salvarDespesa(despesa('2036-02-01', 500));
      expect(livre.statusCode).toBe(200);
      expect(livre.json().avisos).toBeUndefined();
    } finally {
      await parametro('AVISAR');
    }
  });
});

describe('tags', () => {
  it('lets a reader read and nothing else', async () => {
    expect((await t.chamar({ method: 'GET', url: `${URL}?ano=2031`, token: leitor })).statusCode).toBe(200);
    expect((await t.chamar({ method: 'GET', url: `${URL}/fechamento`, token: leitor })).statusCode).toBe(200);
    for (const [url, payload] of [[URL, { ano: 2031, linhas: [] }], [`${URL}/copiar`, {}], [`${URL}/distribuir`, {}], [`${URL}/fechamento/2031/fechar`, undefined]] as const) {
      const r = await t.chamar({ method: 'POST', url, token: leitor, ...(payload === undefined ? {} : { payload }) });
      expect(r.statusCode, url).toBe(403);
      expect(r.json().message).toBe(MENSAGEM_SEM_PERMISSAO);
    }
  });
});
