import type { GradeDoOrcamento, GravacaoDaGrade } from '../../../../shared/api/orcamento.ts';
import { post } from '../../../api/http.ts';

// The budget plan's calls (shared/api/orcamento.ts).

export const URL_DO_ORCAMENTO = '/api/financeiro/planoorcamentario';
export const urlDaGrade = (ano: number): string => `${URL_DO_ORCAMENTO}?ano=${ano}`;
export const urlDaExecucao = (ano: number): string => `${URL_DO_ORCAMENTO}/execucao?ano=${ano}`;
/** The Fechamento tab's list of the years (the engine's resource). */
export const URL_DOS_ANOS = `${URL_DO_ORCAMENTO}/fechamento`;

export async function gravarGrade(pedido: GravacaoDaGrade): Promise<GradeDoOrcamento> {
  return (await post<GradeDoOrcamento>(URL_DO_ORCAMENTO, pedido)).content;
}
