import {
  URL_DA_IMPORTACAO_DO_OFX,
  URL_DA_PREVIA_DO_OFX,
  URL_DAS_IMPORTACOES_DO_OFX,
  type ConflitosNaImportacao,
  type PreviaDoOfx,
  type ResultadoDaImportacaoOfx,
} from '../../../../../shared/api/conciliacaoOfx.ts';
import { post } from '../../../../api/http.ts';

// The OFX tab's calls (shared/api/conciliacaoOfx.ts): both writes send the file again, with the
// account chosen for each statement by its position.

/** The account chosen for each statement, by position; null leaves the statement out. */
export type ContasDosExtratos = ReadonlyMap<number, number | null>;

/** The unit's accounts, for the pickers (a few dozen at most). */
export const URL_DAS_CONTAS = '/api/financeiro/contas?page=1&rpp=200';
export const urlDasImportacoes = (): string => URL_DAS_IMPORTACOES_DO_OFX;

function formulario(arquivo: File, contas: ContasDosExtratos, conflitos?: ConflitosNaImportacao): FormData {
  const dados = new FormData();
  if (contas.size > 0) dados.append('contas', JSON.stringify([...contas].map(([indice, contaId]) => ({ indice, contaId }))));
  if (conflitos !== undefined) dados.append('conflitos', conflitos);
  // Last: the server reads the fields whatever their order, but a file first would be read before them.
  dados.append('file', arquivo);
  return dados;
}

export async function previaDoOfx(arquivo: File, contas: ContasDosExtratos): Promise<PreviaDoOfx> {
  return (await post<PreviaDoOfx>(URL_DA_PREVIA_DO_OFX, formulario(arquivo, contas), { silenciarSucesso: true })).content;
}

export async function importarOfx(arquivo: File, contas: ContasDosExtratos, conflitos: ConflitosNaImportacao): Promise<ResultadoDaImportacaoOfx> {
  return (await post<ResultadoDaImportacaoOfx>(URL_DA_IMPORTACAO_DO_OFX, formulario(arquivo, contas, conflitos))).content;
}
