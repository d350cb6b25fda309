import { useSWRConfig } from 'swr';
import type { ResumoDaMensagem } from '../../../../shared/api/mensagens.ts';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { useDialogos } from '../../../services/dialogs/dialogs.ts';
import { ehChaveDasMensagens, excluirMensagem, marcarLeitura } from '../api.ts';

/** What a row's menu does: toggle read (received messages) and delete (for this user only). */
export function useAcoesDaMensagem() {
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
      titulo: rascunho ? 'Excluir rascunho' : 'Excluir mensagem',
      mensagem: rascunho
        ? `Excluir o rascunho "${mensagem.assunto || 'Sem assunto'}"?`
        : `Excluir a mensagem "${mensagem.assunto}"? Ela sai só da sua lista; os demais continuam com ela.`,
      textoConfirmar: 'Excluir',
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
