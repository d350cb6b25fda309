import { encontrarPropriedade, tipoPrincipal } from './modelo.ts';
import { noCaminho, type Problema } from './problema.ts';
import type { Escalar, Model, ModelProperty } from './types.ts';

// A new record's values written in the descriptor (formulario.valoresIniciais): each names a
// field of the model that a form fills in, with a value of its type.

const PONTEIRO = '/formulario/valoresIniciais';

/** Why `valor` cannot start the field, or null. Null (empty) starts any field. */
function incompativel(propriedade: ModelProperty, valor: Escalar): string | null {
  if (propriedade.readOnly === true) return 'é somente leitura: um registro novo não o preenche';
  if (valor === null) return null;
  if (propriedade.enum !== undefined) return propriedade.enum.includes(valor) ? null : 'não tem este valor no enum';
  const tipo = tipoPrincipal(propriedade);
  const cabe =
    (tipo === 'boolean' && typeof valor === 'boolean') ||
    (tipo === 'string' && typeof valor === 'string') ||
    (tipo === 'number' && typeof valor === 'number') ||
    (tipo === 'integer' && Number.isInteger(valor));
  return cabe && propriedade['x-ref'] === undefined ? null : `não recebe ${JSON.stringify(valor)}`;
}

export function verificarValoresIniciais(valores: Readonly<Record<string, Escalar>>, modelo: Model): Problema[] {
  return Object.entries(valores).flatMap(([caminho, valor]) => {
    const encontrada = encontrarPropriedade(modelo, caminho);
    const motivo = encontrada === undefined ? `não existe no modelo '${modelo.$id}'` : incompativel(encontrada.propriedade, valor);
    return motivo === null ? [] : [{ caminho: noCaminho(PONTEIRO, caminho), mensagem: `Campo '${caminho}' ${motivo}.` }];
  });
}
