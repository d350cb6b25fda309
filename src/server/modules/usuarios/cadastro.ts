import { mesclarTela } from '../../../shared/engine/merge.ts';
import type { TelaResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { Descriptor, Model } from '../../../shared/engine/types.ts';
import type { FieldRules } from '../../../shared/validation/index.ts';
import type { Db } from '../../db/database.ts';
import type { CatalogoDeTelas } from '../../resources/index.ts';
import { regrasForaDoFormulario } from '../../resources/regras.ts';
import { criarTelasConfiguradas, type TelasConfiguradas } from '../../resources/telas-configuradas.ts';

// The user form's model (schemas/usuario.json) and screen (screens/configuracoes/usuarios.json):
// the screen, merged with the institution's field configuration, says which rules a save passes.

export const TELA_DE_USUARIOS = 'configuracoes.usuarios';

export interface CadastroDeUsuarios {
  descritor: Descriptor;
  modelo: Model;
  foraDoFormulario: FieldRules;
  telas: TelasConfiguradas;
}

/** Null when the catalogue lacks the model or the screen (the engine's tests serve catalogues of their own). */
export function cadastroDeUsuarios(catalogo: CatalogoDeTelas, db: Db): CadastroDeUsuarios | null {
  const modelo = catalogo.modelos['usuario'];
  const descritor = catalogo.telas.find((t) => t.descritor.rota.name === TELA_DE_USUARIOS)?.descritor;
  if (modelo === undefined || descritor === undefined || descritor.modelo !== modelo.$id) return null;
  return { descritor, modelo, foraDoFormulario: regrasForaDoFormulario(mesclarTela(descritor, modelo, {}), modelo), telas: criarTelasConfiguradas(db) };
}

export function telaConfigurada(cadastro: CadastroDeUsuarios): Promise<TelaResolvida> {
  return cadastro.telas.tela(cadastro);
}
