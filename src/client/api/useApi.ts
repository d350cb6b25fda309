import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from './ApiError.ts';
import { get } from './http.ts';

export function fetchContent<T>(url: string): Promise<T> {
  return get<T>(url).then((reply) => reply.content);
}

/** A GET through SWR; `null` skips the call. Errors were already shown by the HTTP client. */
export function useApi<T>(url: string | null, config?: SWRConfiguration<T, ApiError>): SWRResponse<T, ApiError> {
  return useSWR<T, ApiError>(url, fetchContent, config);
}
