import { useCallback } from 'react';
import type { TagDoCatalogo } from '../../../shared/api/contract.ts';
import { URL_CATALOGO_DE_PERMISSOES } from '../../../shared/api/configuracoes.ts';
import { TAG_ADMINISTRADOR } from '../../../shared/permissions/catalogue.ts';
import { useApi } from '../../api/useApi.ts';
import { usePermissao } from '../../components/permissions/usePermissao.ts';

/**
 * The permission catalogue (every tag, the descriptors' included) and whether the user may put a
 * tag in a group: an administrator any, anyone else only those they hold (the server checks too).
 */
export function useTagsConcediveis() {
  const { data: catalogo } = useApi<TagDoCatalogo[]>(URL_CATALOGO_DE_PERMISSOES, { revalidateOnFocus: false });
  const { pode } = usePermissao();
  const podeConceder = useCallback((tag: string) => pode([TAG_ADMINISTRADOR]) || pode([tag]), [pode]);
  return { catalogo, podeConceder };
}
