import { post } from '../../api/http.ts';
import { t } from '../../i18n/traducao.ts';
import { notify } from '../../services/toasts/notices.ts';
import { ALTURA_PADRAO, LARGURA_PADRAO, type OpcoesDeUpload } from './tipos.ts';

/** Specification, section 9. */
export const DURACAO_AVISO_ENVIO_MS = 2000;

/** POST /api/arquivos with the query of section 7; an image's size goes with it. */
export function urlDeEnvio({ diretorio, tipo, width = LARGURA_PADRAO, height = ALTURA_PADRAO }: OpcoesDeUpload): string {
  const query = new URLSearchParams({ diretorio, tipo });
  if (tipo === 'IMAGEM') {
    query.set('width', String(width));
    query.set('height', String(height));
  }
  return `/api/arquivos?${query}`;
}

/** Multi-file uploads name their parts file, file-1, file-2 (section 7). */
export function nomeDoCampo(indice: number): string {
  return indice === 0 ? 'file' : `file-${indice}`;
}

/**
 * Sends the files as one multipart form and resolves with the reply's content (the file
 * record). Failures were already shown as toasts by the HTTP client and reject as ApiError.
 */
export async function enviarArquivos<T>(url: string, arquivos: readonly File[]): Promise<T> {
  const formulario = new FormData();
  arquivos.forEach((arquivo, indice) => formulario.append(nomeDoCampo(indice), arquivo, arquivo.name));
  notify({ intent: 'info', text: t('Enviando arquivo'), timeout: DURACAO_AVISO_ENVIO_MS });
  const { content } = await post<T>(url, formulario);
  return content;
}
