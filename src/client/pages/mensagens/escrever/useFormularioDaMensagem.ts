import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { errosDaMensagem, type PedidoDeMensagem, type RascunhoDaMensagem, type UsuarioDaMensagem } from '../../../../shared/api/mensagens.ts';
import { fieldErrorMap, fieldErrorsOf } from '../../../api/ApiError.ts';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { pathFor } from '../../../app/routes/pathFor.ts';
import type { Anexo } from '../../../components/attachments/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { useDialogos } from '../../../services/dialogs/dialogs.ts';
import { ehChaveDasMensagens, enviarMensagem, excluirMensagem, salvarRascunho } from '../api.ts';
import { caminhoDaConversa, caminhoDoRascunho } from '../caminhos.ts';

export interface ValoresDaMensagem {
  assunto: string;
  corpo: string;
  destinatarios: UsuarioDaMensagem[];
  anexos: Anexo[];
}

export const MENSAGEM_VAZIA: ValoresDaMensagem = { assunto: '', corpo: '', destinatarios: [], anexos: [] };

export function valoresDoRascunho(r: RascunhoDaMensagem): ValoresDaMensagem {
  return { assunto: r.assunto, corpo: r.corpo, destinatarios: r.destinatarios, anexos: r.anexos.map((a) => ({ arquivo: { id: a.id, fileName: a.fileName } })) };
}

const pedidoDe = (v: ValoresDaMensagem): PedidoDeMensagem => ({
  assunto: v.assunto,
  corpo: v.corpo,
  destinatarios: v.destinatarios.map((d) => d.id),
  anexos: v.anexos.map((a) => a.arquivo.id),
});

/**
 * The compose form's state and actions. Sending needs subject, body and a recipient; a draft
 * only keeps to the limits (the same rules the server applies, whose errors land on the fields).
 */
export function useFormularioDaMensagem(inicial: ValoresDaMensagem, rascunhoId: number | null) {
  const t = useT();
  const [valores, setValores] = useState(inicial);
  const [erros, setErros] = useState<Record<string, string>>({});
  const navigate = useNavigate();
  const dialogos = useDialogos();
  const { mutate } = useSWRConfig();

  const mudar = <K extends keyof ValoresDaMensagem>(campo: K, valor: ValoresDaMensagem[K]) => {
    setValores((antes) => ({ ...antes, [campo]: valor }));
    setErros(({ [campo]: _, ...resto }) => resto);
  };

  async function gravar(envio: boolean) {
    const pedido = pedidoDe(valores);
    const locais = fieldErrorMap(errosDaMensagem(pedido, envio));
    setErros(locais);
    if (Object.keys(locais).length > 0) return;
    try {
      const gravada = envio ? await enviarMensagem(pedido, rascunhoId) : await salvarRascunho(pedido, rascunhoId);
      void mutate(ehChaveDasMensagens);
      if (envio) navigate(caminhoDaConversa(gravada.conversaId, 'enviados'), { replace: true });
      else if (rascunhoId === null) navigate(caminhoDoRascunho(gravada.id), { replace: true });
    } catch (erro) {
      setErros(fieldErrorsOf(erro));
      ignoreShownError(erro);
    }
  }

  async function descartar() {
    if (rascunhoId === null) {
      navigate(pathFor('mensagens.caixaentrada'));
      return;
    }
    const confirmado = await dialogos.confirmar({ titulo: t('Excluir rascunho'), mensagem: t('Excluir este rascunho?'), textoConfirmar: t('Excluir') });
    if (!confirmado) return;
    try {
      await excluirMensagem(rascunhoId);
      void mutate(ehChaveDasMensagens);
      navigate(pathFor('mensagens.rascunhos'), { replace: true });
    } catch (erro) {
      ignoreShownError(erro);
    }
  }

  return { valores, erros, mudar, enviar: () => gravar(true), salvar: () => gravar(false), descartar };
}
