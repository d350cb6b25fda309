import { useSWRConfig } from 'swr';
import type { ResumoDaMensagem } from '../../../../shared/api/mensagens.ts';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { useT } from '../../../i18n/traducao.ts';
import { useDialogos } from '../../../services/dialogs/dialogs.ts';
import { ehChaveDasMensagens, excluirMensagem, marcarLeitura } from '../api.ts';

/** What a row's menu does: toggle read (received messages) and delete (for this user only). */
export function useAcoesDaMensagem() {
  const t = useT();
  const { mutate } = useSWRConfig();
  const dialogos = useDialogos();
  const atualizar = () => void mutate(ehChaveDasMensagens);

  async function alternarLeitura(mensagem: ResumoDaMensagem) {
    try {
      await marcarLeitura(mensagem.id, !mensagem.lida);
      atualizar();
    } catch (erro) {
      ignoreShownError(erro);
    }
  }

  async function excluir(mensagem: ResumoDaMensagem) {
    const rascunho = mensagem.pasta === 'rascunhos';
    const confirmado = await dialogos.confirmar({
      titulo: rascunho ? t('Excluir rascunho') : t('Excluir mensagem'),
      mensagem: rascunho
        ? t('Excluir o rascunho "{assunto}"?', { assunto: mensagem.assunto || t('Sem assunto') })
        : t('Excluir a mensagem "{assunto}"? Ela sai só da sua lista; os demais continuam com ela.', { assunto: mensagem.assunto }),
      textoConfirmar: t('Excluir'),
    });
    if (!confirmado) return;
    try {
      await excluirMensagem(mensagem.id);
      atualizar();
    } catch (erro) {
      ignoreShownError(erro);
    }
  }

  return { alternarLeitura, excluir };
}
