import type { SuccessReply } from '../../shared/api/contract.ts';
import { MENSAGENS } from '../../shared/messages.ts';
import { readToken } from '../auth/token.ts';
import { t } from '../i18n/traducao.ts';
import { ApiError } from './ApiError.ts';
import { readReplyBody, replyFieldErrors, replyText, replyWarnings } from './reply.ts';
import { announceError, announceSuccess, announceWarnings } from './replyNotices.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  /** Skips the success toast of this one call. */
  silenciarSucesso?: boolean;
  /** Skips the error toast of this one call: the page shows the refusal itself, where it stays. */
  silenciarErro?: boolean;
  signal?: AbortSignal;
}

/** The one HTTP client: session header, JSON in and out, and the toasts of section 8. */
export async function request<T>(
  method: HttpMethod,
  url: string,
  options: RequestOptions = {},
): Promise<SuccessReply<T>> {
  const token = readToken();
  const response = await send(method, url, token, options);
  const body = await readReplyBody(response);
  const text = replyText(body);

  if (!response.ok) {
    // A refusal that comes back after its session ended (Sair, perhaps another login since) is
    // nobody's any more: it shows nothing and, above all, does not expire the session now in force.
    const daSessaoAtual = readToken() === token;
    if (text && !options.silenciarErro && daSessaoAtual) announceError(text);
    throw new ApiError(response.status, text ?? MENSAGENS.erroInterno, replyFieldErrors(body));
  }
  if (text && method !== 'GET' && !options.silenciarSucesso) announceSuccess(text);
  const avisos = replyWarnings(body);
  announceWarnings(avisos);
  return { content: body?.content as T, ...(text ? { message: text } : {}), ...(avisos.length > 0 ? { avisos } : {}) };
}

async function send(method: HttpMethod, url: string, token: string | null, options: RequestOptions): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('X-AUTH-TOKEN', token);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  try {
    return await fetch(url, { method, headers, body, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const semConexao = t('Não foi possível conectar ao servidor.');
    announceError(semConexao);
    throw new ApiError(0, semConexao);
  }
}

export function get<T>(url: string, options?: Omit<RequestOptions, 'body'>): Promise<SuccessReply<T>> {
  return request<T>('GET', url, options);
}

export function post<T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<SuccessReply<T>> {
  return request<T>('POST', url, { ...options, body });
}

export function del<T>(url: string, options?: Omit<RequestOptions, 'body'>): Promise<SuccessReply<T>> {
  return request<T>('DELETE', url, options);
}

export function put<T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<SuccessReply<T>> {
  return request<T>('PUT', url, { ...options, body });
}
