import { sql } from 'kysely';
import { proximoDiaUtil, somarDias, somarMeses } from '../../shared/calendario/index.ts';
import { decimalDosCentavos } from '../../shared/financeiro/centavos.ts';
import { reter } from '../../shared/financeiro/retencoes.ts';
import { vencimentoDoImposto } from '../../shared/financeiro/vencimentoDoImposto.ts';
import { hojeNoModelo } from '../../shared/format/dates.ts';
import type { Db } from '../db/database.ts';
import { reservarCodigos } from '../modules/pessoas/codigo.ts';
import { recalcularTitulo } from '../modules/financeiro/titulos/posicao.ts';
import { agruparRetencao } from '../modules/financeiro/titulos/retencoes/agrupar.ts';
import { impostosPorId, type ImpostoLido } from '../modules/financeiro/titulos/retencoes/impostos.ts';

// A year of each unit's service payables with withheld taxes (accounting and legal advice with
// IRRF and PIS/COFINS/CSLL, building maintenance with the town's ISS), the supplier paid the net; the
// taxes of the months whose due date has passed are grouped into their payables to the tax
// authorities (Receita Federal do Brasil, the town hall) and paid, the latest months' still
// open in Agrupamento de impostos. Runs in the demo's one transaction, so each key's
// retenções join one grouping.

interface Servico {
  descricao: string;
  categoria: string;
  centavos: number;
  dia: number;
  impostos: readonly string[];
}

const SERVICOS: readonly Servico[] = [
  { descricao: 'Assessoria contábil', categoria: '2.1.01', centavos: 2_400_00, dia: 8, impostos: ['IRRF', 'PIS/COFINS/CSLL'] },
  { descricao: 'Manutenção predial', categoria: '2.1.01', centavos: 1_850_00, dia: 18, impostos: ['ISS'] },
  { descricao: 'Assessoria jurídica', categoria: '2.1.01', centavos: 3_200_00, dia: 22, impostos: ['IRRF', 'PIS/COFINS/CSLL'] },
];

const AUTORIDADES = [
  { nome: 'Receita Federal do Brasil', cnpj: '00394460005887', esfera: 'FEDERAL', municipio: null },
  { nome: 'Prefeitura do Município de São Paulo', cnpj: '46395000000139', esfera: 'MUNICIPAL', municipio: 'São Paulo/SP' },
  { nome: 'Prefeitura Municipal de Belém', cnpj: '05055009000113', esfera: 'MUNICIPAL', municipio: 'Belém/PA' },
] as const;

async function criarAutoridades(db: Db, sede: number): Promise<void> {
  const primeiro = await reservarCodigos(db, sede, AUTORIDADES.length);
  for (const [i, a] of AUTORIDADES.entries()) {
    const { rows } = await sql<{ id: number }>`INSERT INTO pessoa (unidade_id, codigo, nome, papel_pessoa_juridica, fornecedor, cnpj)
      VALUES (${sede}, ${primeiro + i}, ${a.nome}, true, true, ${a.cnpj}) RETURNING id`.execute(db);
    await sql`UPDATE imposto SET pessoa_id = ${rows[0]?.id ?? null} WHERE esfera = ${a.esfera} AND municipio IS NOT DISTINCT FROM ${a.municipio}`.execute(db);
  }
}

