import type { FieldError } from '../../../shared/api/contract.ts';
import { problemasDasCategoriasEscolhidas, type CategoriaEscolhida } from '../../../shared/financeiro/referencias.ts';
import type { Db } from '../../db/database.ts';
import { lerCategoria } from './categorias.ts';
import { idDe, type Registro } from './valores.ts';

// Occurrences and payroll events post to analytic categories (src/shared/financeiro/referencias.ts).

async function escolhida(db: Db, registro: Registro, campo: string, soDespesa = false): Promise<CategoriaEscolhida> {
  const id = idDe(registro[campo]);
  return { campo, categoria: id === null ? null : await lerCategoria(db, id), soDespesa };
}

export async function validarOcorrencia(db: Db, registro: Registro): Promise<FieldError[]> {
  return problemasDasCategoriasEscolhidas([await escolhida(db, registro, 'categoriaReceita'), await escolhida(db, registro, 'categoriaDespesa')]);
}

export async function validarEventoFolha(db: Db, registro: Registro): Promise<FieldError[]> {
  return problemasDasCategoriasEscolhidas([await escolhida(db, registro, 'categoria', true)]);
}
