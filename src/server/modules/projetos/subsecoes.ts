import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../shared/api/contract.ts';
import { ajustaveis, conferirAjustes, MENSAGENS_DOS_AJUSTES, type EstadosDosAjustes } from '../../../shared/engine/ajustes.ts';
import type { Model } from '../../../shared/engine/types.ts';
import { auditar } from '../../auditoria.ts';
import type { Db } from '../../db/database.ts';
import { errosDeFormulario } from '../../http/erros.ts';
import { sessaoDe } from '../../http/tipos.ts';
import { incrementarVersao } from '../../resources/configuracao-campos.ts';
import { ajustesEmVigor, estadosDosAjustes, padroesDoModelo } from '../../resources/index.ts';
import type { SessaoAtiva } from '../../auth/sessoes.ts';

// Projetos › Configurações › Seções do projeto: which optional sections the project form shows.
// Each setting is a section of the form 'projetos' in the engine's section configuration
// (configuracao_secao), so the form, its validation and Configurações › Configuração de campos
// all read the same switch:
//   GET    /api/projetos/subsecoes         each section, on or off, and its default (on)
//   PUT    /api/projetos/subsecoes         the sections that change
//   DELETE /api/projetos/subsecoes/:campo  back to the default

export const URL_SUBSECOES = '/api/projetos/subsecoes';
const FORMULARIO = 'projetos';
const VISUALIZAR = { config: { tags: ['projetos.projeto.visualizar'] } } as const;
const EDITAR = { config: { tags: ['projetos.configuracao.editar'] } } as const;
const CORPO = { body: { type: 'object', maxProperties: 20 } } as const;

async function lerGuardados(db: Db, secoes: readonly string[]): Promise<[string, boolean][]> {
  const linhas = await db.selectFrom('configuracao_secao').select(['secao', 'visivel']).where('formulario', '=', FORMULARIO).execute();
  return linhas.filter((l) => secoes.includes(l.secao)).map((l) => [l.secao, l.visivel]);
}

async function gravar(db: Db, sessao: SessaoAtiva, valores: Readonly<Record<string, boolean | null>>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [secao, visivel] of Object.entries(valores)) {
      if (visivel === null) {
        await trx.deleteFrom('configuracao_secao').where('formulario', '=', FORMULARIO).where('secao', '=', secao).execute();
      } else {
        await trx
          .insertInto('configuracao_secao')
          .values({ formulario: FORMULARIO, secao, visivel })
          .onConflict((oc) => oc.columns(['formulario', 'secao']).doUpdateSet({ visivel }))
          .execute();
      }
    }
    await incrementarVersao(trx);
    await auditar(trx, { usuarioId: sessao.usuarioId, unidadeId: sessao.unidadeId, entidade: 'subsecaoProjeto', entidadeId: FORMULARIO, acao: 'alterar', alteracoes: valores });
  });
}

export function rotasDasSubsecoes(app: FastifyInstance, db: Db, modelo: Model): void {
  const secoes = ajustaveis(modelo).map(([campo]) => campo);
  const estados = async (): Promise<EstadosDosAjustes> => estadosDosAjustes(modelo, ajustesEmVigor(modelo, padroesDoModelo(modelo), await lerGuardados(db, secoes)));

  app.get(URL_SUBSECOES, VISUALIZAR, async (): Promise<SuccessReply<EstadosDosAjustes>> => ({ content: await estados() }));

  app.put<{ Body: Record<string, unknown> }>(URL_SUBSECOES, { ...EDITAR, schema: CORPO }, async (request): Promise<SuccessReply<EstadosDosAjustes>> => {
    const emVigor = ajustesEmVigor(modelo, padroesDoModelo(modelo), await lerGuardados(db, secoes)).valores;
    const { valores, erros } = conferirAjustes(modelo, request.body, emVigor);
    if (erros.length > 0) throw errosDeFormulario(erros);
    await gravar(db, sessaoDe(request), Object.fromEntries(Object.entries(valores).map(([secao, v]) => [secao, v === true])));
    return { content: await estados(), message: MENSAGENS_DOS_AJUSTES.salvos };
  });

  const CAMPO = { type: 'object', required: ['campo'], properties: { campo: { enum: secoes } } } as const;
  app.delete<{ Params: { campo: string } }>(`${URL_SUBSECOES}/:campo`, { ...EDITAR, schema: { params: CAMPO } }, async (request): Promise<SuccessReply<EstadosDosAjustes>> => {
    await gravar(db, sessaoDe(request), { [request.params.campo]: null });
    return { content: await estados(), message: MENSAGENS_DOS_AJUSTES.restaurado };
  });
}
