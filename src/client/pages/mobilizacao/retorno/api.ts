import { URL_DA_APLICACAO_DO_RETORNO, URL_DA_PREVIA_DO_RETORNO, type PreviaDoRetorno, type RetornoAplicado } from '../../../../shared/api/retornoDeCobranca.ts';
import { post } from '../../../api/http.ts';

// The return page's calls (shared/api/retornoDeCobranca.ts): both send the file; the preview
// applies nothing. A refusal (the line and position of a malformed file) stays on the page, so
// it is not also a toast.

function formulario(arquivo: File): FormData {
  const dados = new FormData();
  dados.append('file', arquivo);
  return dados;
}

export const previaDoRetorno = async (arquivo: File): Promise<PreviaDoRetorno> =>
  (await post<PreviaDoRetorno>(URL_DA_PREVIA_DO_RETORNO, formulario(arquivo), { silenciarSucesso: true, silenciarErro: true })).content;

export const aplicarRetorno = async (arquivo: File): Promise<RetornoAplicado> => (await post<RetornoAplicado>(URL_DA_APLICACAO_DO_RETORNO, formulario(arquivo), { silenciarErro: true })).content;
