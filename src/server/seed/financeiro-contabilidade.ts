import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { dayjs, fusoHorario } from '../../shared/format/dayjs.ts';
import { contabilizar } from '../modules/financeiro/contabilidade/contabilizar.ts';

// The demo's accounting: a nonprofit's chart as ITG 2002 (R1) shapes it (assets, liabilities, the
// patrimônio social with the accumulated surplus or deficit, revenues with and without restriction,
// expenses of programmes, staff, administration and finance), every demo category, bank account and
// tax mapped to it, the parameters, the entries of every demo baixa and transfer (by the same path
// the actions take: contabilizar), each bank account's opening balance and two manual entries of
// the Sede.

type Grupo = 'ATIVO' | 'PASSIVO' | 'PATRIMONIO_LIQUIDO' | 'RECEITA' | 'DESPESA';
/** [codigo, descricao, natureza when it differs from the group's]. Synthetic: those with accounts below. */
type Linha = readonly [codigo: string, descricao: string, natureza?: 'DEVEDORA' | 'CREDORA'];

const PLANO: readonly (readonly [Grupo, readonly Linha[]])[] = [
  ['ATIVO', [
    ['1', 'Ativo'],
    ['1.1', 'Ativo circulante'],
    ['1.1.1', 'Disponível'],
    ['1.1.1.01', 'Caixa'],
    ['1.1.1.02', 'Bancos conta movimento – recursos livres'],
    ['1.1.1.03', 'Bancos conta movimento – recursos com restrição'],
    ['1.1.1.04', 'Aplicações financeiras de liquidez imediata'],
    ['1.1.9', 'Contas transitórias'],
    ['1.1.9.01', 'Valores pendentes de classificação'],
    ['1.2', 'Ativo não circulante'],
    ['1.2.1', 'Imobilizado'],
    ['1.2.1.01', 'Móveis, utensílios e equipamentos'],
    ['1.2.1.02', '(-) Depreciação acumulada', 'CREDORA'],
  ]],
  ['PASSIVO', [
    ['2', 'Passivo'],
    ['2.1', 'Passivo circulante'],
    ['2.1.1', 'Obrigações tributárias'],
    ['2.1.1.01', 'IRRF retido a recolher'],
    ['2.1.1.02', 'PIS/COFINS/CSLL retidos a recolher'],
    ['2.1.1.03', 'ISS retido a recolher'],
    ['2.1.1.04', 'INSS retido a recolher'],
    ['2.1.2', 'Recursos de parcerias'],
    ['2.1.2.01', 'Termos de fomento a aplicar'],
  ]],
  ['PATRIMONIO_LIQUIDO', [
    ['3', 'Patrimônio líquido'],
    ['3.1', 'Patrimônio social'],
    ['3.1.01', 'Patrimônio social'],
    ['3.1.02', 'Superávits ou déficits acumulados'],
    ['3.2', 'Apuração do resultado'],
    ['3.2.01', 'Superávit ou déficit do exercício'],
  ]],
  ['RECEITA', [
    ['4', 'Receitas'],
    ['4.1', 'Receitas com restrição'],
    ['4.1.01', 'Subvenções e termos de fomento'],
    ['4.1.02', 'Convênios com órgãos públicos'],
    ['4.1.03', 'Editais e patrocínios'],
    ['4.2', 'Receitas sem restrição'],
    ['4.2.01', 'Doações de pessoas físicas'],
    ['4.2.02', 'Doações de pessoas jurídicas'],
    ['4.2.03', 'Contribuições de associados'],
    ['4.2.04', 'Eventos, bazares e vendas'],
    ['4.2.05', 'Doações recebidas em bens'],
    ['4.3', 'Receitas financeiras'],
    ['4.3.01', 'Rendimentos de aplicações financeiras'],
    ['4.3.02', 'Juros, multas e descontos obtidos'],
  ]],
  ['DESPESA', [
    ['5', 'Despesas'],
    ['5.1', 'Despesas com programas e projetos'],
    ['5.1.01', 'Serviços de terceiros dos programas'],
    ['5.1.02', 'Materiais e alimentação dos atendidos'],
    ['5.2', 'Despesas com pessoal'],
    ['5.2.01', 'Salários, férias, 13º e benefícios'],
    ['5.2.02', 'Encargos sociais'],
    ['5.3', 'Despesas administrativas'],
    ['5.3.01', 'Ocupação: aluguel, condomínio e serviços públicos'],
    ['5.3.02', 'Contabilidade e auditoria'],
    ['5.3.03', 'Material de escritório'],
    ['5.3.04', 'Depreciação'],
    ['5.4', 'Despesas financeiras e tributárias'],
    ['5.4.01', 'Tarifas bancárias'],
    ['5.4.02', 'Juros e multas pagos'],
    ['5.4.03', 'Descontos concedidos'],
    ['5.4.04', 'Impostos e taxas'],
  ]],
];

const NATUREZA: Readonly<Record<Grupo, 'DEVEDORA' | 'CREDORA'>> = { ATIVO: 'DEVEDORA', PASSIVO: 'CREDORA', PATRIMONIO_LIQUIDO: 'CREDORA', RECEITA: 'CREDORA', DESPESA: 'DEVEDORA' };

