import { useCallback, useRef } from 'react';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import type { SelecaoDeLinhas } from '../../../components/table/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { useDialogos } from '../../../services/dialogs/dialogs.ts';
import { notify } from '../../../services/toasts/notices.ts';
import { desativarPessoas } from '../dados/api.ts';
import { SEM_SELECAO, confirmacaoDaDesativacao, desativarSelecionadas, idsSelecionados, textoSemSelecao } from './desativacao.ts';

/** The Desativar Selecionado(s) action over the table's current selection. */
export function useDesativacao(selecao: SelecaoDeLinhas, aoConcluir: () => void) {
  const { confirmar } = useDialogos();
  const t = useT();
  // The action reads the selection when it needs it, not as it was when the button was shown.
  const atual = useRef(selecao);
  atual.current = selecao;

  return useCallback(async () => {
    try {
      const feito = await desativarSelecionadas({
        selecionados: () => idsSelecionados(atual.current),
        confirmar: (quantidade) =>
          confirmar({ mensagem: confirmacaoDaDesativacao(quantidade), textoConfirmar: t('Desativar') }),
        enviar: desativarPessoas,
        avisar: (texto) => notify({ intent: 'warning', text: texto === SEM_SELECAO ? textoSemSelecao() : texto }),
      });
      if (feito) aoConcluir();
    } catch (error) {
      ignoreShownError(error);
    }
  }, [confirmar, t, aoConcluir]);
}
