import { sql } from 'kysely';
import { centavosDoDecimal } from '../../../shared/financeiro/centavos.ts';
import type { Alcada, Aprovador, Nivel, Regra } from '../../../shared/aprovacao/tipos.ts';
import type { Db } from '../../db/database.ts';

// The active tiers and profiles as the rules read them for one título: each level's approvers are
// the active users of its active profiles that cover the título's cost centre (a profile without
// cost centres covers all), with their profile's monthly limit and what they approved this month
// on other títulos. Several rows of one level number are one level.

interface PerfilLido {
  id: number;
  usuarios: number[];
  centros: number[];
  limite: string | null;
}

interface NivelLido {
  alcada_id: number;
  nivel: number;
  regra: Regra;
  perfis: number[];
}

interface AlcadaLida {
  id: number;
  minimo: string;
  maximo: string | null;
  vale: boolean;
}

/** The título whose approvers are resolved. */
export interface TituloDaConfiguracao {
  id: number;
  centroCustoId: number | null;
}

const centavos = (decimal: string): number => centavosDoDecimal(decimal) ?? 0;
const ids = (lista: unknown): number[] =>
  Array.isArray(lista) ? lista.flatMap((item: unknown) => (typeof item === 'object' && item !== null && 'id' in item && typeof item.id === 'number' ? [item.id] : [])) : [];

async function perfisQueCobrem(trx: Db, centroCustoId: number | null): Promise<Map<number, PerfilLido>> {
  const { rows } = await sql<{ id: number; usuarios: unknown; centros: unknown; limite: string | null }>`
    SELECT id, usuarios, centros_custo AS centros, limite_mensal::text AS limite FROM perfil_aprovacao WHERE ativo`.execute(trx);
  const ativos = new Set((await sql<{ id: number }>`SELECT id FROM usuario WHERE ativo`.execute(trx)).rows.map((r) => r.id));
  const perfis = rows
    .map((r) => ({ id: r.id, usuarios: ids(r.usuarios).filter((u) => ativos.has(u)), centros: ids(r.centros), limite: r.limite }))
    .filter((p) => p.centros.length === 0 || (centroCustoId !== null && p.centros.includes(centroCustoId)));
  return new Map(perfis.map((p) => [p.id, p]));
}

async function aprovadoNoMes(trx: Db, tituloId: number): Promise<Map<number, number>> {
  const { rows } = await sql<{ usuario_id: number; soma: string }>`
    SELECT usuario_id, sum(valor)::text AS soma FROM aprovacao_decisao
    WHERE decisao = 'APROVADO' AND valida AND titulo_id <> ${tituloId} AND criado_em >= date_trunc('month', now())
    GROUP BY usuario_id`.execute(trx);
  return new Map(rows.map((r) => [r.usuario_id, centavos(r.soma)]));
}

const maisFolgado = (a: number | null, b: number | null): number | null => (a === null || b === null ? null : Math.max(a, b));

/** A level's approvers, one per user: the loosest limit of the profiles that put them there. */
function aprovadoresDe(perfis: readonly PerfilLido[], usado: ReadonlyMap<number, number>): Aprovador[] {
  const porUsuario = new Map<number, Aprovador>();
  for (const perfil of perfis) {
    const limite = perfil.limite === null ? null : centavos(perfil.limite);
    for (const usuarioId of perfil.usuarios) {
      const atual = porUsuario.get(usuarioId);
      const limiteMensalCentavos = atual === undefined ? limite : maisFolgado(atual.limiteMensalCentavos, limite);
      porUsuario.set(usuarioId, { usuarioId, limiteMensalCentavos, aprovadoNoMesCentavos: usado.get(usuarioId) ?? 0 });
    }
  }
  return [...porUsuario.values()];
}

/** The active tiers, each level resolved for the título. */
export async function alcadasDoTitulo(trx: Db, titulo: TituloDaConfiguracao): Promise<Alcada[]> {
  const alcadas = await sql<AlcadaLida>`
    SELECT id, valor_minimo::text AS minimo, valor_maximo::text AS maximo, uma_aprovacao_vale_por_niveis AS vale FROM alcada WHERE ativo`.execute(trx);
  const niveis = await sql<NivelLido & { perfis: unknown }>`SELECT alcada_id, nivel, regra, perfis FROM alcada_nivel ORDER BY alcada_id, nivel, ordem`.execute(trx);
  const perfis = await perfisQueCobrem(trx, titulo.centroCustoId);
  const usado = await aprovadoNoMes(trx, titulo.id);
  return alcadas.rows.map((a) => {
    const daAlcada = niveis.rows.filter((n) => n.alcada_id === a.id);
    const numeros = [...new Set(daAlcada.map((n) => n.nivel))];
    const resolvidos: Nivel[] = numeros.map((ordem) => {
      const linhas = daAlcada.filter((n) => n.nivel === ordem);
      const doNivel = linhas.flatMap((n) => ids(n.perfis)).flatMap((id) => perfis.get(id) ?? []);
      return { ordem, regra: linhas.some((n) => n.regra === 'TODOS') ? 'TODOS' : 'QUALQUER', aprovadores: aprovadoresDe(doNivel, usado) };
    });
    return { id: a.id, minimoCentavos: centavos(a.minimo), maximoCentavos: a.maximo === null ? null : centavos(a.maximo), niveis: resolvidos, umaAprovacaoValePorNiveis: a.vale };
  });
}