async function lancar(db: Db, unidade: number, s: Servico, mes: string, impostos: readonly ImpostoLido[], hoje: string): Promise<number[]> {
  const ids = async (consulta: string) => (await sql<{ id: number }>`SELECT id FROM ${sql.raw(consulta)}`.execute(db)).rows.map((l) => l.id);
  const [conta] = await ids(`conta WHERE unidade_id = ${unidade} AND tipo = 'CONTA_CORRENTE' ORDER BY id LIMIT 1`);
  const [pessoa] = await ids(`pessoa WHERE unidade_id = ${unidade} AND fornecedor AND papel_pessoa_juridica AND cnpj IS NOT NULL ORDER BY id LIMIT 1 OFFSET ${s.dia % 5}`);
  const [categoria] = await ids(`categoria WHERE codigo = '${s.categoria}'`);
  if (conta === undefined || pessoa === undefined) return [];
  const vencimento = somarDias(mes, s.dia - 1);
  const emissao = somarDias(vencimento, -7);
  const retidas = impostos.map((i) => ({ imposto: i, retencao: reter(s.centavos, i) }));
  const retido = retidas.reduce((soma, r) => soma + r.retencao.valorCentavos, 0);
  const liquido = s.centavos - retido;
  const real = proximoDiaUtil(vencimento);
  const pago = real < somarDias(hoje, -3);
  const { rows } = await sql<{ id: number }>`
    INSERT INTO titulo (unidade_id, tipo, pessoa_id, categoria_id, conta_id, documento, emissao, competencia, descricao, valor, valor_retido, data_vencimento, quantidade_parcelas)
    VALUES (${unidade}, 'DESPESA', ${pessoa}, ${categoria ?? null}, ${conta}, ${`NFS-e ${mes.slice(2, 4)}${mes.slice(5, 7)}${s.dia}`}, ${emissao}::date, ${mes}::date,
      ${`${s.descricao} ${mes.slice(5, 7)}/${mes.slice(0, 4)}`}, ${decimalDosCentavos(s.centavos)}::numeric, ${decimalDosCentavos(retido)}::numeric, ${vencimento}::date, 1)
    RETURNING id`.execute(db);
  const titulo = rows[0]?.id;
  if (titulo === undefined) return [];
  await sql`INSERT INTO parcela (titulo_id, unidade_id, numero, vencimento, vencimento_real, valor)
    VALUES (${titulo}, ${unidade}, 1, ${vencimento}::date, ${real}::date, ${decimalDosCentavos(liquido)}::numeric)`.execute(db);
  if (pago) {
    await sql`INSERT INTO baixa (titulo_id, unidade_id, parcela, data, conta_id, forma, valor)
      VALUES (${titulo}, ${unidade}, 1, ${real}::date, ${conta}, 'TRANSFERENCIA', ${decimalDosCentavos(liquido)}::numeric)`.execute(db);
  }
  await recalcularTitulo(db, titulo);
  const inseridas = await sql<{ id: number; vencida: boolean }>`INSERT INTO retencao (titulo_id, unidade_id, ordem, imposto_id, base, aliquota, valor, competencia, vencimento) VALUES ${sql.join(
    retidas.map(({ imposto, retencao }, i) => {
      const fato = imposto.fatoGerador === 'EMISSAO' ? emissao : vencimento;
      return sql`(${titulo}, ${unidade}, ${i}, ${imposto.id}, ${decimalDosCentavos(s.centavos)}::numeric, ${imposto.aliquota}, ${decimalDosCentavos(retencao.valorCentavos)}::numeric,
        ${mes}::date, ${vencimentoDoImposto(fato, imposto)}::date)`;
    }),
  )} RETURNING id, vencimento < ${hoje}::date AS vencida`.execute(db);
  return inseridas.rows.filter((r) => r.vencida).map((r) => r.id);
}

/** Pays each grouped tax payable already due, on its due date, from the account of its título. */
async function pagarImpostosVencidos(db: Db, hoje: string): Promise<void> {
  const { rows } = await sql<{ titulo_id: number }>`SELECT a.titulo_id FROM agrupamento_imposto AS a WHERE a.vencimento < ${hoje}::date`.execute(db);
  for (const { titulo_id: titulo } of rows) {
    await sql`INSERT INTO baixa (titulo_id, unidade_id, parcela, data, conta_id, forma, valor)
      SELECT t.id, t.unidade_id, 1, t.data_vencimento, t.conta_id, 'BOLETO', t.valor FROM titulo AS t WHERE t.id = ${titulo}`.execute(db);
    await recalcularTitulo(db, titulo);
  }
}

export async function semearImpostos(db: Db, unidades: { sede: number; norte: number }): Promise<void> {
  const hoje = hojeNoModelo();
  await criarAutoridades(db, unidades.sede);
  const todos = await sql<{ id: number; sigla: string; municipio: string | null }>`SELECT id, sigla, municipio FROM imposto ORDER BY id`.execute(db);
  const lidos = await impostosPorId(db, todos.rows.map((i) => i.id));
  const municipioDa = (unidade: number) => (unidade === unidades.sede ? 'São Paulo/SP' : 'Belém/PA');
  const agrupar: number[] = [];
  for (const unidade of [unidades.sede, unidades.norte]) {
    const doServico = (s: Servico) =>
      todos.rows.filter((i) => s.impostos.includes(i.sigla) && (i.municipio === null || i.municipio === municipioDa(unidade))).flatMap((i) => lidos.get(i.id) ?? []);
    for (let m = 12; m >= 0; m--) {
      const mes = somarMeses(`${hoje.slice(0, 7)}-01`, -m);
      for (const s of SERVICOS) agrupar.push(...(await lancar(db, unidade, s, mes, doServico(s), hoje)));
    }
  }
  for (const id of agrupar) await agruparRetencao(db, id);
  await pagarImpostosVencidos(db, hoje);
}
