import { sql } from 'kysely';
import { devolver } from '../../../../shared/emprestimos/devolucao.ts';
import { MENSAGENS_DOS_EMPRESTIMOS as M } from '../../../../shared/emprestimos/mensagens.ts';
import { centavosDosReais, decimalDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { formatDate, hojeNoModelo } from '../../../../shared/format/dates.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import { errosDeFormulario, HttpError } from '../../../http/erros.ts';
import type { AcaoDoGancho } from '../../../resources/ganchos.ts';
import { registrarTransferencia } from '../../financeiro/transferencias/registrar.ts';
import { numero, texto } from '../../financeiro/valores.ts';
import { registrarPasso } from './historico.ts';
import { descricaoDoEmprestimo, lerEmprestimo } from './leitura.ts';

// A return (the action devolver of emprestimoADevolver, its form's date and amount): never above
// what is owed, dated between the transfer and today, moved back from the receiving project's
// account to the lender's as a finance transfer. The last one settles the loan.

const MENSAGEM_DEVOLUCAO = 'Devolução registrada.';
const MENSAGEM_QUITADO = 'Devolução registrada: o empréstimo está quitado.';

export const devolverEmprestimo: AcaoDoGancho = async (ctx, id, { dados = {} }) => {
  const e = await lerEmprestimo(ctx.trx, id);
  const data = texto(dados['data'])?.slice(0, 10) ?? hojeNoModelo();
  if (data > hojeNoModelo()) throw errosDeFormulario([{ field: 'data', message: M.devolucaoNoFuturo }]);
  if (e.dataTransferencia !== null && data < e.dataTransferencia) {
    throw errosDeFormulario([{ field: 'data', message: interpolar(M.devolucaoAntesDaTransferencia, { data: formatDate(e.dataTransferencia) }) }]);
  }
  const reais = numero(dados['valor']);
  const centavos = reais === null ? null : centavosDosReais(reais);
  const resultado = devolver(e.situacao, e.valorCentavos, [e.devolvidoCentavos], centavos ?? 0);
  if ('erro' in resultado) throw errosDeFormulario([{ field: 'valor', message: resultado.erro }]);
  if (centavos === null || e.contaOrigemId === null || e.contaDestinoId === null) throw new HttpError(422, M.naoTransferido);
  const transferenciaId = await registrarTransferencia(ctx.trx, ctx.sessao.usuarioId, {
    data,
    contaOrigemId: e.contaDestinoId,
    contaDestinoId: e.contaOrigemId,
    centavos,
    descricao: descricaoDoEmprestimo(e, 'volta'),
  });
  await sql`INSERT INTO emprestimo_devolucao (emprestimo_id, data, valor, transferencia_id, usuario_id)
    VALUES (${id}, ${data}::date, ${decimalDosCentavos(centavos)}::numeric, ${transferenciaId}, ${ctx.sessao.usuarioId})`.execute(ctx.trx);
  await sql`UPDATE emprestimo SET devolvido = devolvido + ${decimalDosCentavos(centavos)}::numeric, situacao = ${resultado.situacao}, atualizado_em = now()
    WHERE id = ${id}`.execute(ctx.trx);
  await registrarPasso(ctx.trx, id, 'DEVOLUCAO', { usuarioId: ctx.sessao.usuarioId, centavos, transferenciaId });
  if (resultado.situacao !== 'QUITADO') return { mensagem: MENSAGEM_DEVOLUCAO };
  await registrarPasso(ctx.trx, id, 'QUITADO', { usuarioId: ctx.sessao.usuarioId, centavos: e.valorCentavos });
  return { mensagem: MENSAGEM_QUITADO };
};
