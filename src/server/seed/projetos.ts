import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

// The demo's projects, so the projects pages mean something on first start. Four projects:
// - PRJ-001, a MROSC partnership (termo de fomento with the city of São Paulo, its own bank
//   account, a two-year term: its partial report presented, the final one due), whose receitas are
//   the demo's "Termo de fomento — parcela" and whose food and teaching material despesas are
//   charged to two of its rubricas (food almost spent);
// - PRJ-002, a company-funded tutoring project in the Norte unit, its payroll and teaching material
//   charged to its rubricas, with exactly R$ 350,00 left in "2 - Material escolar" (the rubrica the
//   Playwright journey sees blocking an expense);
// - PRJ-003 in preparation and PRJ-004 concluded.
// Runs after the títulos' seed and before the budget plan's.

interface Rubrica {
  codigo: string;
  descricao: string;
  categoria: string | null;
  /** The demo despesas charged to it: their description (before the month the seed appends), unit and competence range. */
  titulos: { descricao: string; unidade: number; de: string; ate: string } | null;
  /** Its total: what the títulos charged add up to, times this factor, plus `folga` (cents) — or fixed when nothing is charged. */
  fator: number;
  folgaCentavos: number;
}

async function criarProjeto(db: Db, valores: Record<string, unknown>): Promise<number> {
  const colunas = Object.keys(valores);
  const { rows } = await sql<{ id: number }>`INSERT INTO projeto (${sql.join(colunas.map((c) => sql.id(c)))})
    VALUES (${sql.join(colunas.map((c) => valores[c]))}) RETURNING id`.execute(db);
  return rows[0]?.id ?? 0;
}

async function criarRubricas(db: Db, projetoId: number, rubricas: readonly Rubrica[]): Promise<void> {
  for (const [ordem, r] of rubricas.entries()) {
    const { rows } = await sql<{ id: number }>`INSERT INTO projeto_rubrica (projeto_id, ordem, codigo, descricao, categoria_id, valor_total)
      VALUES (${projetoId}, ${ordem}, ${r.codigo}, ${r.descricao}, (SELECT id FROM categoria WHERE codigo = ${r.categoria}), ${r.folgaCentavos / 100})
      RETURNING id`.execute(db);
    const id = rows[0]?.id ?? 0;
    if (r.titulos === null) continue;
    const { descricao, unidade, de, ate } = r.titulos;
    await sql`UPDATE titulo SET projeto_id = ${projetoId}, rubrica_id = ${id}
      WHERE tipo = 'DESPESA' AND descricao LIKE ${`${descricao} %`} AND unidade_id = ${unidade} AND competencia BETWEEN ${de}::date AND ${ate}::date AND situacao <> 'CANCELADO'`.execute(db);
    // A factor rounds the total to hundreds of reais; factor 1 keeps the exact sum, so the balance is the slack to the cent.
    await sql`UPDATE projeto_rubrica SET valor_total = round(coalesce((SELECT sum(valor) FROM titulo WHERE rubrica_id = ${id}), 0) * ${r.fator}, ${r.fator === 1 ? 2 : -2}) + ${r.folgaCentavos / 100}
      WHERE id = ${id}`.execute(db);
  }
  await sql`UPDATE projeto SET valor_orcado = (SELECT coalesce(sum(valor_total), 0) FROM projeto_rubrica WHERE projeto_id = ${projetoId}) WHERE id = ${projetoId}`.execute(db);
}

async function previsaoMensal(db: Db, projetoId: number, de: string, meses: number): Promise<void> {
  // Each rubrica's total spread evenly over the months, the cents left on the last one.
  await sql`INSERT INTO projeto_previsao (projeto_id, ordem, rubrica_id, competencia, valor)
    SELECT r.projeto_id, row_number() OVER (ORDER BY r.ordem, m.n), r.id, (${de}::date + make_interval(months => m.n))::date,
      CASE WHEN m.n = ${meses - 1} THEN r.valor_total - trunc(r.valor_total / ${meses}, 2) * ${meses - 1} ELSE trunc(r.valor_total / ${meses}, 2) END
    FROM projeto_rubrica r CROSS JOIN generate_series(0, ${meses - 1}) AS m(n) WHERE r.projeto_id = ${projetoId}`.execute(db);
}

