import type { FaixaDeAtraso, TipoDoPainel } from '../../../../shared/api/painel.ts';
import { somarDias } from '../../../../shared/calendario/data.ts';
import type { ValorPeriodo } from '../../../../shared/periodo/index.ts';
import type { Dias } from '../movimento/api.ts';
import { escreverFiltros } from '../movimento/filtrosNaUrl.ts';
import type { FiltrosDoPainel } from './api.ts';

// Where a chart's click leads: the list it summarises, filtered as the engine's list reads its
// filter from the URL (?filtro={...}, engine/lista/busca.ts). Realised amounts open the títulos
// paid or received in the period ("Pago em" / "Recebido em"); overdue ones, the open títulos
// whose due date falls in the bucket's days. An account's balance opens its statement in the period.

type Filtro = Record<string, unknown>;

const LISTAS: Readonly<Record<TipoDoPainel, string>> = { despesas: '/financeiro/despesa', receitas: '/financeiro/receita' };

const periodo = (inicio: string, fim: string) => ({ opcao: 'CUSTOMIZADO', data: { inicial: `${inicio}T00:00:00`, final: `${fim}T23:59:59` } });

/** The hash path of a títulos list with a filter. */
export function caminhoDaLista(tipo: TipoDoPainel, filtro: Filtro): string {
  return `${LISTAS[tipo]}?${new URLSearchParams({ filtro: JSON.stringify(filtro) })}`;
}

/** The dashboard's own filters, as the list's fields. */
function dosFiltros(filtros: FiltrosDoPainel): Filtro {
  return Object.fromEntries(Object.entries(filtros).filter(([, valor]) => valor !== null));
}

/** The títulos of one side paid or received in the days, with the dashboard's filters and `mais`. */
export function listaDoRealizado(tipo: TipoDoPainel, dias: Dias, filtros: FiltrosDoPainel, mais: Filtro = {}): string {
  return caminhoDaLista(tipo, { ...dosFiltros(filtros), ...mais, baixadoEm: periodo(dias.inicio, dias.fim) });
}

/** The days of a month (YYYY-MM) inside the period. */
export function diasDoMes(mes: string, dias: Dias): Dias {
  const [ano, numero] = [Number(mes.slice(0, 4)), Number(mes.slice(5, 7))];
  const ultimo = new Date(Date.UTC(ano, numero, 0)).getUTCDate();
  const inicio = `${mes}-01`;
  const fim = `${mes}-${String(ultimo).padStart(2, '0')}`;
  return { inicio: inicio < dias.inicio ? dias.inicio : inicio, fim: fim > dias.fim ? dias.fim : fim };
}

const ATRASO: Readonly<Record<FaixaDeAtraso, [number, number | null]>> = { '1-30': [1, 30], '31-60': [31, 60], '61-90': [61, 90], '90+': [91, null] };

/** The open títulos of one side overdue by the bucket's days today. */
export function listaDosVencidos(tipo: TipoDoPainel, faixa: FaixaDeAtraso, hoje: string, filtros: FiltrosDoPainel): string {
  const [menos, mais] = ATRASO[faixa];
  const ate = somarDias(hoje, -menos);
  const vencimento = { opcao: 'CUSTOMIZADO', data: { inicial: mais === null ? null : `${somarDias(hoje, -mais)}T00:00:00`, final: `${ate}T23:59:59` } };
  return caminhoDaLista(tipo, { ...dosFiltros(filtros), situacao: ['ABERTO', 'PARCIAL'], proximoVencimento: vencimento });
}

/** The statement of an account in the dashboard's period (the statement reads its filters from its URL). */
export function caminhoDoExtrato(conta: { id: number; descricao: string }, periodo: ValorPeriodo): string {
  return `/financeiro/extrato?${escreverFiltros({ periodo, registros: { conta } })}`;
}
