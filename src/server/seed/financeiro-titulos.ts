import { sql } from 'kysely';
import { somarDias, somarMeses } from '../../shared/calendario/index.ts';
import { decimalDosCentavos } from '../../shared/financeiro/centavos.ts';
import { parcelar } from '../../shared/financeiro/parcelamento.ts';
import { hojeNoModelo } from '../../shared/format/dates.ts';
import type { Db } from '../db/database.ts';
import { posicaoDoTitulo } from '../modules/financeiro/titulos/situacao.ts';
import type { BaixaLida } from '../modules/financeiro/titulos/linhas.ts';
import { MODELOS_DE_TITULOS, type ModeloDeTitulo } from './financeiro-titulos-modelos.ts';

// A year of each unit's receivables and payables (and next month's), so the lists, their totals
// and a título's installments and baixas read like a real nonprofit's on first start: what fell
// due more than a few days ago is mostly paid, some partly, some overdue; one baixa reversed and
// one título cancelled in each unit. Seeded, so every machine gets the same.

interface Referencias {
  unidade: number;
  contas: number[];
  pessoas: number[];
  fornecedores: number[];
  categorias: ReadonlyMap<string, number>;
  centros: ReadonlyMap<string, number>;
}

interface Gerado {
  modelo: ModeloDeTitulo;
  vencimento: string;
  centavos: number;
}

const umDe = <T>(itens: readonly T[], random: () => number): T => {
  const item = itens[Math.floor(random() * itens.length)];
  if (item === undefined) throw new Error('Lista vazia na demonstração dos títulos.');
  return item;
};

/** The títulos of the months from a year ago to next month, each on its model's day. */
function gerar(hoje: string, random: () => number): Gerado[] {
  const inicio = somarMeses(`${hoje.slice(0, 7)}-01`, -12);
  const gerados: Gerado[] = [];
  for (let m = 0; m <= 13; m++) {
    const mes = somarMeses(inicio, m);
    for (const modelo of MODELOS_DE_TITULOS.filter((mo) => m % mo.aCada === 0)) {
      const vencimento = somarDias(mes, Math.min(modelo.dia, 28) - 1);
      const centavos = Math.round(modelo.base * (1 + (random() * 2 - 1) * modelo.variacao));
      gerados.push({ modelo, vencimento, centavos });
    }
  }
  return gerados;
}

/** Baixas of the installments already due: mostly paid, some partly, some still open. */
function baixasDe(g: Gerado, parcelas: ReturnType<typeof parcelar>, hoje: string, random: () => number): BaixaLida[] {
  const limite = somarDias(hoje, -5);
  return parcelas.flatMap((p): BaixaLida[] => {
    if (p.dataVencimentoReal > limite) return [];
    const sorte = random();
    if (sorte < 0.06) return [];
    const centavos = sorte < 0.11 ? Math.floor(p.valorCentavos / 2) : p.valorCentavos;
    const atraso = Math.floor(random() * 4);
    const juros = atraso > 2 && g.modelo.tipo === 'DESPESA' ? Math.round(p.valorCentavos * 0.0033 * atraso) : 0;
    const base = { id: null, parcela: p.numero, conta: null, forma: g.modelo.forma, desconto: 0, estornadaEm: null };
    return [{ ...base, data: somarDias(p.dataVencimentoReal, atraso), centavos, juros, multa: juros > 0 ? Math.round(p.valorCentavos * 0.02) : 0 }];
  });
}

