import { sql, type RawBuilder } from 'kysely';
import { decidir } from '../../../../shared/emprestimos/aprovacao.ts';
import { hasPermission } from '../../../../shared/permissions/check.ts';
import { HttpError } from '../../../http/erros.ts';
import type { AcaoDoGancho, ContextoDoFiltro } from '../../../resources/ganchos.ts';
import { registrarPasso } from './historico.ts';
import { decisoesDe, gravarDecisoes, lerEmprestimo } from './leitura.ts';
import { TAGS_DOS_EMPRESTIMOS } from './tags.ts';
import { transferirEmprestimo } from './transferir.ts';

// Approve and reject (the actions of emprestimoAAprovar, one by one or on the selection), and the
// list's scope: only what waits for the reader. The last approval transfers the money in the same
// transaction, so a refused transfer (a closed period, an inactive account) leaves the loan waiting.

const TAG_FINANCEIRO = TAGS_DOS_EMPRESTIMOS.financeiro;

const MENSAGEM_APROVADO = 'Aprovação registrada.';
const MENSAGEM_TRANSFERIDO = 'Empréstimo aprovado e transferido.';
const MENSAGEM_REJEITADO = 'Empréstimo rejeitado.';

const decisao =
  (aprovada: boolean): AcaoDoGancho =>
  async (ctx, id, { motivo = null }) => {
    const emprestimo = await lerEmprestimo(ctx.trx, id);
    const decisor = { usuarioId: ctx.sessao.usuarioId, financeiro: hasPermission(ctx.sessao.tags, [TAG_FINANCEIRO]) };
    const resultado = decidir(emprestimo, await decisoesDe(ctx.trx, id), decisor, aprovada);
    if ('erro' in resultado) throw new HttpError(422, resultado.erro);
    await gravarDecisoes(ctx.trx, id, resultado.novas, motivo);
    await registrarPasso(ctx.trx, id, aprovada ? 'APROVACAO' : 'REJEICAO', { usuarioId: decisor.usuarioId, papeis: resultado.novas.map((d) => d.papel), motivo });
    await sql`UPDATE emprestimo SET situacao = ${resultado.situacao}, atualizado_em = now() WHERE id = ${id}`.execute(ctx.trx);
    if (resultado.situacao !== 'APROVADO') return { mensagem: aprovada ? MENSAGEM_APROVADO : MENSAGEM_REJEITADO };
    await registrarPasso(ctx.trx, id, 'APROVADO', { usuarioId: decisor.usuarioId, centavos: emprestimo.valorCentavos });
    await transferirEmprestimo(ctx, emprestimo);
    return { mensagem: MENSAGEM_TRANSFERIDO };
  };

export const aprovarEmprestimo = decisao(true);
export const rejeitarEmprestimo = decisao(false);

/**
 * The loans that wait for the reader: not requested by them, not decided by them, and holding a
 * role still open (coordinator of a project, or finance when coordinating neither).
 */
export function aguardandoOLeitor(ctx: ContextoDoFiltro): RawBuilder<unknown>[] {
  const u = ctx.sessao.usuarioId;
  const financeiro = ctx.sessao.tags !== undefined && hasPermission(ctx.sessao.tags, [TAG_FINANCEIRO]);
  const aberto = (papel: string) => sql`NOT EXISTS (SELECT 1 FROM emprestimo_aprovacao AS a WHERE a.emprestimo_id = e.id AND a.papel = ${papel})`;
  return [
    sql`EXISTS (SELECT 1 FROM emprestimo AS e JOIN projeto AS po ON po.id = e.projeto_origem_id JOIN projeto AS pd ON pd.id = e.projeto_destino_id
      WHERE e.id = ${ctx.coluna('id')} AND e.solicitante_id IS DISTINCT FROM ${u}
        AND NOT EXISTS (SELECT 1 FROM emprestimo_aprovacao AS a WHERE a.emprestimo_id = e.id AND a.usuario_id = ${u})
        AND ((po.coordenador_id = ${u} AND ${aberto('COORDENADOR_ORIGEM')})
          OR (pd.coordenador_id = ${u} AND ${aberto('COORDENADOR_DESTINO')})
          OR (${financeiro} AND po.coordenador_id IS DISTINCT FROM ${u} AND pd.coordenador_id IS DISTINCT FROM ${u} AND ${aberto('FINANCEIRO')})))`,
  ];
}
