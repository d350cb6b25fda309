import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import {
  MENSAGENS_DO_EMAIL,
  URL_EMAIL_DE_TESTE,
  URL_PARAMETROS_EMAIL,
  erroDoDestinatario,
  type EstadosDoEmail,
  type PedidoDeEmailDeTeste,
} from '../../../../shared/api/parametrosEmail.ts';
import { ajustaveis, conferirAjustes, MENSAGENS_DOS_AJUSTES } from '../../../../shared/engine/ajustes.ts';
import { auditar } from '../../../auditoria.ts';
import type { SessaoAtiva } from '../../../auth/sessoes.ts';
import type { Db } from '../../../db/database.ts';
import { errosDeFormulario, HttpError } from '../../../http/erros.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import { estadosDosAjustes } from '../../../resources/index.ts';
import type { Servicos } from '../../../servicos.ts';

import { guardarValor } from '../gravacao.ts';
import { CHAVE_DO_EMAIL } from '../leitura.ts';
import { rotasDaCaixaDeSaida } from './saida.ts';

const VISUALIZAR = { tags: ['configuracoes.parametroemail.visualizar'] } as const;
const EDITAR = { tags: ['configuracoes.parametroemail.editar'] } as const;

// Only the shape here: the fields and values are judged by the model's rules, with their messages.
const ESQUEMA_DO_PEDIDO = { type: 'object', maxProperties: 50 } as const;
const ESQUEMA_DO_TESTE = { type: 'object', required: ['para'], properties: { para: {} }, additionalProperties: false } as const;

/** The saved fields, the row of the parameters' table; none saved: no row. */
async function guardar(db: Db, sessao: SessaoAtiva, campos: Readonly<Record<string, unknown>>, acao: 'alterar' | 'excluir', alteracoes: Record<string, unknown>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (Object.keys(campos).length === 0) await trx.deleteFrom('parametro').where('chave', '=', CHAVE_DO_EMAIL).execute();
    else await guardarValor(trx, CHAVE_DO_EMAIL, campos);
    await auditar(trx, { usuarioId: sessao.usuarioId, unidadeId: sessao.unidadeId, entidade: 'parametroemail', entidadeId: CHAVE_DO_EMAIL, acao, alteracoes });
  });
}

/** What the audit may hold of a change: the fields as set, the password only as changed or not. */
function auditavel(valores: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const { senha, ...visiveis } = valores;
  return senha === undefined ? visiveis : { ...visiveis, senhaAlterada: true };
}

export function rotasDoEmail(app: FastifyInstance, servicos: Servicos): void {
  const { db, parametros, carteiro } = servicos;
  const modelo = parametros.modeloDoEmail;
  const estados = async () => estadosDosAjustes(modelo, await parametros.email());
  /** The saved fields as they are (read at the source, not from the cache). */
  const guardados = async () => {
    parametros.invalidar();
    return parametros.email();
  };

  app.get(URL_PARAMETROS_EMAIL, { config: VISUALIZAR }, async (): Promise<SuccessReply<EstadosDoEmail>> => ({ content: await estados() }));

  app.put<{ Body: Record<string, unknown> }>(URL_PARAMETROS_EMAIL, { config: EDITAR, schema: { body: ESQUEMA_DO_PEDIDO } }, async (request): Promise<SuccessReply<EstadosDoEmail>> => {
    const antes = await guardados();
    const { valores, erros } = conferirAjustes(modelo, request.body, antes.valores);
    if (erros.length > 0) throw errosDeFormulario(erros);
    // An empty password keeps the one in force (the screen never holds it): conferirAjustes leaves it out.
    await guardar(db, sessaoDe(request), { ...Object.fromEntries(antes.guardados), ...valores }, 'alterar', auditavel(valores));
    parametros.invalidar();
    return { content: await estados(), message: MENSAGENS_DO_EMAIL.salvo };
  });

  const CAMPO = { type: 'object', required: ['campo'], properties: { campo: { enum: ajustaveis(modelo).map(([campo]) => campo) } } } as const;
  app.delete<{ Params: { campo: string } }>(`${URL_PARAMETROS_EMAIL}/:campo`, { config: EDITAR, schema: { params: CAMPO } }, async (request): Promise<SuccessReply<EstadosDoEmail>> => {
    const { campo } = request.params;
    const antes = await guardados();
    if (antes.guardados.has(campo)) {
      const campos = Object.fromEntries([...antes.guardados].filter(([nome]) => nome !== campo));
      await guardar(db, sessaoDe(request), campos, 'excluir', { restaurado: campo });
      parametros.invalidar();
    }
    return { content: await estados(), message: MENSAGENS_DOS_AJUSTES.restaurado };
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
