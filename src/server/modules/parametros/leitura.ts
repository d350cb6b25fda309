import { CHAVES_DE_PARAMETRO, type ChaveDeParametro, type EstadosDosParametros, type ValoresDosParametros } from '../../../shared/api/parametros.ts';
import { ajusteValido } from '../../../shared/engine/ajustes.ts';
import type { Model } from '../../../shared/engine/types.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { estadosDosAjustes, padroesDoModelo } from '../../resources/index.ts';

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

/** The model's defaults, with the environment's session limits and the installed name over them. */
export function padroesDoAmbiente(modelo: Model, config: Pick<Config, 'sessionIdleMinutes' | 'sessionMaxHours'>, nomeOriginal: string): ValoresDosParametros {
  return {
    ...(padroesDoModelo(modelo) as Omit<ValoresDosParametros, 'logo'>),
    logo: null,
    nomeDaInstituicao: nomeOriginal,
    sessaoInativaMinutos: config.sessionIdleMinutes,
    sessaoMaximaHoras: config.sessionMaxHours,
  };
}

/** The logo is set by its upload only (read-only to the form): a stored one is a file id. */
const logoValido = (valor: unknown): boolean => valor === null || (typeof valor === 'number' && Number.isInteger(valor) && valor > 0);

export async function lerInstantaneo(db: Db, config: Config, modelo: Model): Promise<Instantaneo> {
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
  const padroes = padroesDoAmbiente(modelo, config, typeof original === 'string' ? original : (instituicao?.nome ?? String(modelo.properties['nomeDaInstituicao']?.default)));
  const guardados = new Map<ChaveDeParametro, unknown>();
  for (const chave of CHAVES_DE_PARAMETRO) {
    const valor = porChave.get(chave);
    if (porChave.has(chave) && (chave === 'logo' ? logoValido(valor) : ajusteValido(modelo, chave, valor))) guardados.set(chave, valor);
  }
  const valores = { ...padroes, ...Object.fromEntries(guardados) } as ValoresDosParametros;
  return { guardados, email: porChave.get(CHAVE_DO_EMAIL), padroes, valores };
}

/** GET /api/parametros: each parameter's value, default and whether it is overridden (the logo's too, for its panel). */
export function estadosDos(instantaneo: Instantaneo, modelo: Model): EstadosDosParametros {
  return {
    ...estadosDosAjustes(modelo, instantaneo),
    logo: { valor: instantaneo.valores.logo, padrao: null, alterado: instantaneo.guardados.has('logo') },
  } as EstadosDosParametros;
}