const pessoa = (deslocamento: number) => sql`(SELECT id FROM pessoa WHERE papel_pessoa_fisica ORDER BY id LIMIT 1 OFFSET ${deslocamento})`;

async function equipe(db: Db, projetoId: number, integrantes: readonly [funcao: string, remuneracao: number, inicio: string, fim: string | null][], deslocamento: number): Promise<void> {
  for (const [i, [funcao, remuneracao, inicio, fim]] of integrantes.entries()) {
    await sql`INSERT INTO projeto_equipe (projeto_id, ordem, pessoa_id, funcao, remuneracao, inicio, fim)
      VALUES (${projetoId}, ${i}, ${pessoa(deslocamento + i)}, ${funcao}, ${remuneracao}, ${inicio}, ${fim})`.execute(db);
  }
}

async function metas(db: Db, projetoId: number, lista: readonly [descricao: string, indicador: string, alvo: number, realizado: number][]): Promise<void> {
  for (const [i, [descricao, indicador, alvo, realizado]] of lista.entries()) {
    await sql`INSERT INTO projeto_meta (projeto_id, ordem, descricao, indicador, alvo, realizado) VALUES (${projetoId}, ${i}, ${descricao}, ${indicador}, ${alvo}, ${realizado})`.execute(db);
  }
}

