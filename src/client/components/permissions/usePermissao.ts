import { useCallback, useMemo } from 'react';
import { hasPermission, type PermissionOptions } from '../../../shared/permissions/check.ts';
import { PERMISSOES_URL } from '../../api/endpoints.ts';
import { useApi } from '../../api/useApi.ts';

export type VerificarPermissao = (tags: readonly string[], opcoes?: PermissionOptions) => boolean;

/**
 * The user's permission tags and a check over them. While the tags load, `pode` answers false,
 * so guarded elements stay hidden rather than flash in.
 */
export function usePermissao() {
  const { data, error } = useApi<string[]>(PERMISSOES_URL);
  const tags = useMemo(() => (data ? new Set(data) : null), [data]);
  const pode = useCallback<VerificarPermissao>(
    (required, opcoes) => tags !== null && hasPermission(tags, required, opcoes),
    [tags],
  );
  return { pode, carregando: tags === null && !error, erro: error };
}
