import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { post } from '../../api/http.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { useT } from '../../i18n/traducao.ts';
import { useDialogos } from '../../services/dialogs/dialogs.ts';
import { unidadeDoRegistro } from './colunaDaUnidade.tsx';
import type { RegistroDaLista } from './tipos.ts';

/**
 * Opens a record of another unit from a list of every unit: asks first, then switches the
 * session's unit (as the unit menu does, reloading every datum) and opens the record there.
 */
export function useAbrirEmOutraUnidade(caminhoDaEdicao: (registro: RegistroDaLista) => string | null) {
  const t = useT();
  const navigate = useNavigate();
  const { confirmar } = useDialogos();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (registro: RegistroDaLista) => {
      const unidade = unidadeDoRegistro(registro);
      const caminho = caminhoDaEdicao(registro);
      if (unidade === null || caminho === null) return;
      const mensagem = t('Este registro é da unidade {unidade}. Trocar para ela e abri-lo?', { unidade: unidade.nome });
      if (!(await confirmar({ titulo: t('Outra unidade'), mensagem, textoConfirmar: t('Trocar e abrir') }))) return;
      try {
        await post('/api/context/unidade', { unidadeId: unidade.id });
      } catch (error) {
        ignoreShownError(error);
        return;
      }
      await mutate(() => true);
      navigate(caminho);
    },
    [caminhoDaEdicao, confirmar, mutate, navigate, t],
  );
}
