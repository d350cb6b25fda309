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

/** The stored references of a record of `tabela`, in the payload's shape. */
export async function categoriasGravadas(db: Db, tabela: 'ocorrencia_financeira' | 'evento_folha', id: number): Promise<Registro | null> {
  if (tabela === 'evento_folha') {
    const linha = await db.selectFrom('evento_folha').select(['id', 'categoria_id']).where('id', '=', id).executeTakeFirst();
    return linha === undefined ? null : { id: linha.id, categoria: linha.categoria_id };
  }
  const linha = await db.selectFrom('ocorrencia_financeira').select(['id', 'categoria_receita_id', 'categoria_despesa_id']).where('id', '=', id).executeTakeFirst();
  return linha === undefined ? null : { id: linha.id, categoriaReceita: linha.categoria_receita_id, categoriaDespesa: linha.categoria_despesa_id };
}
