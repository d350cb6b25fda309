import { useCallback } from 'react';
import type { AcaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { FieldError } from '../../../shared/api/contract.ts';
import { conteudoMostrado, type ConteudoMostrado } from '../../../shared/engine/conteudo-mostrado.ts';
import { listasDoRegistro } from '../../../shared/engine/formulario-da-acao.ts';
import type { FormularioDaAcaoDescrito } from '../../../shared/engine/types.ts';
import { valueAtPath } from '../../../shared/validation/index.ts';
import { ApiError } from '../../api/ApiError.ts';
import { get, post } from '../../api/http.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { useTraduzir } from '../../i18n/traducao.ts';
import { abrirLink } from '../../jobs/abrirLink.ts';
import { useDialogos } from '../../services/dialogs/dialogs.ts';
import { urlDaAcao, urlDoRegistro } from '../dados/contrato.ts';
import { useRevalidarRecurso } from '../dados/useRevalidarRecurso.ts';
import type { Valores } from '../formulario/valores.ts';
import { usePedirFormulario } from './formularioDaAcao.ts';
import { useAbrirPagina } from './useAbrirPagina.ts';

// Runs a declared action the way its descriptor says: the page it opens (abrir, no call), its form in a dialog (which makes the call
// and stays open on a refusal), or the prompt (Motivo) or the confirmation first, then the call; the reply's message is the HTTP client's toast (a refusal's too). Every
// read of the resource is then read again, so lists and the form show the new state; with mostrar, the reply's content (a text to
// copy, its image) is then shown in a dialog.

/** One record (a row, the form: what an action's form first fills in from), or the ids of the list's selection. */
export type AlvoDaAcao = { id: number | string; registro?: Valores } | { ids: readonly (number | string)[] };

/** The download an action's reply names, if any. */
function linkDa(conteudo: unknown): string | null {
  const link = typeof conteudo === 'object' && conteudo !== null ? (conteudo as { link?: unknown }).link : undefined;
  return typeof link === 'string' ? link : null;
}

/** The motivo the server accepts (rotas-acoes.ts). */
const TAMANHO_DO_MOTIVO = 500;

/** The call of an action's form: null once it ran; the refusal's field errors (its message is the client's toast). */
async function enviarFormulario(url: string, corpo: Valores): Promise<readonly FieldError[] | null> {
  try {
    await post(url, corpo);
    return null;
  } catch (erro) {
    if (!(erro instanceof ApiError)) throw erro;
    return erro.errors;
  }
}

/** The record the form's first values read: a list's row lacks the record's lists (a purchase's lines), so it is then read whole. */
async function registroDoFormulario(recurso: string, formulario: FormularioDaAcaoDescrito, id: number | string, registro: Valores = {}): Promise<Valores> {
  if (listasDoRegistro(formulario).every((de) => Array.isArray(valueAtPath(registro, de)))) return registro;
  return (await get<Valores>(urlDoRegistro(recurso, id))).content;
}

export function useExecutarAcao(recurso: string): (acao: AcaoResolvida, alvo: AlvoDaAcao) => Promise<boolean> {
  const { confirmar, solicitarTexto, mostrarCodigo } = useDialogos();
  const traduzir = useTraduzir();
  const revalidar = useRevalidarRecurso(recurso);
  const pedirFormulario = usePedirFormulario();
  const abrirPagina = useAbrirPagina();
  return useCallback(
    async (acao, alvo) => {
      if (acao.abrir !== null) return abrirPagina(acao, 'registro' in alvo ? alvo.registro : undefined);
      const { pergunta, confirmacao } = acao;
      if (acao.formulario !== null && 'id' in alvo) {
        const url = urlDaAcao(recurso, acao.nome, alvo.id);
        let registro: Valores;
        try {
          registro = await registroDoFormulario(recurso, acao.formulario, alvo.id, alvo.registro);
        } catch (erro) {
          ignoreShownError(erro);
          return false;
        }
        const executada = await pedirFormulario({ acao, registro, enviar: (corpo) => enviarFormulario(url, corpo) });
        if (executada) await revalidar();
        return executada;
      }
      let motivo: string | null = null;
      if (pergunta !== null) {
        motivo = await solicitarTexto({
          titulo: traduzir(pergunta.titulo ?? acao.rotulo),
          rotulo: traduzir(pergunta.rotulo),
          obrigatorio: pergunta.obrigatoria,
          tamanhoMaximo: TAMANHO_DO_MOTIVO,
        });
        if (motivo === null) return false;
      } else if (confirmacao !== null) {
        const opcoes = { titulo: confirmacao.titulo, mensagem: confirmacao.mensagem, textoConfirmar: confirmacao.botao };
        const traduzidas = Object.fromEntries(Object.entries(opcoes).flatMap(([chave, texto]) => (texto === null ? [] : [[chave, traduzir(texto)]])));
        if (!(await confirmar(traduzidas))) return false;
      }
      const doMotivo = pergunta === null ? {} : { motivo: motivo === '' ? null : motivo };
      const [url, corpo] = 'ids' in alvo ? [urlDaAcao(recurso, acao.nome), { ids: alvo.ids, ...doMotivo }] : [urlDaAcao(recurso, acao.nome, alvo.id), pergunta === null ? undefined : doMotivo];
      let mostrado: ConteudoMostrado | null = null;
      try {
        const { content } = await post<unknown>(url, corpo);
        const link = linkDa(content);
        if (link !== null) void abrirLink(link);
        if (acao.mostrar !== null) mostrado = conteudoMostrado(content);
      } catch (erro) {
        ignoreShownError(erro);
        return false;
      }
      await revalidar();
      if (acao.mostrar !== null && mostrado !== null) {
        const { titulo, mensagem, rotulo } = acao.mostrar;
        const rotuloDaAcao = traduzir(acao.rotulo);
        void mostrarCodigo({
          titulo: titulo === null ? rotuloDaAcao : traduzir(titulo),
          ...(mensagem === null ? {} : { mensagem: traduzir(mensagem) }),
          rotulo: rotulo === null ? rotuloDaAcao : traduzir(rotulo),
          ...mostrado,
        });
      }
      return true;
    },
    [confirmar, solicitarTexto, mostrarCodigo, traduzir, revalidar, recurso, pedirFormulario, abrirPagina],
  );
}
