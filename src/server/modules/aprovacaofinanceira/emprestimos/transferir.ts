import { sql } from 'kysely';
import { MENSAGENS_DOS_EMPRESTIMOS as M } from '../../../../shared/emprestimos/mensagens.ts';
import { recusaPeloMrosc } from '../../../../shared/emprestimos/mrosc.ts';
import { hojeNoModelo } from '../../../../shared/format/dates.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import { HttpError } from '../../../http/erros.ts';
import type { ContextoDoGancho } from '../../../resources/ganchos.ts';
import { registrarTransferencia } from '../../financeiro/transferencias/registrar.ts';
import { registrarPasso } from './historico.ts';
import { descricaoDoEmprestimo, type EmprestimoLido } from './leitura.ts';

// The approved loan's money goes out today, from the lending project's account to the receiving
// one's, as a finance transfer (two movements, the consolidated balance unchanged). The MROSC rule
// is asked again: the lending project may have become a partnership since the request.

export async function transferirEmprestimo(ctx: ContextoDoGancho, e: EmprestimoLido): Promise<void> {
  const mrosc = recusaPeloMrosc(e.origem);
  if (mrosc !== null) throw new HttpError(422, mrosc);
  const [contaOrigemId, contaDestinoId] = [e.origem.contaId ?? e.contaOrigemId, e.destino.contaId ?? e.contaDestinoId];
  if (contaOrigemId === null) throw new HttpError(422, interpolar(M.semConta, { projeto: `${e.origem.codigo} – ${e.origem.nome}` }));
  if (contaDestinoId === null) throw new HttpError(422, interpolar(M.semConta, { projeto: `${e.destino.codigo} – ${e.destino.nome}` }));
  const data = hojeNoModelo();
  const transferenciaId = await registrarTransferencia(ctx.trx, ctx.sessao.usuarioId, {
    data,
    contaOrigemId,
    contaDestinoId,
    centavos: e.valorCentavos,
    descricao: descricaoDoEmprestimo(e, 'ida'),
  });
  await sql`
    UPDATE emprestimo SET situacao = 'TRANSFERIDO', transferencia_id = ${transferenciaId}, data_transferencia = ${data}::date,
      conta_origem_id = ${contaOrigemId}, conta_destino_id = ${contaDestinoId}, atualizado_em = now()
    WHERE id = ${e.id}`.execute(ctx.trx);
  await registrarPasso(ctx.trx, e.id, 'TRANSFERIDO', { usuarioId: ctx.sessao.usuarioId, centavos: e.valorCentavos, transferenciaId });
}
