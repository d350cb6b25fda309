import { useCallback, useMemo } from 'react';
import type { ListaResolvida } from '../../../shared/engine/tela-resolvida.ts';
import { TAG_ADMINISTRADOR } from '../../../shared/permissions/catalogue.ts';
import type { ContextContent } from '../../../shared/api/contract.ts';
import { CONTEXT_URL } from '../../api/endpoints.ts';
import { useApi } from '../../api/useApi.ts';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import type { BuscaDaLista } from './busca.ts';
import { unidadeDoRegistro } from './colunaDaUnidade.tsx';
import type { RegistroDaLista } from './tipos.ts';

/**
 * The administrator's view of every unit (lista.todasAsUnidades): whether the list offers the
 * switch, whether it is on (the URL's unidades=todas, honoured only where offered), the search as
 * the server is asked it, and which rows belong to a unit other than the session's.
 */
export function useTodasAsUnidades(lista: ListaResolvida, busca: BuscaDaLista, mudarBusca: (mudanca: Partial<BuscaDaLista>) => void) {
  const { pode } = usePermissao();
  const oferecida = lista.todasAsUnidades === true && pode([TAG_ADMINISTRADOR]);
  // The session's unit (the shell has already read it): asked only where the view is offered.
  const { data: contexto } = useApi<ContextContent>(oferecida ? CONTEXT_URL : null);
  const ligada = oferecida && busca.todasAsUnidades === true;
  const consulta = useMemo((): BuscaDaLista => (ligada || busca.todasAsUnidades !== true ? busca : { ...busca, todasAsUnidades: undefined }), [busca, ligada]);
  const unidadeDaSessao = contexto?.unidade?.id ?? null;
  const deOutraUnidade = useCallback((registro: RegistroDaLista) => ligada && unidadeDoRegistro(registro)?.id !== unidadeDaSessao, [ligada, unidadeDaSessao]);
  const mudar = useCallback((ligar: boolean) => mudarBusca({ todasAsUnidades: ligar ? true : undefined, page: 1 }), [mudarBusca]);
  return { oferecida, ligada, consulta, deOutraUnidade, mudar };
}