async function inserir(db: Db, r: Referencias, g: Gerado, hoje: string, random: () => number, marca: 'normal' | 'estornada' | 'cancelado'): Promise<void> {
  const parcelas = parcelar({ valorCentavos: g.centavos, primeiroVencimento: g.vencimento, quantidade: g.modelo.parcelas });
  const baixas = marca === 'cancelado' ? [] : baixasDe(g, parcelas, hoje, random);
  const estornadas = marca === 'estornada' ? baixas.slice(-1).map((b) => ({ ...b, estornadaEm: somarDias(b.data, 2) })) : [];
  const todas = [...baixas.slice(0, baixas.length - estornadas.length), ...estornadas];
  const lidas = parcelas.map((p) => ({ numero: p.numero, vencimento: p.dataVencimento, vencimentoReal: p.dataVencimentoReal, centavos: p.valorCentavos }));
  const posicao = posicaoDoTitulo(g.centavos, lidas, todas, marca === 'cancelado');
  const conta = umDe(r.contas, random);
  const pessoa = umDe(g.modelo.fornecedor && r.fornecedores.length > 0 ? r.fornecedores : r.pessoas, random);
  const competencia = `${g.vencimento.slice(0, 7)}-01`;
  const emissao = somarDias(g.vencimento, -10);
  const documento = g.modelo.tipo === 'DESPESA' ? `NF ${1000 + Math.floor(random() * 9000)}` : null;
  const { rows } = await sql<{ id: number }>`
    INSERT INTO titulo (unidade_id, tipo, pessoa_id, categoria_id, centro_custo_id, conta_id, documento, emissao, competencia, descricao, valor,
      data_vencimento, quantidade_parcelas, situacao, valor_pago, valor_aberto, proximo_vencimento, motivo_cancelamento, cancelado_em)
    VALUES (${r.unidade}, ${g.modelo.tipo}, ${pessoa}, ${r.categorias.get(g.modelo.categoria) ?? null}, ${r.centros.get(g.modelo.centroCusto) ?? null}, ${conta},
      ${documento}, ${emissao}::date, ${competencia}::date, ${`${g.modelo.descricao} ${g.vencimento.slice(5, 7)}/${g.vencimento.slice(0, 4)}`},
      ${decimalDosCentavos(g.centavos)}::numeric, ${g.vencimento}::date, ${g.modelo.parcelas}, ${posicao.situacao}, ${decimalDosCentavos(posicao.pagoCentavos)}::numeric,
      ${decimalDosCentavos(posicao.abertoCentavos)}::numeric, ${posicao.proximoVencimento}::date,
      ${marca === 'cancelado' ? 'Lançado em duplicidade.' : null}, ${marca === 'cancelado' ? emissao : null}::date)
    RETURNING id`.execute(db);
  const id = rows[0]?.id;
  if (id === undefined) return;
  await sql`INSERT INTO parcela (titulo_id, unidade_id, ordem, numero, vencimento, vencimento_real, valor) VALUES ${sql.join(
    parcelas.map((p, i) => sql`(${id}, ${r.unidade}, ${i}, ${p.numero}, ${p.dataVencimento}::date, ${p.dataVencimentoReal}::date, ${decimalDosCentavos(p.valorCentavos)}::numeric)`),
  )}`.execute(db);
  if (todas.length === 0) return;
  await sql`INSERT INTO baixa (titulo_id, unidade_id, ordem, parcela, data, conta_id, forma, valor, juros, multa, desconto, estornada_em, motivo_estorno) VALUES ${sql.join(
    todas.map(
      (b, i) => sql`(${id}, ${r.unidade}, ${i}, ${b.parcela}, ${b.data}::date, ${conta}, ${b.forma}, ${decimalDosCentavos(b.centavos)}::numeric,
        ${decimalDosCentavos(b.juros)}::numeric, ${decimalDosCentavos(b.multa)}::numeric, 0, ${b.estornadaEm}::date, ${b.estornadaEm === null ? null : 'Baixa lançada na conta errada.'})`,
    ),
  )}`.execute(db);
}

async function referencias(db: Db, unidade: number): Promise<Referencias> {
  const ids = async (consulta: ReturnType<typeof sql<{ id: number }>>) => (await consulta.execute(db)).rows.map((l) => l.id);
  const porCodigo = async (tabela: string) =>
    new Map((await sql<{ id: number; codigo: string }>`SELECT id, codigo FROM ${sql.table(tabela)}`.execute(db)).rows.map((l) => [l.codigo, l.id]));
  return {
    unidade,
    contas: await ids(sql<{ id: number }>`SELECT id FROM conta WHERE unidade_id = ${unidade} AND tipo IN ('CONTA_CORRENTE', 'CAIXA') ORDER BY id`),
    pessoas: await ids(sql<{ id: number }>`SELECT id FROM pessoa WHERE unidade_id = ${unidade} AND ativo ORDER BY id LIMIT 200`),
    fornecedores: await ids(sql<{ id: number }>`SELECT id FROM pessoa WHERE unidade_id = ${unidade} AND ativo AND fornecedor ORDER BY id LIMIT 40`),
    categorias: await porCodigo('categoria'),
    centros: await porCodigo('centro_custo'),
  };
}

export async function semearTitulos(db: Db, unidades: readonly number[], random: () => number): Promise<void> {
  const hoje = hojeNoModelo();
  for (const unidade of unidades) {
    const r = await referencias(db, unidade);
    if (r.pessoas.length === 0 || r.contas.length === 0) continue;
    const gerados = gerar(hoje, random);
    // One paid título of the past has its last baixa reversed; one of next month is cancelled.
    const estornado = gerados.findIndex((g) => g.modelo.descricao === 'Energia elétrica');
    const cancelado = gerados.findLastIndex((g) => g.modelo.descricao === 'Bazar beneficente');
    for (const [i, g] of gerados.entries()) await inserir(db, r, g, hoje, random, i === estornado ? 'estornada' : i === cancelado ? 'cancelado' : 'normal');
  }
}
