import type { NovaMensagem } from '../../../../shared/api/mensagens.ts';
import { ToastComAcao } from '../../../components/feedback/ToastComAcao.tsx';
import { useT } from '../../../i18n/traducao.ts';
import { caminhoDaConversa } from '../caminhos.ts';

/** "Nova mensagem de <nome>": the subject, and the way to the conversation. */
export function NovaMensagemToast({ mensagem }: { mensagem: NovaMensagem }) {
  const t = useT();
  return (
    <ToastComAcao
      titulo={t('Nova mensagem de {nome}', { nome: mensagem.remetente.nome })}
      corpo={mensagem.assunto}
      rotuloFechar={t('Fechar aviso de mensagem')}
      acao={{ rotulo: t('Abrir conversa'), caminho: caminhoDaConversa(mensagem.conversaId, 'caixaentrada') }}
    />
  );
}
