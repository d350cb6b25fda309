import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DadosDaParceria } from '../../../shared/portaltransparencia/publicacao.ts';
import { ROTULOS_DOS_INSTRUMENTOS } from '../../../shared/portaltransparencia/instrumentos.ts';

/** A project's MROSC terms as the portal shows them, and the date its final report was presented. */
export interface ParceriaDoProjeto extends DadosDaParceria {
  projetoId: number;
  prestacaoFinalApresentadaEm: string | null;
}

const data = (valor: unknown): string | null => (valor instanceof Date ? valor.toISOString().slice(0, 10) : typeof valor === 'string' ? valor.slice(0, 10) : null);

/** The partnerships of the given projects, by project id. */
export async function parceriasDosProjetos(db: Db, ids: readonly number[]): Promise<Map<number, ParceriaDoProjeto>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{
    id: number;
    parceiro: string | null;
    instrumento: string | null;
    numero_termo: string | null;
    objeto: string | null;
    valor_parceria: string | null;
    vigencia_inicio: unknown;
    vigencia_fim: unknown;
    final_em: unknown;
  }>`
    SELECT p.id, pe.nome AS parceiro, p.instrumento, p.numero_termo, p.objeto, p.valor_parceria, p.vigencia_inicio, p.vigencia_fim,
           (SELECT max(pp.apresentada_em) FROM projeto_prestacao pp WHERE pp.projeto_id = p.id AND pp.tipo = 'FINAL' AND pp.ativo) AS final_em
      FROM projeto p LEFT JOIN pessoa pe ON pe.id = p.financiador_id
     WHERE p.id IN (${sql.join(ids)})`.execute(db);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        projetoId: r.id,
        parceiro: r.parceiro,
        instrumento: r.instrumento === null ? null : (ROTULOS_DOS_INSTRUMENTOS[r.instrumento] ?? r.instrumento),
        numeroTermo: r.numero_termo,
        objeto: r.objeto,
        valor: r.valor_parceria === null ? null : Number(r.valor_parceria),
        vigenciaInicio: data(r.vigencia_inicio),
        vigenciaFim: data(r.vigencia_fim),
        prestacaoFinalApresentadaEm: data(r.final_em),
      },
    ]),
  );
}
