import type { FastifyInstance } from 'fastify';
import type { LanguagesContent, SuccessReply } from '../../../shared/api/contract.ts';
import {
  MENSAGEM_CHAVE_DESCONHECIDA,
  MENSAGEM_I18N_RESTAURADA,
  MENSAGEM_I18N_SALVA,
  URL_IDIOMAS,
  URL_MENSAGENS_I18N,
  type MensagemDoCatalogo,
  type PedidoDeMensagem,
} from '../../../shared/api/i18n.ts';
import { CATALOGO_EN, textoPadrao } from '../../../shared/i18n/catalogo.ts';
import { IDIOMAS } from '../../../shared/i18n/idiomas.ts';
import { errosDeFormulario, naoEncontrado } from '../../http/erros.ts';
import { sessaoDe } from '../../http/tipos.ts';
import { SEM_NUL } from '../../http/validacao.ts';
import type { Servicos } from '../../servicos.ts';

import { errosDoTexto, gravarMensagem } from './gravacao.ts';
import { lerAlteracoes, linhasDoCatalogo, mensagensEmVigor } from './leitura.ts';

const VISUALIZAR = { tags: ['configuracoes.internacionalizacao.visualizar'] } as const;
const EDITAR = { tags: ['configuracoes.internacionalizacao.editar'] } as const;

const IDIOMA = { enum: IDIOMAS } as const;
const CHAVE = { type: 'string', minLength: 1, maxLength: 2000 } as const;

const ESQUEMA_DO_PEDIDO = {
  type: 'object',
  required: ['idioma', 'chave', 'texto'],
  properties: { idioma: IDIOMA, chave: CHAVE, texto: { type: 'string', pattern: SEM_NUL } },
  additionalProperties: false,
} as const;

const ESQUEMA_DA_RESTAURACAO = { type: 'object', required: ['idioma', 'chave'], properties: { idioma: IDIOMA, chave: CHAVE } } as const;

function conferirChave(chave: string): void {
  if (!Object.hasOwn(CATALOGO_EN, chave)) throw naoEncontrado(MENSAGEM_CHAVE_DESCONHECIDA);
}

/** configuracoes/internacionalizacao: the messages of pt-BR and en, which the client uses at once. */
export function rotasDeI18n(app: FastifyInstance, { db }: Servicos): void {
  // No session needed: the login page speaks the chosen language too.
  app.get(URL_IDIOMAS, { config: { publico: true } }, async (_request, reply): Promise<SuccessReply<LanguagesContent>> => {
    void reply.header('cache-control', 'no-cache');
    return { content: mensagensEmVigor(await lerAlteracoes(db)) };
  });

  app.get(URL_MENSAGENS_I18N, { config: VISUALIZAR }, async (): Promise<SuccessReply<MensagemDoCatalogo[]>> => ({
    content: linhasDoCatalogo(await lerAlteracoes(db)),
  }));

  app.put<{ Body: PedidoDeMensagem }>(
    URL_MENSAGENS_I18N,
    { config: EDITAR, schema: { body: ESQUEMA_DO_PEDIDO } },
    async (request): Promise<SuccessReply<MensagemDoCatalogo[]>> => {
      conferirChave(request.body.chave);
      const erros = errosDoTexto(request.body);
      if (erros.length > 0) throw errosDeFormulario(erros);
      await gravarMensagem(db, sessaoDe(request), request.body);
      return { content: linhasDoCatalogo(await lerAlteracoes(db)), message: MENSAGEM_I18N_SALVA };
    },
  );

  app.delete<{ Querystring: Omit<PedidoDeMensagem, 'texto'> }>(
    URL_MENSAGENS_I18N,
    { config: EDITAR, schema: { querystring: ESQUEMA_DA_RESTAURACAO } },
    async (request): Promise<SuccessReply<MensagemDoCatalogo[]>> => {
      const { idioma, chave } = request.query;
      conferirChave(chave);
      await gravarMensagem(db, sessaoDe(request), { idioma, chave, texto: textoPadrao(idioma, chave) });
      return { content: linhasDoCatalogo(await lerAlteracoes(db)), message: MENSAGEM_I18N_RESTAURADA };
    },
  );
}
