import type { NovaMensagem } from '../../../../shared/api/mensagens.ts';
import { ToastComAcao } from '../../../components/feedback/ToastComAcao.tsx';
import { caminhoDaConversa } from '../caminhos.ts';

/** "Nova mensagem de <nome>": the subject, and the way to the conversation. */
export function NovaMensagemToast({ mensagem }: { mensagem: NovaMensagem }) {
  return (
    <ToastComAcao
      titulo={`Nova mensagem de ${mensagem.remetente.nome}`}
      corpo={mensagem.assunto}
      rotuloFechar="Fechar aviso de mensagem"
      acao={{ rotulo: 'Abrir conversa', caminho: caminhoDaConversa(mensagem.conversaId, 'caixaentrada') }}
    />
  );
}
