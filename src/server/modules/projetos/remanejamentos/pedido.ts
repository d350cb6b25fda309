import { sql } from 'kysely';
import type { FieldError } from '../../../../shared/api/contract.ts';
import { centavosDosReais } from '../../../../shared/financeiro/centavos.ts';
import { MENSAGENS_DOS_PROJETOS as M } from '../../../../shared/projetos/mensagens.ts';
import { errosDoRemanejamento } from '../../../../shared/projetos/remanejamento.ts';
import { HttpError } from '../../../http/erros.ts';
import type { GanchosDoModelo } from '../../../resources/ganchos.ts';
import { idDe, numero, texto, type Registro } from '../../financeiro/valores.ts';
import { avaliarEAvisar, registrarPasso } from './avaliar.ts';
import { lerPedido, type Movimento } from './leitura.ts';

// The hooks of the model remanejamento (the request form): a month is stored as its first day;
// the request must fit the source rubrica (src/shared/projetos/remanejamento.ts); once stored,
// its requester and the first step of its history, then the alçadas (an amount of the automatic
// tier moves the budget at once). A stored request is never changed.

const doMes = (valor: unknown): string | null => texto(valor)?.slice(0, 7).concat('-01') ?? null;

function movimento(registro: Registro): Movimento | null {
  const [projetoId, rubricaOrigemId, rubricaDestinoId] = [idDe(registro['projeto']), idDe(registro['rubricaOrigem']), idDe(registro['rubricaDestino'])];
  const valor = numero(registro['valor']);
  const valorCentavos = valor === null ? null : centavosDosReais(valor);
  if (projetoId === null || rubricaOrigemId === null || rubricaDestinoId === null || valorCentavos === null) return null;
  return { projetoId, rubricaOrigemId, rubricaDestinoId, competenciaOrigem: doMes(registro['competenciaOrigem']), competenciaDestino: doMes(registro['competenciaDestino']), valorCentavos };
}

export const GANCHOS_DO_REMANEJAMENTO: GanchosDoModelo = {
  validar: async (ctx, registro, antes): Promise<FieldError[]> => {
    if (antes !== null) throw new HttpError(422, M.remanejamentoGravado);
    const m = movimento(registro);
    const pedido = m === null ? null : await lerPedido(ctx.trx, m);
    return pedido === null ? [] : errosDoRemanejamento(pedido);
  },
  antesDeSalvar: async (_ctx, registro) => ({
    ...registro,
    competenciaOrigem: doMes(registro['competenciaOrigem']),
    competenciaDestino: doMes(registro['competenciaDestino']),
  }),
  depoisDeSalvar: async (ctx, registro, antes) => {
    const id = idDe(registro['id']);
    if (antes !== null || id === null) return;
    const { usuarioId } = ctx.sessao;
    await sql`UPDATE remanejamento SET solicitante_id = ${usuarioId} WHERE id = ${id}`.execute(ctx.trx);
    await registrarPasso(ctx.trx, id, 'SOLICITADO', usuarioId, null, texto(registro['motivo']));
    await avaliarEAvisar(ctx, id);
  },
};
