import type { ContextContent } from '../../shared/api/contract.ts';
import { CONTEXT_URL } from './endpoints.ts';
import { useApi } from './useApi.ts';

export function useContexto() {
  return useApi<ContextContent>(CONTEXT_URL);
}
