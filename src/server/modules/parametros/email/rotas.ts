import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import {
  MENSAGENS_DO_EMAIL,
  URL_EMAIL_DE_TESTE,
  URL_PARAMETROS_EMAIL,
  erroDoDestinatario,
  errosDoEmail,
  type EstadoDoEmail,
  type PedidoDeEmail,
  type PedidoDeEmailDeTeste,
} from '../../../../shared/api/parametrosEmail.ts';
import { auditar } from '../../../auditoria.ts';
import { errosDeFormulario, HttpError } from '../../../http/erros.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import type { Servicos } from '../../../servicos.ts';

import { guardarValor } from '../gravacao.ts';
import { CHAVE_DO_EMAIL } from '../leitura.ts';
import { estadoDoEmail, type SmtpGuardado } from './configuracao.ts';
import { rotasDaCaixaDeSaida } from './saida.ts';

const VISUALIZAR = { tags: ['configuracoes.parametroemail.visualizar'] } as const;
const EDITAR = { tags: ['configuracoes.parametroemail.editar'] } as const;

// The shapes only: the values are checked by the shared rules, with their messages.
const CAMPOS = ['host', 'porta', 'seguro', 'usuario', 'senha', 'remetente'] as const;
const ESQUEMA_DO_PEDIDO = {
  type: 'object',
  required: ['host', 'porta', 'seguro', 'usuario', 'remetente'],
  properties: Object.fromEntries(CAMPOS.map((c) => [c, {}])),
  additionalProperties: false,
} as const;
const ESQUEMA_DO_TESTE = { type: 'object', required: ['para'], properties: { para: {} }, additionalProperties: false } as const;

export function rotasDoEmail(app: FastifyInstance, servicos: Servicos): void {
  const { db, parametros, carteiro } = servicos;
  const estado = async () => estadoDoEmail(await parametros.smtp());

  app.get(URL_PARAMETROS_EMAIL, { config: VISUALIZAR }, async (): Promise<SuccessReply<EstadoDoEmail>> => ({ content: await estado() }));

  app.put<{ Body: PedidoDeEmail }>(URL_PARAMETROS_EMAIL, { config: EDITAR, schema: { body: ESQUEMA_DO_PEDIDO } }, async (request): Promise<SuccessReply<EstadoDoEmail>> => {
    const erros = errosDoEmail(request.body);
    if (erros.length > 0) throw errosDeFormulario(erros);
    const { host, porta, seguro, usuario, remetente, senha = '' } = request.body;
    const antes = await parametros.smtp();
    // An empty password keeps the one in force (the screen never holds it).
    const novo: SmtpGuardado = { host: host.trim(), porta, seguro, usuario: usuario.trim(), senha: senha === '' ? (antes.smtp?.senha ?? '') : senha, remetente: remetente.trim() };
    const sessao = sessaoDe(request);
    await db.transaction().execute(async (trx) => {
      await guardarValor(trx, CHAVE_DO_EMAIL, novo);
      // Never the password itself in the audit log.
      const alteracoes = { host: novo.host, porta: novo.porta, seguro: novo.seguro, usuario: novo.usuario, remetente: novo.remetente, senhaAlterada: senha !== '' };
      await auditar(trx, { usuarioId: sessao.usuarioId, unidadeId: sessao.unidadeId, entidade: 'parametroemail', entidadeId: CHAVE_DO_EMAIL, acao: 'alterar', alteracoes });
    });
    parametros.invalidar();
    return { content: await estado(), message: MENSAGENS_DO_EMAIL.salvo };
  });

  app.delete(URL_PARAMETROS_EMAIL, { config: EDITAR }, async (request): Promise<SuccessReply<EstadoDoEmail>> => {
    const sessao = sessaoDe(request);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('parametro').where('chave', '=', CHAVE_DO_EMAIL).execute();
      await auditar(trx, { usuarioId: sessao.usuarioId, unidadeId: sessao.unidadeId, entidade: 'parametroemail', entidadeId: CHAVE_DO_EMAIL, acao: 'excluir' });
    });
    parametros.invalidar();
    return { content: await estado(), message: MENSAGENS_DO_EMAIL.restaurado };
  });

  app.post<{ Body: PedidoDeEmailDeTeste }>(URL_EMAIL_DE_TESTE, { config: EDITAR, schema: { body: ESQUEMA_DO_TESTE } }, async (request): Promise<SuccessReply<null>> => {
    const erro = erroDoDestinatario(request.body.para);
    if (erro !== null) throw errosDeFormulario([{ field: 'para', message: erro }]);
    const resultado = await carteiro.enviar({ para: request.body.para.trim(), assunto: MENSAGENS_DO_EMAIL.assuntoDoTeste, corpo: MENSAGENS_DO_EMAIL.corpoDoTeste });
    if (resultado.situacao === 'falhou') throw new HttpError(422, `${MENSAGENS_DO_EMAIL.testeFalhou} ${resultado.erro}`);
    return { content: null, message: resultado.situacao === 'saida' ? MENSAGENS_DO_EMAIL.testeNaSaida : MENSAGENS_DO_EMAIL.testeEnviado };
  });

  rotasDaCaixaDeSaida(app, servicos);
}
