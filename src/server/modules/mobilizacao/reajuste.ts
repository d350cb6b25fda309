import { sql } from 'kysely';
import { centavosDoDecimal, decimalDosCentavos, reaisDosCentavos } from '../../../shared/financeiro/centavos.ts';
import { hojeNoModelo } from '../../../shared/format/dates.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import { MENSAGENS_DA_MOBILIZACAO as M } from '../../../shared/mobilizacao/mensagens.ts';
import { percentualEscalado, reajusteAnual, textoDoPercentual } from '../../../shared/mobilizacao/reajuste.ts';
import { errosDeFormulario, naoEncontrado } from '../../http/erros.ts';
import type { AcaoDoGancho } from '../../resources/ganchos.ts';

// The colaboração's yearly adjustment (action reajustar of mobilizacao/colaboracoes): by its
// índice compounded over the twelve months before this one, a year after its start or its last
// adjustment (src/shared/mobilizacao/reajuste.ts). The trigger of migration 0054 keeps the change
// in the colaboração's history.

interface Colaboracao {
  valor: string;
  inicio: string;
  ultimo_reajuste: string | null;
  indice_id: number | null;
  indice: string | null;
}

export const reajustar: AcaoDoGancho = async (ctx, id) => {
  const { rows } = await sql<Colaboracao>`
    SELECT c.valor, c.inicio::text AS inicio, c.ultimo_reajuste::text AS ultimo_reajuste, c.indice_id, i.nome AS indice
    FROM colaboracao AS c LEFT JOIN mobilizacao_indice AS i ON i.id = c.indice_id
    WHERE c.id = ${id} AND c.unidade_id = ${ctx.sessao.unidadeId ?? 0} FOR UPDATE OF c`.execute(ctx.trx);
  const c = rows[0];
  if (c === undefined) throw naoEncontrado();
  if (c.indice_id === null || c.indice === null) throw errosDeFormulario([{ field: 'indice', message: M.reajusteSemIndice }]);
  const valores = await sql<{ competencia: string; percentual: string }>`
    SELECT competencia, percentual::text AS percentual FROM mobilizacao_indice_valor WHERE indice_id = ${c.indice_id}`.execute(ctx.trx);
  const valoresDoIndice = new Map(valores.rows.flatMap((v) => {
    const p = percentualEscalado(v.percentual);
    return p === null ? [] : [[v.competencia, p] as const];
  }));
  const hoje = hojeNoModelo();
  const antes = centavosDoDecimal(c.valor) ?? 0;
  const r = reajusteAnual({ valorCentavos: antes, inicio: c.inicio, ultimoReajuste: c.ultimo_reajuste, hoje, valoresDoIndice });
  if (!r.ok) {
    const message =
      r.motivo === 'antesDeUmAno'
        ? interpolar(M.reajusteAntesDeUmAno, { data: r.desde.split('-').reverse().join('/') })
        : interpolar(M.reajusteSemValores, { indice: c.indice, meses: r.faltam.map((m) => `${m.slice(5)}/${m.slice(0, 4)}`).join(', ') });
    throw errosDeFormulario([{ field: 'valor', message }]);
  }
  await sql`UPDATE colaboracao SET valor = ${decimalDosCentavos(r.valorCentavos)}::numeric, ultimo_reajuste = ${hoje}::date, atualizado_em = now() WHERE id = ${id}`.execute(ctx.trx);
  return {
    mensagem: interpolar(M.reajusteFeito, {
      percentual: textoDoPercentual(r.percentual),
      antes: formatMoney(reaisDosCentavos(antes)),
      depois: formatMoney(reaisDosCentavos(r.valorCentavos)),
    }),
  };
};
