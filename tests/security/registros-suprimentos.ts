import { sql } from 'kysely';
import type { AppDeTeste } from '../support/app.ts';

// The matrix's supplies (not a test file itself): institution-wide, so the other unit's caller,
// holding the tags, reaches them as the administrator does; a requisition is the Sede's. One
// record of each configuration table, an item with stock (a donation), a transfer, a requisition,
// a purchase; each configuration table and the items
// also get a record made anew for every DELETE (more than one caller may delete one).


type Gravar = (method: 'POST', url: string, payload: object) => Promise<{ id: number }>;

export type FixoDosSuprimentos =
  | 'grupoDeSuprimentos'
  | 'localDeSuprimentos'
  | 'itemDeSuprimentos'
  | 'posicaoDeEstoque'
  | 'ajusteDeEstoque'
  | 'transferenciaDeEstoque'
  | 'campoDosParametrosDeSuprimentos'
  | 'requisicaoDeSuprimentos'
  | 'compraDeSuprimentos';

const DESCARTAVEIS = [
  'grupoDeSuprimentosDescartavel',
  'subgrupoDeSuprimentosDescartavel',
  'origemDeSuprimentosDescartavel',
  'unidadeDeMedidaDescartavel',
  'formaDePagamentoDescartavel',
  'utilizacaoDescartavel',
  'localDeSuprimentosDescartavel',
  'itemDeSuprimentosDescartavel',
] as const;
export type DescartavelDosSuprimentos = (typeof DESCARTAVEIS)[number];
export const ehDescartavelDosSuprimentos = (nome: string): nome is DescartavelDosSuprimentos => (DESCARTAVEIS as readonly string[]).includes(nome);

let base: { grupo: number; unidade: number } | null = null;

export async function fixosDosSuprimentos(t: AppDeTeste, admin: Gravar, fornecedor: number): Promise<Record<FixoDosSuprimentos, number | string>> {
  const criar = (url: string, payload: object) => admin('POST', `/api/suprimentos/${url}`, payload).then((r) => r.id);
  const grupo = await criar('grupos', { descricao: 'Grupo da Matriz' });
  const unidade = await criar('unidadesmedida', { sigla: 'mtz', descricao: 'Unidade da Matriz' });
  base = { grupo, unidade };
  const [local, outro] = [await criar('locais', { descricao: 'Local da Matriz' }), await criar('locais', { descricao: 'Outro local da Matriz' })];
  const item = await criar('itens', { codigo: 'MATRIZ', descricao: 'Item da Matriz', grupo, unidadeMedida: unidade });
  const ajuste = await criar('ajustes', { data: '2026-01-10', tipo: 'DOACAO', item, local, quantidade: 10, valorUnitario: 2, motivo: 'Doação da Matriz' });
  const transferencia = await criar('transferencias', { data: '2026-01-11', item, localOrigem: local, localDestino: outro, quantidade: 1 });
  const setor = (await admin('POST', '/api/setores', { nome: 'Setor dos suprimentos da Matriz' })).id;
  const requisicao = await criar('requisicoes', { data: '2026-01-12', setor, local, itens: [{ item, quantidade: 2 }] });
  const categoria = (await sql<{ id: number }>`SELECT id FROM categoria WHERE natureza = 'DESPESA' AND tipo = 'ANALITICA' ORDER BY codigo LIMIT 1`.execute(t.db)).rows[0]!.id;
  const forma = await criar('formaspagamento', { descricao: 'À vista da Matriz', parcelas: 1, diasPrimeira: 0 });
  const compra = await criar('compras', { data: '2026-01-13', local, fornecedor, formaPagamento: forma, categoria, itens: [{ item, quantidade: 5, valorUnitario: 3 }] });
  return {
    grupoDeSuprimentos: grupo,
    localDeSuprimentos: local,
    itemDeSuprimentos: item,
    posicaoDeEstoque: (await sql<{ id: number }>`SELECT id FROM suprimento_estoque WHERE item_id = ${item} AND local_id = ${local}`.execute(t.db)).rows[0]!.id,
    ajusteDeEstoque: ajuste,
    transferenciaDeEstoque: transferencia,
    campoDosParametrosDeSuprimentos: 'permitirEstoqueNegativo',
    requisicaoDeSuprimentos: requisicao,
    compraDeSuprimentos: compra,
  };
}

export async function descartavelDosSuprimentos(admin: Gravar, nome: DescartavelDosSuprimentos, seq: number): Promise<number> {
  const descricao = `Descartável ${seq}`;
  const criar = (url: string, payload: object) => admin('POST', `/api/suprimentos/${url}`, payload).then((r) => r.id);
  if (base === null) throw new Error('fixosDosSuprimentos antes dos descartáveis');
  switch (nome) {
    case 'grupoDeSuprimentosDescartavel':
      return criar('grupos', { descricao });
    case 'subgrupoDeSuprimentosDescartavel':
      return criar('subgrupos', { grupo: base.grupo, descricao });
    case 'origemDeSuprimentosDescartavel':
      return criar('origens', { descricao });
    case 'unidadeDeMedidaDescartavel':
      return criar('unidadesmedida', { sigla: `d${seq}`, descricao });
    case 'formaDePagamentoDescartavel':
      return criar('formaspagamento', { descricao, parcelas: 1, diasPrimeira: 30 });
    case 'utilizacaoDescartavel':
      return criar('utilizacoes', { descricao });
    case 'localDeSuprimentosDescartavel':
      return criar('locais', { descricao });
    case 'itemDeSuprimentosDescartavel':
      return criar('itens', { codigo: `D${seq}`, descricao, grupo: base.grupo, unidadeMedida: base.unidade });
  }
}
