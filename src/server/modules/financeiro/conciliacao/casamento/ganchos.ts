import { sql } from 'kysely';
import type { GanchosDoModelo } from '../../../../resources/ganchos.ts';
import type { Registro } from '../../../../resources/registro.ts';
import { naoEncontrado } from '../../../../http/erros.ts';
import { contasDaUnidade } from '../../movimento/contas.ts';
import { fecharConciliacao, reabrirConciliacao } from './fechamento.ts';

// The Fechamento tab's rows (model contaConciliada, view vw_conciliacao_conta: an account with its
// last closing) and their two actions, fechar {ate} and reabrir (the last). The view's row is read
// unlocked (its lateral join takes no lock); fechamento.ts locks the account and audits.

export const GANCHOS_DA_CONTA_CONCILIADA: GanchosDoModelo = {
  ler: async (ctx, id) => {
    const { rows } = await sql<Registro>`
      SELECT id, descricao, to_char(fechada_ate, 'YYYY-MM-DD') AS "fechadaAte" FROM vw_conciliacao_conta
      WHERE id = ${id} AND unidade_id = ${ctx.sessao.unidadeId}`.execute(ctx.trx);
    return rows[0] ?? null;
  },
  acoes: {
    fechar: async (ctx, id, { dados }) => {
      const [conta] = await contasDaUnidade(ctx.trx, ctx.sessao.unidadeId ?? 0, id);
      if (conta === undefined) throw naoEncontrado();
      // The form's model requires ate, a day (YYYY-MM-DD) once checked (formulario-da-acao.ts).
      return { mensagem: await fecharConciliacao(ctx, conta, dados?.['ate'] as string) };
    },
    reabrir: async (ctx, id) => ({ mensagem: await reabrirConciliacao(ctx, id) }),
  },
};
