import { mesclarTela } from '../../shared/engine/merge.ts';
import type { TelaResolvida } from '../../shared/engine/tela-resolvida.ts';
import type { Db } from '../db/database.ts';
import { lerConfiguracoes, versaoDaConfiguracao, type ConfiguracoesPorFormulario } from './configuracao-campos.ts';
import type { Recurso } from './recurso.ts';

/**
 * The screens merged with the current field configuration, for validating writes. Each
 * screen is merged once per configuration version; a save elsewhere (any process) bumps the
 * version, and the next write re-reads the configuration and merges again.
 */
export interface TelasConfiguradas {
  /** A generic resource's screen, or a hand-written module's (its descriptor and model). */
  tela(recurso: Pick<Recurso, 'descritor' | 'modelo'>): Promise<TelaResolvida>;
}

interface Cache {
  versao: number;
  configuracoes: ConfiguracoesPorFormulario;
  telas: Map<string, TelaResolvida>;
}

export function criarTelasConfiguradas(db: Db): TelasConfiguradas {
  let cache: Cache | null = null;
  return {
    async tela(recurso) {
      const versao = await versaoDaConfiguracao(db);
      if (cache === null || cache.versao !== versao) cache = { versao, configuracoes: await lerConfiguracoes(db), telas: new Map() };
      const nome = recurso.descritor.rota.name;
      const guardada = cache.telas.get(nome);
      if (guardada !== undefined) return guardada;
      const tela = mesclarTela(recurso.descritor, recurso.modelo, cache.configuracoes.get(nome) ?? {});
      cache.telas.set(nome, tela);
      return tela;
    },
  };
}
