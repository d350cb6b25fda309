import type { ValidateFunction } from 'ajv/dist/2020.js';
import { mesclarTela } from '../../../shared/engine/merge.ts';
import type { Descriptor, Model } from '../../../shared/engine/types.ts';
import type { FieldRules } from '../../../shared/validation/index.ts';
import type { Db } from '../../db/database.ts';
import type { CatalogoDeTelas } from '../../resources/index.ts';
import { criarCompilador } from '../../resources/esquema-do-payload.ts';
import { regrasForaDoFormulario } from '../../resources/regras.ts';
import { criarTelasConfiguradas, type TelasConfiguradas } from '../../resources/telas-configuradas.ts';

// The register's model (schemas/pessoa.json) and its two screens from the catalogue: the
// model types a save's payload; the screen the record is saved through (with the
// institution's field configuration) says which rules hold.

export const TELA_DE_PESSOAS = 'gestaopessoas.pessoa';
export const TELA_DE_FORNECEDORES = 'financeiro.fornecedor';

export interface TelaDoCadastro {
  descritor: Descriptor;
  modelo: Model;
  /** The model's rules for what the form does not place. */
  foraDoFormulario: FieldRules;
}

export interface CadastroDePessoas {
  modelo: Model;
  validarTipos: ValidateFunction;
  pessoas: TelaDoCadastro;
  fornecedores: TelaDoCadastro;
  /** The screens merged with the current field configuration. */
  telas: TelasConfiguradas;
}

function telaDoCadastro(catalogo: CatalogoDeTelas, nome: string, modelo: Model): TelaDoCadastro | null {
  const descritor = catalogo.telas.find((t) => t.descritor.rota.name === nome)?.descritor;
  if (descritor === undefined || descritor.modelo !== modelo.$id) return null;
  return { descritor, modelo, foraDoFormulario: regrasForaDoFormulario(mesclarTela(descritor, modelo, {}), modelo) };
}

/** Null when the catalogue lacks the model or a screen (the engine's tests serve catalogues of their own). */
export function cadastroDoCatalogo(catalogo: CatalogoDeTelas, db: Db): CadastroDePessoas | null {
  const modelo = catalogo.modelos['pessoa'];
  if (modelo === undefined) return null;
  const pessoas = telaDoCadastro(catalogo, TELA_DE_PESSOAS, modelo);
  const fornecedores = telaDoCadastro(catalogo, TELA_DE_FORNECEDORES, modelo);
  if (pessoas === null || fornecedores === null) return null;
  return { modelo, validarTipos: criarCompilador()(modelo), pessoas, fornecedores, telas: criarTelasConfiguradas(db) };
}