export async function semearProjetos(db: Db, unidades: { sede: number; norte: number }): Promise<void> {
  const { sede, norte } = unidades;
  const { rows: contas } = await sql<{ id: number }>`INSERT INTO conta (unidade_id, descricao, tipo, banco, agencia, numero, saldo_inicial, data_saldo_inicial)
    VALUES (${sede}, 'Banco do Brasil - Termo de Fomento 045/2025', 'CONTA_CORRENTE', '001', '1234-5', '45045-0', 0, '2025-07-01') RETURNING id`.execute(db);
  const coordenador = sql`(SELECT id FROM usuario WHERE login = 'admin')`;
  const centro = (codigo: string) => sql`(SELECT id FROM centro_custo WHERE codigo = ${codigo})`;

  const oficinas = await criarProjeto(db, {
    codigo: 'PRJ-001', nome: 'Oficinas de Arte e Cidadania', inicio: '2025-07-01', fim: '2027-06-30', situacao: 'EM_EXECUCAO',
    coordenador_id: coordenador, centro_custo_id: centro('03'), conta_id: contas[0]?.id ?? null,
    financiador_id: sql`(SELECT id FROM pessoa WHERE nome = 'Prefeitura do Município de São Paulo' ORDER BY id LIMIT 1)`,
    parceria: true, instrumento: 'TERMO_FOMENTO', numero_termo: '045/2025', valor_parceria: 420000,
    objeto: 'Oficinas de arte, música e cidadania para 240 crianças e adolescentes da região, com alimentação e material pedagógico.',
    vigencia_inicio: '2025-07-01', vigencia_fim: '2027-06-30',
  });
  await sql`INSERT INTO projeto_unidade (projeto_id, ordem, unidade_id) VALUES (${oficinas}, 0, ${sede})`.execute(db);
  await criarRubricas(db, oficinas, [
    { codigo: '1', descricao: 'Recursos humanos', categoria: '2.1.01', titulos: null, fator: 0, folgaCentavos: 216_000_00 },
    { codigo: '2', descricao: 'Material pedagógico', categoria: '2.4.01', titulos: { descricao: 'Material pedagógico', unidade: sede, de: '2025-07-01', ate: '2027-06-01' }, fator: 1.3, folgaCentavos: 0 },
    { codigo: '3', descricao: 'Alimentação', categoria: '2.4.03', titulos: { descricao: 'Alimentos para as oficinas', unidade: sede, de: '2025-07-01', ate: '2027-06-01' }, fator: 1.04, folgaCentavos: 0 },
    { codigo: '4', descricao: 'Serviços de terceiros', categoria: null, titulos: null, fator: 0, folgaCentavos: 18_000_00 },
  ]);
  await sql`UPDATE titulo SET projeto_id = ${oficinas} WHERE tipo = 'RECEITA' AND descricao LIKE 'Termo de fomento — parcela %' AND unidade_id = ${sede}
    AND competencia BETWEEN '2025-07-01' AND '2027-06-01'`.execute(db);
  await previsaoMensal(db, oficinas, '2025-07-01', 24);
  await metas(db, oficinas, [
    ['Atender crianças e adolescentes nas oficinas', 'Participantes com frequência mínima de 75%', 240, 198],
    ['Realizar apresentações abertas à comunidade', 'Apresentações realizadas', 8, 3],
    ['Formar educadores em mediação cultural', 'Educadores formados', 12, 12],
  ]);
  await equipe(db, oficinas, [['Coordenadora pedagógica', 5200, '2025-07-01', null], ['Arte-educador', 3400, '2025-07-01', null], ['Educador musical', 3400, '2025-08-01', null]], 0);
  await sql`INSERT INTO projeto_prestacao (projeto_id, ordem, tipo, vencimento, apresentada_em, apresentada_por) VALUES
    (${oficinas}, 0, 'PARCIAL', '2026-08-29', '2026-08-20', 'Administrador'), (${oficinas}, 1, 'FINAL', '2027-09-28', NULL, NULL)`.execute(db);

  const reforco = await criarProjeto(db, {
    codigo: 'PRJ-002', nome: 'Reforço Escolar Comunitário', inicio: '2026-01-01', fim: '2026-12-31', situacao: 'EM_EXECUCAO',
    coordenador_id: coordenador, centro_custo_id: centro('03'),
    financiador_id: sql`(SELECT id FROM pessoa WHERE papel_pessoa_juridica AND nome NOT LIKE 'Prefeitura%' ORDER BY id LIMIT 1)`,
  });
  await sql`INSERT INTO projeto_unidade (projeto_id, ordem, unidade_id) VALUES (${reforco}, 0, ${norte})`.execute(db);
  await criarRubricas(db, reforco, [
    { codigo: '1', descricao: 'Educadores', categoria: '2.1.01', titulos: { descricao: 'Folha de pagamento', unidade: norte, de: '2026-01-01', ate: '2026-12-01' }, fator: 1.08, folgaCentavos: 0 },
    { codigo: '2', descricao: 'Material escolar', categoria: '2.4.01', titulos: { descricao: 'Material pedagógico', unidade: norte, de: '2026-01-01', ate: '2026-12-01' }, fator: 1, folgaCentavos: 350_00 },
  ]);
  await previsaoMensal(db, reforco, '2026-01-01', 12);
  await metas(db, reforco, [['Melhorar o desempenho escolar', 'Alunos com média acima de 6 em português e matemática', 80, 61]]);
  await equipe(db, reforco, [['Educadora de reforço', 2800, '2026-02-01', '2026-12-15'], ['Educador de reforço', 2800, '2026-02-01', '2026-12-15']], 5);

  await criarProjeto(db, { codigo: 'PRJ-003', nome: 'Horta Comunitária', inicio: '2027-03-01', fim: '2028-02-29', situacao: 'EM_ELABORACAO', coordenador_id: coordenador, centro_custo_id: centro('04') });
  await criarProjeto(db, { codigo: 'PRJ-004', nome: 'Campanha do Agasalho 2025', inicio: '2025-05-01', fim: '2025-08-31', situacao: 'CONCLUIDO', coordenador_id: coordenador, centro_custo_id: centro('02') });
}
