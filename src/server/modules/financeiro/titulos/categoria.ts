import type { FieldError } from '../../../../shared/api/contract.ts';
import { MENSAGENS_DO_FINANCEIRO as M } from '../../../../shared/financeiro/mensagens.ts';
import type { ContextoDaValidacao } from '../../../resources/index.ts';
import { lerCategoria } from '../categorias.ts';
import { idDe, type Registro } from '../valores.ts';
import type { TipoDoTitulo } from './tipo.ts';

// A título posts to an analytic category of its own nature: a receita to a revenue category,
// a despesa to an expense one.

export const MENSAGEM_CATEGORIA_DE_RECEITA = 'Escolha uma categoria de receita.';

export async function errosDaCategoria(ctx: ContextoDaValidacao, tipo: TipoDoTitulo, registro: Registro): Promise<FieldError[]> {
  const id = idDe(registro['categoria']);
  const categoria = id === null ? null : await lerCategoria(ctx.trx, id);
  if (categoria === null) return [];
  if (categoria.tipo !== 'ANALITICA') return [{ field: 'categoria', message: M.categoriaAnalitica }];
  if (categoria.natureza === tipo.toUpperCase()) return [];
  return [{ field: 'categoria', message: tipo === 'despesa' ? M.categoriaDeDespesa : MENSAGEM_CATEGORIA_DE_RECEITA }];
}