/** Each demo category (financeiro-categorias.ts) by the start of its code, to its ledger account. */
const CATEGORIAS: readonly (readonly [string, string])[] = [
  ['1.1.01', '4.2.01'], ['1.1.02', '4.2.02'], ['1.1.03', '4.2.03'],
  ['1.2.01', '4.1.01'], ['1.2.02', '4.1.02'], ['1.2.03', '4.1.03'],
  ['1.3.', '4.2.04'], ['1.4.01', '4.3.01'], ['1.4.04', '4.3.01'], ['1.4.02', '4.3.02'], ['1.4.03', '4.3.02'],
  ['2.1.04', '5.2.02'], ['2.1.05', '5.2.02'], ['2.1.06', '5.2.02'], ['2.1.', '5.2.01'],
  ['2.2.03', '5.3.02'], ['2.2.', '5.1.01'], ['2.3.', '5.3.01'], ['2.4.02', '5.3.03'], ['2.4.', '5.1.02'],
  ['2.5.01', '5.4.01'], ['2.5.02', '5.4.02'], ['2.5.03', '5.4.03'], ['2.5.04', '5.4.04'], ['2.5.05', '5.4.01'],
];

const IMPOSTOS: Readonly<Record<string, string>> = { IRRF: '2.1.1.01', 'PIS/COFINS/CSLL': '2.1.1.02', ISS: '2.1.1.03', INSS: '2.1.1.04' };

async function semearPlano(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const linhas = PLANO.flatMap(([grupo, contas]) => contas.map((linha) => ({ grupo, linha })));
  const comFilhas = new Set(linhas.map(({ linha: [codigo] }) => codigo.slice(0, Math.max(0, codigo.lastIndexOf('.')))));
  // Parents first: the codes are in tree order.
  for (const { grupo, linha: [codigo, descricao, natureza] } of linhas) {
    const pai = codigo.includes('.') ? (ids.get(codigo.slice(0, codigo.lastIndexOf('.'))) ?? null) : null;
    const { rows } = await sql<{ id: number }>`
      INSERT INTO conta_contabil (codigo, descricao, pai_id, natureza, tipo, grupo)
      VALUES (${codigo}, ${descricao}, ${pai}, ${natureza ?? NATUREZA[grupo]}, ${comFilhas.has(codigo) ? 'SINTETICA' : 'ANALITICA'}, ${grupo}) RETURNING id`.execute(db);
    ids.set(codigo, rows[0]!.id);
  }
  return ids;
}

async function mapear(db: Db, conta: (codigo: string) => number): Promise<void> {
  for (const [inicio, codigo] of CATEGORIAS) {
    await sql`UPDATE categoria SET conta_contabil_id = ${conta(codigo)} WHERE tipo = 'ANALITICA' AND conta_contabil_id IS NULL AND codigo LIKE ${`${inicio}%`}`.execute(db);
  }
  for (const [sigla, codigo] of Object.entries(IMPOSTOS)) await sql`UPDATE imposto SET conta_contabil_id = ${conta(codigo)} WHERE sigla = ${sigla}`.execute(db);
  await sql`
    UPDATE conta AS c SET conta_contabil_id = CASE
      WHEN c.tipo = 'CAIXA' THEN ${conta('1.1.1.01')}::int
      WHEN c.tipo IN ('POUPANCA', 'APLICACAO') THEN ${conta('1.1.1.04')}::int
      WHEN g.restrito THEN ${conta('1.1.1.03')}::int
      ELSE ${conta('1.1.1.02')}::int END
    FROM conta AS x LEFT JOIN grupo_conta AS g ON g.id = x.grupo_id WHERE x.id = c.id`.execute(db);
  await sql`
    UPDATE parametro_contabil SET conta_resultado_id = ${conta('3.2.01')}, conta_patrimonio_id = ${conta('3.1.02')}, conta_pendente_id = ${conta('1.1.9.01')},
      conta_juros_recebidos_id = ${conta('4.3.02')}, conta_juros_pagos_id = ${conta('5.4.02')}, conta_descontos_concedidos_id = ${conta('5.4.03')}
    WHERE id = 1`.execute(db);
}

/** The chart, the mappings and the parameters, then every demo baixa's and transfer's entries and two manual ones. */
export async function semearContabilidade(db: Db, sede: number, admin: number): Promise<void> {
  const ids = await semearPlano(db);
  const conta = (codigo: string): number => {
    const id = ids.get(codigo);
    if (id === undefined) throw new Error(`Conta contábil da demonstração sem semente: ${codigo}.`);
    return id;
  };
  await mapear(db, conta);
  // Each bank account's opening balance, against the patrimônio social, on its opening day.
  await sql`
    INSERT INTO lancamento_contabil (unidade_id, data, valor, conta_debito_id, conta_credito_id, historico, origem, usuario_id, lote)
    SELECT unidade_id, data_saldo_inicial, saldo_inicial, conta_contabil_id, ${conta('3.1.01')}, 'Saldo de abertura: ' || descricao, 'MANUAL', ${admin}, nextval('lancamento_contabil_lote')
    FROM conta WHERE saldo_inicial > 0 AND conta_contabil_id IS NOT NULL ORDER BY id`.execute(db);
  await contabilizar(db, { titulos: null, transferencias: null });
  const mesPassado = dayjs().tz(fusoHorario()).subtract(1, 'month');
  const manual = (data: string, valor: string, debito: string, credito: string, historico: string) =>
    sql`(${sede}::int, ${data}::date, ${valor}::numeric, ${conta(debito)}::int, ${conta(credito)}::int, ${historico}, 'MANUAL', ${admin}::int, nextval('lancamento_contabil_lote'))`;
  await sql`
    INSERT INTO lancamento_contabil (unidade_id, data, valor, conta_debito_id, conta_credito_id, historico, origem, usuario_id, lote)
    VALUES ${sql.join([
      manual(mesPassado.date(5).format('YYYY-MM-DD'), '4800.00', '1.2.1.01', '4.2.05', 'Doação recebida em bens: dois computadores para a sala de informática'),
      manual(mesPassado.endOf('month').format('YYYY-MM-DD'), '40.00', '5.3.04', '1.2.1.02', 'Depreciação do mês dos computadores doados (10% ao ano)'),
    ])}`.execute(db);
}
