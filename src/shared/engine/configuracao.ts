import type { FieldConfig } from './types.ts';

// Reading the institution's field configuration. What it does not mention stays visible and
// optional, so an empty configuration ({}) changes nothing. Keys come from the server's data,
// so only own keys count ('constructor' is not a section).

export function secaoVisivel(config: FieldConfig, secao: string): boolean {
  const visiveis = config.secoesVisiveis;
  return visiveis === undefined || !Object.hasOwn(visiveis, secao) || visiveis[secao] !== false;
}

export interface CampoConfigurado {
  visivel: boolean;
  obrigatorio: boolean;
}

/** A field is hidden when its section is, or when its own entry says so. */
export function campoConfigurado(config: FieldConfig, secao: string, campo: string): CampoConfigurado {
  const secoes = config.configSecoes;
  const entradas = secoes !== undefined && Object.hasOwn(secoes, secao) ? (secoes[secao] ?? []) : [];
  const entrada = entradas.find((e) => e.inputName === campo);
  return {
    visivel: secaoVisivel(config, secao) && entrada?.visible !== false,
    obrigatorio: entrada?.required === true,
  };
}
