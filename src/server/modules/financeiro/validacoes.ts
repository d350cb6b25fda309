import type { FieldError } from '../../../shared/api/contract.ts';
import type { Db } from '../../db/database.ts';
import { categoriaGravada, validarCategoria } from './categorias.ts';
import { impostoGravado, validarImposto } from './impostos.ts';
import { categoriasGravadas, validarEventoFolha, validarOcorrencia } from './referencias.ts';
import type { Registro } from './valores.ts';

/**
 * The finance configuration's rules that are not data, per model: `validar` judges the record as
 * it will be saved (the stored one with the payload over it; `antes` as stored, null when new).
 * Each is a `validar` hook of the hook registry (issue 15, part 1) in waiting; `gravado` reads the
 * stored record only until the generic save hands it over.
 */
export interface ValidacaoDoModelo {
  validar(db: Db, registro: Registro, antes: Registro | null): Promise<FieldError[]>;
  gravado(db: Db, id: number): Promise<Registro | null>;
}

export const VALIDACOES_DO_FINANCEIRO: Readonly<Record<string, ValidacaoDoModelo>> = {
  categoria: { validar: validarCategoria, gravado: categoriaGravada },
  imposto: { validar: validarImposto, gravado: impostoGravado },
  ocorrenciaFinanceira: { validar: validarOcorrencia, gravado: (db, id) => categoriasGravadas(db, 'ocorrencia_financeira', id) },
  eventoFolha: { validar: validarEventoFolha, gravado: (db, id) => categoriasGravadas(db, 'evento_folha', id) },
};
