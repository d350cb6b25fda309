import { sql, type RawBuilder } from 'kysely';
import type { ContextoDoFiltro } from '../../../resources/ganchos.ts';

// The títulos lists' "Pago em" / "Recebido em" filter (a parameter of the filter, not a field of
// the título): títulos with a baixa dated in the period and not reversed by its end, the list a
// dashboard's realised amount opens.

interface Datas {
  inicial: string | null;
  final: string | null;
}

const ehDatas = (valor: unknown): valor is Datas => typeof valor === 'object' && valor !== null && 'inicial' in valor && 'final' in valor;

export function filtrarPorBaixa(ctx: ContextoDoFiltro, parametros: Readonly<Record<string, unknown>>): RawBuilder<unknown>[] {
  const periodo = parametros['baixadoEm'];
  if (!ehDatas(periodo)) return [];
  const de = periodo.inicial?.slice(0, 10) ?? null;
  const ate = periodo.final?.slice(0, 10) ?? null;
  return [
    sql`EXISTS (SELECT 1 FROM baixa AS b WHERE b.titulo_id = ${ctx.coluna('id')}
      ${de === null ? sql`` : sql`AND b.data >= ${de}::date`} ${ate === null ? sql`` : sql`AND b.data <= ${ate}::date`}
      AND (b.estornada_em IS NULL ${ate === null ? sql`` : sql`OR b.estornada_em > ${ate}::date`}))`,
  ];
}
