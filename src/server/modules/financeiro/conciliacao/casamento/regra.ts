import type { FieldError } from '../../../../../shared/api/contract.ts';
import type { ContextoDaValidacao } from '../../../../resources/index.ts';
import { errosDaCategoria } from '../../titulos/categoria.ts';
import type { Registro } from '../../valores.ts';

// A rule creates títulos of its own nature: its category, analytic, of the rule's sense (a revenue
// category for money in, an expense one for money out), as the títulos' own rule asks.

export async function validarRegra(ctx: ContextoDaValidacao, registro: Registro): Promise<FieldError[]> {
  return errosDaCategoria(ctx, registro['tipo'] === 'RECEITA' ? 'receita' : 'despesa', registro);
}
