import { sql } from 'kysely';
import { centavosDoDecimal, decimalDosCentavos } from '../../../shared/financeiro/centavos.ts';
import { entrar, formatarQuantidade, proporcao, sair, type SaldoDoItem } from '../../../shared/suprimentos/custo-medio.ts';
import { MENSAGENS_DOS_SUPRIMENTOS as M } from '../../../shared/suprimentos/mensagens.ts';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import type { Db } from '../../db/database.ts';
import { permiteEstoqueNegativo } from './parametros.ts';
import { decimalDosMilesimos, milesimosDoDecimal } from './quantidades.ts';

// The one ledger of the stock (suprimento_movimento). Every movement locks its item's row first
// (FOR NO KEY UPDATE: the save's own insert already holds a key-share lock on it through its
// foreign key, which FOR UPDATE would conflict with and deadlock), so movements of one item run
// one after the other: two issues of the last units never both see them. The item keeps its total quantity and value; each location its
// quantity; the cost rule is the shared moving average (custo-medio.ts).

export type TipoDeMovimento = 'COMPRA' | 'DOACAO' | 'AJUSTE_ENTRADA' | 'REQUISICAO' | 'AJUSTE_SAIDA' | 'TRANSFERENCIA';

const ENTRADAS: readonly TipoDeMovimento[] = ['COMPRA', 'DOACAO', 'AJUSTE_ENTRADA'];

export interface Movimento {
  data: string;
  tipo: TipoDeMovimento;
  itemId: number;
  localId: number;
  /** A transfer's destination. */
  localDestinoId?: number;
  /** Thousandths of the unit, > 0. */
  quantidade: number;
  /** An entry's value (cents); null prices it at the item's current average. */
  valorCentavos?: number | null;
  motivo?: string | null;
  usuarioId: number;
  ajusteId?: number;
  transferenciaId?: number;
  requisicaoId?: number;
  compraId?: number;
  setorId?: number;
}

export interface Lancamento {
  /** The entry's value or the cost (0 for a transfer). */
  valorCentavos: number;
  saldo: SaldoDoItem;
  /** The item fell below its minimum with this movement. */
  ficouAbaixoDoMinimo: boolean;
  item: { descricao: string; codigo: string };
}

interface ItemTravado {
  codigo: string;
  descricao: string;
  quantidade: string;
  valor: string;
  minimo: string;
  fracionavel: boolean;
  sigla: string;
}

async function travarItem(trx: Db, itemId: number): Promise<ItemTravado | null> {
  const { rows } = await sql<ItemTravado>`
    SELECT i.codigo, i.descricao, i.quantidade::text AS quantidade, i.valor_total::text AS valor, i.estoque_minimo::text AS minimo, u.fracionavel, u.sigla
    FROM suprimento_item AS i JOIN suprimento_unidade_medida AS u ON u.id = i.unidade_medida_id
    WHERE i.id = ${itemId} FOR NO KEY UPDATE OF i`.execute(trx);
  return rows[0] ?? null;
}

const garantirLinha = (trx: Db, itemId: number, localId: number) =>
  sql`INSERT INTO suprimento_estoque (item_id, local_id) VALUES (${itemId}, ${localId}) ON CONFLICT (item_id, local_id) DO NOTHING`.execute(trx);

async function quantidadeNoLocal(trx: Db, itemId: number, localId: number): Promise<number> {
  const { rows } = await sql<{ quantidade: string }>`
    SELECT quantidade::text AS quantidade FROM suprimento_estoque WHERE item_id = ${itemId} AND local_id = ${localId}`.execute(trx);
  return milesimosDoDecimal(rows[0]?.quantidade ?? '0') ?? 0;
}

const somarNoLocal = (trx: Db, itemId: number, localId: number, milesimos: number) =>
  sql`UPDATE suprimento_estoque SET quantidade = quantidade + ${decimalDosMilesimos(milesimos)}::numeric WHERE item_id = ${itemId} AND local_id = ${localId}`.execute(trx);

