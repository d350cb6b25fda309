import type { Dias } from '../movimento/api.ts';

// The accounting calls the hand-written pages make (src/server/modules/financeiro/contabilidade/rotas.ts).

export const URL_CONTAS_CONTABEIS = '/api/financeiro/contabilidade/contas';
export const TELA_DOS_LANCAMENTOS = 'financeiro.contabilidade.lancamentos';
export const TELA_DO_PLANO = 'financeiro.contabilidade.planocontas';
export const TELA_DOS_PARAMETROS = 'financeiro.contabilidade.parametros';
export const TAG_EXPORTAR = 'financeiro.contabilidade.exportar';

export const urlDoBalancete = (dias: Dias): string => `/api/financeiro/contabilidade/balancete?${new URLSearchParams({ inicio: dias.inicio, fim: dias.fim })}`;

export const urlDoRazao = (contaId: number | string, dias: Dias): string =>
  `/api/financeiro/contabilidade/razao?${new URLSearchParams({ contaContabilId: String(contaId), inicio: dias.inicio, fim: dias.fim })}`;

export const recursoDaExportacao = (formato: 'csv' | 'ecd'): string => `/api/financeiro/contabilidade/exportacao/${formato}`;
