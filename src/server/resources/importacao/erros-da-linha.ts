import type { FieldError } from '../../../shared/api/contract.ts';
import type { ErroDaLinha } from '../../../shared/api/importacao.ts';
import { encontrarPropriedade } from '../../../shared/engine/modelo.ts';
import type { ImportacaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { Model } from '../../../shared/engine/types.ts';

// A row's errors as the preview and the result show them: each with the label its field has in
// the import (the column's title) or in the form (the model's), one error per field.

export function errosDaLinha(importacao: ImportacaoResolvida, modelo: Model, erros: readonly FieldError[]): ErroDaLinha[] {
  const vistos = new Set<string>();
  return erros.flatMap(({ field, message }) => {
    if (vistos.has(field)) return [];
    vistos.add(field);
    const rotulo = importacao.colunas.find((c) => c.nome === field)?.titulo ?? encontrarPropriedade(modelo, field)?.propriedade.title;
    return [rotulo === undefined ? { campo: field, mensagem: message } : { campo: field, rotulo, mensagem: message }];
  });
}
