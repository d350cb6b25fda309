import type { Db } from '../../../db/database.ts';
import { ErroDaTarefa } from '../../../jobs/tipos.ts';
import type { Periodo } from '../periodo.ts';

// The breaks a report lists: those of the unit (never another's) started in the period,
// optionally of one user, optionally only the overruns; by user, day and start.

export interface FiltroDoRelatorio extends Periodo {
  unidadeId: number;
  usuarioId?: number;
  soExcedidos: boolean;
}

export interface LinhaDoRelatorio {
  usuario: string;
  data: string;
  grupo: string;
  tipo: string | null;
  iniciadoEm: Date;
  encerradoEm: Date | null;
  duracaoS: number | null;
  excedido: boolean;
}

/** More rows than this make a report no one reads and a job that holds them all in memory. */
export const LIMITE_DE_LINHAS = 20_000;

export async function lerLinhasDoRelatorio(db: Db, f: FiltroDoRelatorio): Promise<LinhaDoRelatorio[]> {
  let consulta = db
    .selectFrom('intervalo as i')
    .innerJoin('usuario as u', 'u.id', 'i.usuario_id')
    .innerJoin('grupo_intervalo as g', 'g.id', 'i.grupo_intervalo_id')
    .leftJoin('tipo_intervalo as t', 't.id', 'i.tipo_intervalo_id')
    .select([
      'u.nome as usuario',
      'i.data',
      'g.descricao as grupo',
      't.descricao as tipo',
      'i.iniciado_em',
      'i.encerrado_em',
      'i.duracao_s as duracaoS',
      'i.excedido',
    ])
    .where('i.unidade_id', '=', f.unidadeId)
    .where('i.data', '>=', f.dataInicial)
    .where('i.data', '<=', f.dataFinal)
    .where('i.iniciado_em', 'is not', null)
    .orderBy('u.nome')
    .orderBy('i.data')
    .orderBy('i.iniciado_em')
    .limit(LIMITE_DE_LINHAS + 1);
  if (f.usuarioId !== undefined) consulta = consulta.where('i.usuario_id', '=', f.usuarioId);
  if (f.soExcedidos) consulta = consulta.where('i.excedido', '=', true);
  const linhas = await consulta.execute();
  if (linhas.length > LIMITE_DE_LINHAS) {
    throw new ErroDaTarefa(`O período tem mais de ${LIMITE_DE_LINHAS.toLocaleString('pt-BR')} intervalos; escolha um período menor.`, { repetir: false });
  }
  return linhas.flatMap(({ iniciado_em, encerrado_em, ...resto }) => (iniciado_em === null ? [] : [{ ...resto, iniciadoEm: iniciado_em, encerradoEm: encerrado_em }]));
}
