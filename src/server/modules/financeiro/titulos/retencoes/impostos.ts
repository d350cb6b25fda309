import { sql } from 'kysely';
import type { Db } from '../../../../db/database.ts';
import { centavosDoDecimal } from '../../../../../shared/financeiro/centavos.ts';
import type { ComponenteDoImposto } from '../../../../../shared/financeiro/imposto.ts';
import type { ImpostoDaRetencao } from '../../../../../shared/financeiro/retencoes.ts';
import type { RegraDeVencimento } from '../../../../../shared/financeiro/vencimentoDoImposto.ts';

// The taxes a despesa's retenções name, as the finance configuration holds them: the rate and
// minimum the withholding needs, the rule of its due date, whether it is still in use.

export interface ImpostoLido extends ImpostoDaRetencao, RegraDeVencimento {
  id: number;
  ativo: boolean;
}

interface Linha {
  id: number;
  sigla: string;
  aliquota: string;
  componentes: ComponenteDoImposto[] | null;
  valor_minimo: string | null;
  fato_gerador: RegraDeVencimento['fatoGerador'];
  vencimento_dia: number;
  vencimento_meses: number;
  vencimento_dia_nao_util: RegraDeVencimento['vencimentoDiaNaoUtil'];
  ativo: boolean;
}

export async function impostosPorId(db: Db, ids: readonly number[]): Promise<Map<number, ImpostoLido>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<Linha>`
    SELECT id, sigla, aliquota::text AS aliquota, componentes, valor_minimo::text AS valor_minimo, fato_gerador,
      vencimento_dia, vencimento_meses, vencimento_dia_nao_util, ativo
    FROM imposto WHERE id = ANY(${[...new Set(ids)]}::int[])`.execute(db);
  return new Map(
    rows.map((l) => [
      l.id,
      {
        id: l.id,
        sigla: l.sigla,
        // numeric(7,4) as text: at most four decimals, which a double holds exactly enough for emDezMilesimos.
        aliquota: Number(l.aliquota),
        componentes: l.componentes,
        valorMinimoCentavos: l.valor_minimo === null ? null : centavosDoDecimal(l.valor_minimo),
        fatoGerador: l.fato_gerador,
        vencimentoDia: l.vencimento_dia,
        vencimentoMeses: l.vencimento_meses,
        vencimentoDiaNaoUtil: l.vencimento_dia_nao_util,
        ativo: l.ativo,
      },
    ]),
  );
}
