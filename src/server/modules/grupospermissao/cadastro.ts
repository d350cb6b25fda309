import { mesclarTela } from '../../../shared/engine/merge.ts';
import type { TagDoCatalogo } from '../../../shared/api/contract.ts';
import type { TelaResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { Descriptor, Model } from '../../../shared/engine/types.ts';
import { CATALOGO_DE_TAGS } from '../../../shared/permissions/catalogue.ts';
import type { FieldRules } from '../../../shared/validation/index.ts';
import type { Db } from '../../db/database.ts';
import type { CatalogoDeTelas } from '../../resources/index.ts';
import { regrasForaDoFormulario } from '../../resources/regras.ts';
import { criarTelasConfiguradas, type TelasConfiguradas } from '../../resources/telas-configuradas.ts';

// The group form's model and screen (schemas/grupoPermissao.json, screens/configuracoes/
// grupopermissao.json), and the catalogue of every tag a group may hold: the static ones and
// those the screen descriptors declare (the same list GET /api/permissoes/catalogo answers).

export const TELA_DE_GRUPOS = 'configuracoes.grupopermissao';

export interface CadastroDeGrupos {
  descritor: Descriptor;
  modelo: Model;
  foraDoFormulario: FieldRules;
  telas: TelasConfiguradas;
  tagsDoCatalogo: ReadonlySet<string>;
}

/** Null when the catalogue lacks the model or the screen (the engine's tests serve catalogues of their own). */
export function cadastroDeGrupos(catalogo: CatalogoDeTelas, db: Db): CadastroDeGrupos | null {
  const modelo = catalogo.modelos['grupoPermissao'];
  const descritor = catalogo.telas.find((t) => t.descritor.rota.name === TELA_DE_GRUPOS)?.descritor;
  if (modelo === undefined || descritor === undefined || descritor.modelo !== modelo.$id) return null;
  const tags: readonly TagDoCatalogo[] = [...CATALOGO_DE_TAGS, ...catalogo.tagsDeclaradas];
  return {
    descritor,
    modelo,
    foraDoFormulario: regrasForaDoFormulario(mesclarTela(descritor, modelo, {}), modelo),
    telas: criarTelasConfiguradas(db),
    tagsDoCatalogo: new Set(tags.map((t) => t.tag)),
  };
}

export function telaConfigurada(cadastro: CadastroDeGrupos): Promise<TelaResolvida> {
  return cadastro.telas.tela(cadastro);
}
