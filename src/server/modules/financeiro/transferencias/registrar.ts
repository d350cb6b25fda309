import { sql } from 'kysely';
import { decimalDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { auditar } from '../../../auditoria.ts';
import type { Db } from '../../../db/database.ts';
import { MENSAGENS } from '../../../../shared/messages.ts';
import { errosDeFormulario } from '../../../http/erros.ts';
import { contabilizar } from '../contabilidade/contabilizar.ts';
import { recusarSeFechado } from '../fechamento/trava.ts';
import { gravarLadoDoDestino } from './lados.ts';
import { errosDaTransferencia } from './regras.ts';

// A transfer another module's action writes in its own transaction (a loan between projects and
// its returns): the form's rules (the closed period, two different active accounts), both units'
// sides, the accounting entries and the audit row, as the form's save gives them. It is then an
// ordinary transfer: listed, reconciled and reversed by the finance core.

export interface NovaTransferencia {
  data: string;
  contaOrigemId: number;
  contaDestinoId: number;
  centavos: number;
  descricao: string;
}

/** Writes the transfer by `usuarioId` and returns its id; 422 (field data, contaOrigem, contaDestino) as the form's save. */
export async function registrarTransferencia(trx: Db, usuarioId: number, nova: NovaTransferencia): Promise<number> {
  await recusarSeFechado(trx, nova.data, 'data');
  const erros = await errosDaTransferencia(trx, { contaOrigem: { id: nova.contaOrigemId }, contaDestino: { id: nova.contaDestinoId } });
  if (erros.length > 0) throw errosDeFormulario(erros);
  const { rows } = await sql<{ id: number; unidadeId: number }>`
    INSERT INTO transferencia (unidade_id, data, conta_origem_id, conta_destino_id, valor, descricao)
    SELECT c.unidade_id, ${nova.data}::date, c.id, ${nova.contaDestinoId}, ${decimalDosCentavos(nova.centavos)}::numeric, ${nova.descricao}
    FROM conta AS c WHERE c.id = ${nova.contaOrigemId}
    RETURNING id, unidade_id AS "unidadeId"`.execute(trx);
  const gravada = rows[0];
  if (gravada === undefined) throw errosDeFormulario([{ field: 'contaOrigem', message: MENSAGENS.naoEncontrado }]);
  await gravarLadoDoDestino(trx, gravada.id, gravada.unidadeId);
  await contabilizar(trx, { transferencias: [gravada.id] });
  await auditar(trx, { usuarioId, unidadeId: gravada.unidadeId, entidade: 'transferencia', entidadeId: gravada.id, acao: 'criar', alteracoes: { ...nova } });
  return gravada.id;
}
