import type { Painel, Retencao } from '../doacao/indicadores.ts';

// The donations dashboard's call (GET /api/doacao/painel?inicio&fim): the months of the period
// with their donors (new, recurring, recaptured, lapsed) and amounts, the average gift, the
// lifetime value, the sums by campaign and method, and the retention of the year before fim's.

export const URL_PAINEL_DAS_DOACOES = '/api/doacao/painel';

export interface PainelDasDoacoes extends Painel {
  retencao: Retencao;
}