/** Why the movement cannot be posted, or null; the item is already locked. */
async function recusa(trx: Db, m: Movimento, item: ItemTravado): Promise<string | null> {
  if (!Number.isSafeInteger(m.quantidade) || m.quantidade <= 0) return M.quantidadeInvalida;
  if (!item.fracionavel && m.quantidade % 1000 !== 0) return interpolar(M.naoFracionavel, { sigla: item.sigla });
  if (m.tipo === 'TRANSFERENCIA' && m.localDestinoId === m.localId) return M.mesmoLocal;
  if (ENTRADAS.includes(m.tipo)) return null;
  const noLocal = await quantidadeNoLocal(trx, m.itemId, m.localId);
  if (m.quantidade <= noLocal || (await permiteEstoqueNegativo(trx))) return null;
  return interpolar(M.estoqueInsuficiente, { disponivel: formatarQuantidade(Math.max(noLocal, 0)), quantidade: formatarQuantidade(m.quantidade) });
}

function novoSaldo(m: Movimento, antes: SaldoDoItem): { saldo: SaldoDoItem; valorCentavos: number } | { erro: string } {
  if (m.tipo === 'TRANSFERENCIA') return { saldo: antes, valorCentavos: 0 };
  if (!ENTRADAS.includes(m.tipo)) {
    const r = sair(antes, m.quantidade, true);
    return 'erro' in r ? r : { saldo: r.saldo, valorCentavos: r.custoCentavos };
  }
  const valor = m.valorCentavos ?? proporcao(antes.valorCentavos, m.quantidade, antes.quantidade);
  const r = entrar(antes, m.quantidade, valor);
  return 'erro' in r ? r : { saldo: r.saldo, valorCentavos: valor };
}

/** Posts one movement, or says why not (nothing written). */
export async function lancar(trx: Db, m: Movimento): Promise<Lancamento | { erro: string }> {
  const item = await travarItem(trx, m.itemId);
  if (item === null) return { erro: M.itemInexistente };
  const motivo = await recusa(trx, m, item);
  if (motivo !== null) return { erro: motivo };
  const antes: SaldoDoItem = { quantidade: milesimosDoDecimal(item.quantidade) ?? 0, valorCentavos: centavosDoDecimal(item.valor) ?? 0 };
  const r = novoSaldo(m, antes);
  if ('erro' in r) return r;
  const entra = ENTRADAS.includes(m.tipo);
  await garantirLinha(trx, m.itemId, m.localId);
  await somarNoLocal(trx, m.itemId, m.localId, entra ? m.quantidade : -m.quantidade);
  if (m.localDestinoId !== undefined) {
    await garantirLinha(trx, m.itemId, m.localDestinoId);
    await somarNoLocal(trx, m.itemId, m.localDestinoId, m.quantidade);
  }
  await sql`UPDATE suprimento_item SET quantidade = ${decimalDosMilesimos(r.saldo.quantidade)}::numeric, valor_total = ${decimalDosCentavos(r.saldo.valorCentavos)}::numeric,
    atualizado_em = now() WHERE id = ${m.itemId}`.execute(trx);
  await sql`INSERT INTO suprimento_movimento (data, tipo, item_id, local_id, local_destino_id, quantidade, valor, quantidade_apos, valor_apos, motivo,
      ajuste_id, transferencia_id, requisicao_id, compra_id, setor_id, usuario_id)
    VALUES (${m.data}::date, ${m.tipo}, ${m.itemId}, ${m.localId}, ${m.localDestinoId ?? null}, ${decimalDosMilesimos(m.quantidade)}::numeric,
      ${decimalDosCentavos(r.valorCentavos)}::numeric, ${decimalDosMilesimos(r.saldo.quantidade)}::numeric, ${decimalDosCentavos(r.saldo.valorCentavos)}::numeric,
      ${m.motivo ?? null}, ${m.ajusteId ?? null}, ${m.transferenciaId ?? null}, ${m.requisicaoId ?? null}, ${m.compraId ?? null}, ${m.setorId ?? null}, ${m.usuarioId})`.execute(trx);
  const minimo = milesimosDoDecimal(item.minimo) ?? 0;
  return {
    valorCentavos: r.valorCentavos,
    saldo: r.saldo,
    ficouAbaixoDoMinimo: antes.quantidade >= minimo && r.saldo.quantidade < minimo,
    item: { codigo: item.codigo, descricao: item.descricao },
  };
}
