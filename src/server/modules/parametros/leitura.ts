import {
  CHAVES_DE_PARAMETRO,
  PADROES_DOS_PARAMETROS,
  type ChaveDeParametro,
  type EstadosDosParametros,
  type ValoresDosParametros,
} from '../../../shared/api/parametros.ts';
import { valorGuardadoValido } from '../../../shared/parametros/regras.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';

// What the parameters' table holds, read in one round. The table also keeps other modules' rows
// (the authtoken secret among them): only the keys named here are ever read.

/** The SMTP settings saved on the parametroemail screen. */
export const CHAVE_DO_EMAIL = 'parametroemail';
/** The institution's name as installed, kept when it is first changed (its "default"). */
export const CHAVE_DO_NOME_ORIGINAL = 'padrao_nomeDaInstituicao';

export interface Instantaneo {
  /** The stored overrides, by key, that still pass their rule. */
  guardados: ReadonlyMap<ChaveDeParametro, unknown>;
  email: unknown;
  padroes: ValoresDosParametros;
  valores: ValoresDosParametros;
}

export function padroesDoAmbiente(config: Pick<Config, 'sessionIdleMinutes' | 'sessionMaxHours'>, nomeOriginal: string): ValoresDosParametros {
  return {
    ...PADROES_DOS_PARAMETROS,
    nomeDaInstituicao: nomeOriginal,
    sessaoInativaMinutos: config.sessionIdleMinutes,
    sessaoMaximaHoras: config.sessionMaxHours,
  };
}

export async function lerInstantaneo(db: Db, config: Config): Promise<Instantaneo> {
  const [linhas, instituicao] = await Promise.all([
    db
      .selectFrom('parametro')
      .select(['chave', 'valor'])
      .where('chave', 'in', [...CHAVES_DE_PARAMETRO, CHAVE_DO_EMAIL, CHAVE_DO_NOME_ORIGINAL])
      .execute(),
    db.selectFrom('instituicao').select('nome').executeTakeFirst(),
  ]);
  const porChave = new Map(linhas.map((l) => [l.chave, l.valor]));
  const original = porChave.get(CHAVE_DO_NOME_ORIGINAL);
  const padroes = padroesDoAmbiente(config, typeof original === 'string' ? original : (instituicao?.nome ?? PADROES_DOS_PARAMETROS.nomeDaInstituicao));
  const guardados = new Map<ChaveDeParametro, unknown>();
  for (const chave of CHAVES_DE_PARAMETRO) {
    if (porChave.has(chave) && valorGuardadoValido(chave, porChave.get(chave))) guardados.set(chave, porChave.get(chave));
  }
  const valores = { ...padroes, ...Object.fromEntries(guardados) } as ValoresDosParametros;
  return { guardados, email: porChave.get(CHAVE_DO_EMAIL), padroes, valores };
}

/** GET /api/parametros: each parameter's value, default and whether it is overridden. */
export function estadosDos(instantaneo: Instantaneo): EstadosDosParametros {
  const estado = <C extends ChaveDeParametro>(chave: C) => ({
    valor: instantaneo.valores[chave],
    padrao: instantaneo.padroes[chave],
    alterado: instantaneo.guardados.has(chave),
  });
  return Object.fromEntries(CHAVES_DE_PARAMETRO.map((c) => [c, estado(c)])) as EstadosDosParametros;
}
