import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../shared/api/contract.ts';
import { ajustaveis, conferirAjustes, MENSAGENS_DOS_AJUSTES, type EstadosDosAjustes } from '../../shared/engine/ajustes.ts';
import type { Descriptor, Model } from '../../shared/engine/types.ts';
import type { Db } from '../db/database.ts';
import { errosDeFormulario } from '../http/erros.ts';
import { sessaoDe } from '../http/tipos.ts';
import { estadosGuardados, gravarAjustes, lerAjustes, restaurarAjuste, type DonoDosAjustes } from './ajustes.ts';
import { ganchosDe } from './ganchos.ts';
import { exigirTag } from './permissao.ts';

// The calls of a settings screen the engine serves (descriptor configuracao: true): the record
// in force per setting (GET), the changed settings (PUT, judged by conferirAjustes over what is
// in force) and a setting back to its default (DELETE {recurso}/{campo}). visualizar guards the
// read, editar the writes; an x-unidade model's settings are the session unit's. The model's
// validar hook, when its module registers one, judges the record as the save will leave it.

export function rotasDosAjustes(app: FastifyInstance, descritor: Descriptor, modelo: Model, db: Db): void {
  const { recurso, tags } = descritor;
  const porUnidade = modelo['x-unidade'] === true;
  const donoDe = (request: Parameters<typeof sessaoDe>[0]): DonoDosAjustes => ({ modelo, unidadeId: porUnidade ? sessaoDe(request).unidadeId : null });
  const estados = (request: Parameters<typeof sessaoDe>[0]) => estadosGuardados(db, donoDe(request));

  app.get(recurso, { onRequest: exigirTag(tags.visualizar, porUnidade) }, async (request): Promise<SuccessReply<EstadosDosAjustes>> => ({ content: await estados(request) }));
  if (tags.editar === undefined) return;
  const editar = exigirTag(tags.editar, porUnidade);

  // Only the shape here: each value is judged by the shared rules, with their messages.
  app.put<{ Body: Record<string, unknown> }>(recurso, { onRequest: editar, schema: { body: { type: 'object', maxProperties: 200 } } }, async (request): Promise<SuccessReply<EstadosDosAjustes>> => {
    const dono = donoDe(request);
    const emVigor = (await lerAjustes(db, dono)).valores;
    const { valores, erros } = conferirAjustes(modelo, request.body, emVigor);
    if (erros.length > 0) throw errosDeFormulario(erros);
    // The module's rules over the record as the save will leave it (a combination of settings).
    const validar = ganchosDe(modelo.$id).validar;
    const doModulo = validar === undefined ? [] : await validar({ trx: db, sessao: { unidadeId: dono.unidadeId ?? sessaoDe(request).unidadeId }, recurso: { url: recurso, modelo } }, { ...emVigor, ...valores }, emVigor);
    if (doModulo.length > 0) throw errosDeFormulario(doModulo);
    await gravarAjustes(db, sessaoDe(request), dono, valores);
    return { content: await estados(request), message: MENSAGENS_DOS_AJUSTES.salvos };
  });

  const CAMPO = { type: 'object', required: ['campo'], properties: { campo: { enum: ajustaveis(modelo).map(([campo]) => campo) } } } as const;
  app.delete<{ Params: { campo: string } }>(`${recurso}/:campo`, { onRequest: editar, schema: { params: CAMPO } }, async (request): Promise<SuccessReply<EstadosDosAjustes>> => {
    await restaurarAjuste(db, sessaoDe(request), donoDe(request), request.params.campo);
    return { content: await estados(request), message: MENSAGENS_DOS_AJUSTES.restaurado };
  });
}
