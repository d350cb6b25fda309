import { sql } from 'kysely';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import { MENSAGENS_DO_PLANO as M } from '../../../../shared/orcamento/mensagens-do-plano.ts';
import { errosDeFormulario } from '../../../http/erros.ts';
import type { AcaoDoGancho, ContextoDoGancho, GanchosDoModelo } from '../../../resources/ganchos.ts';
import type { Registro } from '../../../resources/registro.ts';
import { LeitorDoOrcamento } from './entrada.ts';
import { fecharAno, reabrirAno, type MudancaDoFechamento } from './fechamento.ts';

// The Fechamento tab's rows (model anoDoOrcamento, view vw_orcamento_ano) and their two actions.
// A row's id is its year: any year the plan takes (2000–2100) is one, an empty year open until
// closed, so a year with no line yet can be closed as before. The year's lock and the audit are
// fecharAno's and reabrirAno's.

async function lerAno(ctx: ContextoDoGancho, id: number): Promise<Registro> {
  const leitor = new LeitorDoOrcamento();
  const ano = leitor.ano(id);
  if (leitor.erros.length > 0) throw errosDeFormulario(leitor.erros);
  const { rows } = await sql<Registro>`
    SELECT id, ano, linhas, receitas::float8 AS receitas, despesas::float8 AS despesas, situacao,
      fechado_por AS "fechadoPor", fechado_em AS "fechadoEm"
    FROM vw_orcamento_ano WHERE unidade_id = ${ctx.sessao.unidadeId} AND ano = ${ano}`.execute(ctx.trx);
  return rows[0] ?? { id: ano, ano, linhas: 0, receitas: 0, despesas: 0, situacao: 'ABERTO', fechadoPor: null, fechadoEm: null };
}

function mudanca(mudar: (trx: ContextoDoGancho['trx'], m: MudancaDoFechamento) => Promise<void>, mensagem: string): AcaoDoGancho {
  return async (ctx, ano) => {
    await mudar(ctx.trx, { unidadeId: ctx.sessao.unidadeId ?? 0, usuarioId: ctx.sessao.usuarioId, ano });
    return { conteudo: await lerAno(ctx, ano), mensagem: interpolar(mensagem, { ano: String(ano) }) };
  };
}

export const GANCHOS_DO_ANO_DO_ORCAMENTO: GanchosDoModelo = {
  ler: lerAno,
  acoes: { fechar: mudanca(fecharAno, M.fechado), reabrir: mudanca(reabrirAno, M.reaberto) },
};
