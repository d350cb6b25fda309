import { sql } from 'kysely';
import type { ConfiguracaoDoCampo, FieldConfig } from '../../shared/engine/types.ts';
import type { Db } from '../db/database.ts';

// The institution's field configuration (visible/required per form section), as the
// shared merge reads it. Saves bump a version kept in the database, so every server
// process notices a change on its next write and re-merges; until then nothing is re-read.

const CHAVE_DA_VERSAO = 'configuracao_campo_versao';

export type ConfiguracoesPorFormulario = ReadonlyMap<string, FieldConfig>;

export async function versaoDaConfiguracao(db: Db): Promise<number> {
  const linha = await db.selectFrom('parametro').select('valor').where('chave', '=', CHAVE_DA_VERSAO).executeTakeFirst();
  return typeof linha?.valor === 'number' ? linha.valor : 0;
}

export async function incrementarVersao(db: Db): Promise<void> {
  await sql`INSERT INTO parametro (chave, valor) VALUES (${CHAVE_DA_VERSAO}, '1'::jsonb)
    ON CONFLICT (chave) DO UPDATE SET valor = to_jsonb((parametro.valor #>> '{}')::bigint + 1)`.execute(db);
}

/** Every stored configuration, by form (the descriptor's route name). */
export async function lerConfiguracoes(db: Db): Promise<ConfiguracoesPorFormulario> {
  const [campos, secoes] = await Promise.all([
    db.selectFrom('configuracao_campo').select(['formulario', 'secao', 'input_name', 'visivel', 'obrigatorio']).orderBy('id').execute(),
    db.selectFrom('configuracao_secao').select(['formulario', 'secao', 'visivel']).execute(),
  ]);
  const mutaveis = new Map<string, { secoesVisiveis: Record<string, boolean>; configSecoes: Record<string, ConfiguracaoDoCampo[]> }>();
  const doFormulario = (nome: string) => {
    const atual = mutaveis.get(nome) ?? { secoesVisiveis: {}, configSecoes: {} };
    mutaveis.set(nome, atual);
    return atual;
  };
  for (const s of secoes) doFormulario(s.formulario).secoesVisiveis[s.secao] = s.visivel;
  for (const c of campos) {
    const config = doFormulario(c.formulario);
    const lista = Object.hasOwn(config.configSecoes, c.secao) ? (config.configSecoes[c.secao] ?? []) : [];
    lista.push({ inputName: c.input_name, visible: c.visivel, required: c.obrigatorio });
    config.configSecoes[c.secao] = lista;
  }
  return mutaveis;
}
