import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import { TAG_DO_INVENTARIO, URL_INVENTARIOS, type Inventario, type LeituraDoInventario, type ResumoDoInventario } from '../../../../shared/api/inventarioDoPatrimonio.ts';
import { plaquetaLida } from '../../../../shared/patrimonio/inventario.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import { MENSAGENS_DO_PATRIMONIO as M } from '../../../../shared/patrimonio/mensagens.ts';
import { errosDeFormulario, naoEncontrado } from '../../../http/erros.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import type { Db } from '../../../db/database.ts';
import type { Servicos } from '../../../servicos.ts';
import { bemDaPlaqueta, inventarioCompleto, leituraDe, resumoDoInventario, resumosDosInventarios } from './dados.ts';
import { fecharContagem } from './fechar.ts';

// The inventory count of a location (an action of patrimonio/bens, the count page): open one per
// location, read tags (typed or scanned), close it with found, missing, at another location and unknown. A count
// belongs to the session's unit: another unit's is a 404. See shared/api/inventarioDoPatrimonio.ts.

const CONFIG = { tags: [TAG_DO_INVENTARIO], exigeUnidade: true } as const;
const PARAMS = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;
const ABRIR = { type: 'object', required: ['local'], properties: { local: { type: 'integer', minimum: 1, maximum: 2147483647 } }, additionalProperties: false } as const;
const LER = { type: 'object', required: ['plaqueta'], properties: { plaqueta: { type: 'string', maxLength: 200 } }, additionalProperties: false } as const;

const ABERTO = 'Contagem aberta em {local}.';
const FECHADO = 'Contagem fechada: {encontrados} encontrado(s), {faltantes} faltante(s), {outrosLocais} de outro local, {desconhecidos} desconhecido(s).';

async function doInventario(db: Db, id: number, unidadeId: number): Promise<ResumoDoInventario> {
  const resumo = await resumoDoInventario(db, id, unidadeId);
  if (resumo === undefined) throw naoEncontrado();
  return resumo;
}

export function rotasDoInventario(app: FastifyInstance, { db }: Servicos): void {
  app.get(URL_INVENTARIOS, { config: CONFIG }, async (request): Promise<SuccessReply<ResumoDoInventario[]>> => ({
    content: await resumosDosInventarios(db, sessaoDe(request).unidadeId ?? 0),
  }));

  app.post<{ Body: { local: number } }>(URL_INVENTARIOS, { config: CONFIG, schema: { body: ABRIR } }, async (request): Promise<SuccessReply<{ id: number }>> => {
    const { usuarioId, unidadeId } = sessaoDe(request);
    const { rows: locais } = await sql<{ id: number; descricao: string }>`SELECT id, descricao FROM patrimonio_local WHERE id = ${request.body.local} AND ativo`.execute(db);
    const local = locais[0];
    if (local === undefined) throw errosDeFormulario([{ field: 'local', message: M.localInexistente }]);
    const { rows } = await sql<{ id: number }>`
      INSERT INTO inventario (unidade_id, local_id, aberto_por) VALUES (${unidadeId}, ${local.id}, ${usuarioId})
      ON CONFLICT (local_id) WHERE situacao = 'ABERTO' DO NOTHING RETURNING id`.execute(db);
    if (rows[0] === undefined) throw errosDeFormulario([{ field: 'local', message: M.inventarioJaAberto }]);
    return { content: { id: rows[0].id }, message: interpolar(ABERTO, { local: local.descricao }) };
  });

  app.get<{ Params: { id: number } }>(`${URL_INVENTARIOS}/:id`, { config: CONFIG, schema: { params: PARAMS } }, async (request): Promise<SuccessReply<Inventario>> => {
    const unidadeId = sessaoDe(request).unidadeId ?? 0;
    return { content: await inventarioCompleto(db, await doInventario(db, request.params.id, unidadeId), unidadeId) };
  });

  app.post<{ Params: { id: number }; Body: { plaqueta: string } }>(
    `${URL_INVENTARIOS}/:id/leituras`,
    { config: CONFIG, schema: { params: PARAMS, body: LER } },
    async (request): Promise<SuccessReply<LeituraDoInventario>> => {
      const { usuarioId, unidadeId } = sessaoDe(request);
      const inventario = await doInventario(db, request.params.id, unidadeId ?? 0);
      const plaqueta = plaquetaLida(request.body.plaqueta);
      if (plaqueta === undefined) throw errosDeFormulario([{ field: 'plaqueta', message: M.plaquetaInvalida }]);
      if (inventario.situacao !== 'ABERTO') throw errosDeFormulario([{ field: 'plaqueta', message: M.inventarioFechado }]);
      const bem = await bemDaPlaqueta(db, plaqueta);
      await sql`INSERT INTO inventario_leitura (inventario_id, plaqueta, bem_id, usuario_id) VALUES (${inventario.id}, ${plaqueta}, ${bem?.id ?? null}, ${usuarioId})
        ON CONFLICT (inventario_id, plaqueta) DO NOTHING`.execute(db);
      return { content: leituraDe(plaqueta, bem, { localId: inventario.localId, unidadeId: unidadeId ?? 0 }) };
    },
  );

  app.post<{ Params: { id: number } }>(`${URL_INVENTARIOS}/:id/fechar`, { config: CONFIG, schema: { params: PARAMS } }, async (request): Promise<SuccessReply<Inventario>> => {
    const { usuarioId, unidadeId } = sessaoDe(request);
    const u = unidadeId ?? 0;
    const inventario = await doInventario(db, request.params.id, u);
    await db.transaction().execute(async (trx) => {
      if (!(await fecharContagem(trx, inventario, u, usuarioId))) throw errosDeFormulario([{ field: 'situacao', message: M.inventarioFechado }]);
    });
    const fechado = await inventarioCompleto(db, await doInventario(db, inventario.id, u), u);
    const { encontrados, faltantes, outrosLocais, desconhecidos } = fechado;
    const message = interpolar(FECHADO, { encontrados: encontrados ?? 0, faltantes: faltantes ?? 0, outrosLocais: outrosLocais ?? 0, desconhecidos: desconhecidos ?? 0 });
    return { content: fechado, message };
  });
}
