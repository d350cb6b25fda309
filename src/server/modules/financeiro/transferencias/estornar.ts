import { sql } from 'kysely';
import { HttpError, naoEncontrado } from '../../../http/erros.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import type { AcaoDoGancho } from '../../../resources/ganchos.ts';
import { conferirEstornoDepoisDe, dataDoEstorno } from '../estorno.ts';
import { recusarSeFechado } from '../fechamento/trava.ts';
import { texto } from '../valores.ts';

// Reverses a transfer from either unit's side: both records are marked, with who, why and the day
// the reversal is booked on (its dialog's date, today by default; not before the transfer's own
// day), and the movements move the money back on that day.

export const MENSAGEM_TRANSFERENCIA_ESTORNADA = 'Transferência estornada.';
export const MENSAGEM_ESTORNO_ANTES_DA_TRANSFERENCIA = 'A data do estorno não pode ser anterior à da transferência ({data}).';
export const MENSAGEM_TRANSFERENCIA_DO_EMPRESTIMO = 'Esta transferência é do empréstimo entre projetos nº {numero} e não é estornada aqui: o empréstimo guarda o que foi transferido e devolvido.';

/** The loan between projects (aprovacaofinanceira) whose transfer or return this is, if any: its books are the loan's. */
async function emprestimoDaTransferencia(trx: Parameters<AcaoDoGancho>[0]['trx'], origem: number): Promise<number | null> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM emprestimo WHERE transferencia_id = ${origem}
    UNION ALL SELECT emprestimo_id FROM emprestimo_devolucao WHERE transferencia_id = ${origem}
    LIMIT 1`.execute(trx);
  return rows[0]?.id ?? null;
}

export const estornarTransferencia: AcaoDoGancho = async (ctx, id, { dados = {} }) => {
  const data = dataDoEstorno(dados);
  const { rows } = await sql<{ origem: number; dia: string }>`
    SELECT coalesce(origem_id, id) AS origem, to_char(data, 'YYYY-MM-DD') AS dia FROM transferencia WHERE id = ${id}`.execute(ctx.trx);
  const transferencia = rows[0];
  if (transferencia === undefined) throw naoEncontrado();
  const emprestimo = await emprestimoDaTransferencia(ctx.trx, transferencia.origem);
  if (emprestimo !== null) throw new HttpError(422, interpolar(MENSAGEM_TRANSFERENCIA_DO_EMPRESTIMO, { numero: emprestimo }));
  conferirEstornoDepoisDe(data, transferencia.dia, MENSAGEM_ESTORNO_ANTES_DA_TRANSFERENCIA);
  await recusarSeFechado(ctx.trx, data, 'data');
  await sql`
    UPDATE transferencia SET estornado_em = now(), estornado_por = ${ctx.sessao.usuarioId}, estorno_motivo = ${texto(dados['motivo'])},
      data_estorno = ${data}::date, atualizado_em = now()
    WHERE id = ${transferencia.origem} OR origem_id = ${transferencia.origem}`.execute(ctx.trx);
  return { mensagem: MENSAGEM_TRANSFERENCIA_ESTORNADA };
};
