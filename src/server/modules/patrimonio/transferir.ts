import { sql } from 'kysely';
import { hojeNoModelo } from '../../../shared/format/dates.ts';
import { MENSAGENS_DO_PATRIMONIO as M } from '../../../shared/patrimonio/mensagens.ts';
import { errosDeFormulario, naoEncontrado } from '../../http/erros.ts';
import type { AcaoDoGancho } from '../../resources/ganchos.ts';
import { idDe, texto } from '../financeiro/valores.ts';
import { TIPO_TERMO } from './termo.ts';

// A transfer (the action transferir of bem): a new location, unit or responsible person (what
// is left blank stays), dated up to today. The move is kept in bem_transferencia and the term of
// responsibility (a PDF to sign) is written by a background job once the transfer commits; its
// end notice brings the link.

export const MENSAGEM_TRANSFERIDO = 'Bem transferido. O termo de responsabilidade será avisado quando estiver pronto.';

interface Atual {
  localId: number | null;
  unidadeId: number;
  responsavelId: number | null;
}

export const transferirBem: AcaoDoGancho = async (ctx, id, { dados = {} }) => {
  const { rows } = await sql<Atual>`
    SELECT local_id AS "localId", unidade_id AS "unidadeId", responsavel_id AS "responsavelId" FROM bem WHERE id = ${id} FOR UPDATE`.execute(ctx.trx);
  const atual = rows[0];
  if (atual === undefined) throw naoEncontrado();
  const data = texto(dados['data'])?.slice(0, 10) ?? hojeNoModelo();
  if (data > hojeNoModelo()) throw errosDeFormulario([{ field: 'data', message: M.transferenciaNoFuturo }]);
  const destino = {
    localId: idDe(dados['local']) ?? atual.localId,
    unidadeId: idDe(dados['unidade']) ?? atual.unidadeId,
    responsavelId: idDe(dados['responsavel']) ?? atual.responsavelId,
  };
  if (destino.localId === atual.localId && destino.unidadeId === atual.unidadeId && destino.responsavelId === atual.responsavelId) {
    throw errosDeFormulario([{ field: 'local', message: M.mesmoDestino }]);
  }
  const { rows: inseridas } = await sql<{ id: number }>`
    INSERT INTO bem_transferencia (bem_id, data, local_origem_id, local_destino_id, unidade_origem_id, unidade_destino_id, responsavel_origem_id, responsavel_destino_id, motivo, usuario_id)
    VALUES (${id}, ${data}::date, ${atual.localId}, ${destino.localId}, ${atual.unidadeId}, ${destino.unidadeId}, ${atual.responsavelId}, ${destino.responsavelId},
      ${texto(dados['motivo'])}, ${ctx.sessao.usuarioId})
    RETURNING id`.execute(ctx.trx);
  await sql`UPDATE bem SET local_id = ${destino.localId}, unidade_id = ${destino.unidadeId}, responsavel_id = ${destino.responsavelId}, atualizado_em = now()
    WHERE id = ${id}`.execute(ctx.trx);
  const transferenciaId = inseridas[0]!.id;
  const dono = { usuarioId: ctx.sessao.usuarioId, unidadeId: ctx.sessao.unidadeId };
  // Queued once the transfer is committed, so the job finds it; a queue that fails leaves the transfer recorded.
  ctx.depoisDoCommit(() => void ctx.servicos.tarefas.criar(TIPO_TERMO, dono, { transferenciaId }).catch(() => undefined));
  return { mensagem: MENSAGEM_TRANSFERIDO };
};
