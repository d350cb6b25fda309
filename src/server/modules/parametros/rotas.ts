import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../shared/api/contract.ts';
import {
  CHAVES_DE_PARAMETRO,
  MENSAGEM_PADRAO_RESTAURADO,
  MENSAGEM_PARAMETROS_SALVOS,
  URL_LOGO,
  URL_PARAMETROS,
  URL_PARAMETROS_DA_SESSAO,
  URL_PARAMETROS_PUBLICOS,
  politicaDeSenhaDos,
  type ChaveDeParametro,
  type EstadosDosParametros,
  type ParametrosDaSessao,
  type ParametrosPublicos,
} from '../../../shared/api/parametros.ts';
import { conferirAjustes } from '../../../shared/engine/ajustes.ts';
import { errosDeFormulario } from '../../http/erros.ts';
import { sessaoDe } from '../../http/tipos.ts';
import type { Servicos } from '../../servicos.ts';

import { gravarParametros, restaurarPadrao } from './gravacao.ts';
import { estadosDos, lerInstantaneo } from './leitura.ts';

const VISUALIZAR = { tags: ['configuracoes.parametro.visualizar'] } as const;
const EDITAR = { tags: ['configuracoes.parametro.editar'] } as const;

// Only the shape here: the keys and values are judged by the model's rules (with their messages).
const ESQUEMA_DO_PEDIDO = { type: 'object', maxProperties: 100 } as const;

const ESQUEMA_DA_CHAVE = { type: 'object', required: ['chave'], properties: { chave: { enum: CHAVES_DE_PARAMETRO } } } as const;

export function rotasDosParametros(app: FastifyInstance, servicos: Servicos): void {
  const { db, config, parametros } = servicos;
  const estados = async () => estadosDos(await parametros.instantaneo(), parametros.modelo);

  app.get(URL_PARAMETROS, { config: VISUALIZAR }, async (): Promise<SuccessReply<EstadosDosParametros>> => ({ content: await estados() }));

  app.put<{ Body: Record<string, unknown> }>(
    URL_PARAMETROS,
    { config: EDITAR, schema: { body: ESQUEMA_DO_PEDIDO } },
    async (request): Promise<SuccessReply<EstadosDosParametros>> => {
      // Read at the source, not from the cache: the audit records what is replaced.
      const antes = await lerInstantaneo(db, config, parametros.modelo);
      const { valores, erros } = conferirAjustes(parametros.modelo, request.body, antes.valores);
      if (erros.length > 0) throw errosDeFormulario(erros);
      await gravarParametros(db, sessaoDe(request), antes, valores);
      parametros.invalidar();
      return { content: await estados(), message: MENSAGEM_PARAMETROS_SALVOS };
    },
  );

  app.delete<{ Params: { chave: ChaveDeParametro } }>(
    `${URL_PARAMETROS}/:chave`,
    { config: EDITAR, schema: { params: ESQUEMA_DA_CHAVE } },
    async (request): Promise<SuccessReply<EstadosDosParametros>> => {
      await restaurarPadrao(db, sessaoDe(request), await lerInstantaneo(db, config, parametros.modelo), request.params.chave);
      parametros.invalidar();
      return { content: await estados(), message: MENSAGEM_PADRAO_RESTAURADO };
    },
  );

  app.get(URL_PARAMETROS_PUBLICOS, { config: { publico: true } }, async (_request, reply): Promise<SuccessReply<ParametrosPublicos>> => {
    const v = await parametros.valores();
    void reply.header('cache-control', 'no-cache');
    return {
      content: {
        nomeDaInstituicao: v.nomeDaInstituicao,
        logoUrl: v.logo === null ? null : `${URL_LOGO}?v=${v.logo}`,
        politicaDeSenha: politicaDeSenhaDos(v),
      },
    };
  });

  // Any session: what every screen may need (the map's tiles, the page size, the time zone).
  app.get(URL_PARAMETROS_DA_SESSAO, async (): Promise<SuccessReply<ParametrosDaSessao>> => {
    const v = await parametros.valores();
    return { content: { urlDosTiles: v.urlDosTiles, tamanhoDePagina: v.tamanhoDePagina, fusoHorario: v.fusoHorario } };
  });
}
