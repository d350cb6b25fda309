import { sql } from 'kysely';
import type { AdaptadorDaConcessionaria } from '../../../../shared/mobilizacao/concessionarias/adaptador.ts';
import { centavosDoDecimal } from '../../../../shared/financeiro/centavos.ts';
import type { Db } from '../../../db/database.ts';

// A utility's adapter as its collection method stores it (migrations 0054 and 0057).

export interface ConcessionariaGravada extends AdaptadorDaConcessionaria {
  id: number;
  ativo: boolean;
}

interface Linha {
  id: number;
  codigo: string;
  nome: string;
  convenio: string;
  taxa: string;
  tarifa: string;
  inicio: number | null;
  fim: number | null;
  ativo: boolean;
}

/** The utility of the page's code (mobilizacao/concessionarias/{codigo}); null when there is none. */
export async function concessionariaDoCodigo(db: Db, codigo: string): Promise<ConcessionariaGravada | null> {
  const { rows } = await sql<Linha>`
    SELECT id, codigo, nome, convenio, taxa_percentual::text AS taxa, tarifa_fixa::text AS tarifa, instalacao_inicio AS inicio, instalacao_fim AS fim, ativo
    FROM mobilizacao_forma_cobranca WHERE tipo = 'concessionaria' AND codigo = ${codigo}`.execute(db);
  const l = rows[0];
  if (l === undefined) return null;
  return {
    id: l.id,
    codigo: l.codigo,
    nome: l.nome,
    convenio: l.convenio,
    taxaPercentual: Number(l.taxa),
    tarifaFixaCentavos: centavosDoDecimal(l.tarifa) ?? 0,
    layout: 'FEBRABAN150',
    identificacaoNoCodigoDeBarras: { inicio: l.inicio ?? 1, fim: l.fim ?? 44 },
    ativo: l.ativo,
  };
}
