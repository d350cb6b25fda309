import type { FieldError } from '../../../../shared/api/contract.ts';
import type { GanchosDoModelo } from '../../../resources/index.ts';
import { errosDaCategoria } from '../titulos/categoria.ts';
import { dia } from '../titulos/linhas.ts';
import type { TipoDoTitulo } from '../titulos/tipo.ts';
import type { Registro } from '../valores.ts';

// The fixed entries' rules beyond each field's own: the category of the entry's kind, as a título
// of that kind checks it (its títulos will carry it), and an end not before the start.

export const MENSAGEM_FIM_ANTES_DO_INICIO = 'O fim deve ser igual ou posterior ao início.';

function errosDoPeriodo(registro: Registro): FieldError[] {
  const inicio = dia(registro['inicio']);
  const fim = dia(registro['fim']);
  return inicio !== null && fim !== null && fim < inicio ? [{ field: 'fim', message: MENSAGEM_FIM_ANTES_DO_INICIO }] : [];
}

export function ganchosDoLancamentoFixo(tipo: TipoDoTitulo): GanchosDoModelo {
  return { validar: async (ctx, registro) => [...(await errosDaCategoria(ctx, tipo, registro)), ...errosDoPeriodo(registro)] };
}
