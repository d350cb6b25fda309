import type { FieldError } from '../../../../shared/api/contract.ts';
import type { ContextoDaValidacao } from '../../../resources/index.ts';
import type { Registro } from '../../../resources/registro.ts';
import { errosDaCategoria } from '../../financeiro/titulos/categoria.ts';

// The fees' category a collection method names (its form and the utilities' parametros): an
// analytic expense category, as a despesa's own form asks, refused under the field otherwise.

export async function errosDaCategoriaDasTarifas(ctx: ContextoDaValidacao, r: Registro): Promise<FieldError[]> {
  const erros = await errosDaCategoria(ctx, 'despesa', { categoria: r['categoriaTarifa'] ?? null });
  return erros.map((e) => ({ ...e, field: 'categoriaTarifa' }));
}
