import { ehListaDeObjetos, resolverRef, tipoPrincipal } from './modelo.ts';
import { noCaminho, type Problema } from './problema.ts';
import type { CampoDoFormularioObjeto, Model, ModelProperty } from './types.ts';

// A form field drawn as a table (widget tabela): only a list of objects fits, and its totals
// must be numbers of the items, so the Total row can sum them.

/** The items' schema of a list of objects; null for anything else. */
export function esquemaDosItensDaLista(modelo: Model, lista: ModelProperty): ModelProperty | null {
  if (!ehListaDeObjetos(lista) || lista.items === undefined) return null;
  return resolverRef(modelo, lista.items) ?? null;
}

const NUMERICOS: ReadonlySet<string | undefined> = new Set(['number', 'integer']);

export function verificarTabela(campo: CampoDoFormularioObjeto, widget: string, propriedade: ModelProperty, modelo: Model, ponteiro: string): Problema[] {
  if (widget !== 'tabela') {
    return campo.tabela === undefined ? [] : [{ caminho: noCaminho(ponteiro, 'tabela'), mensagem: "tabela só vale num campo com widget 'tabela'." }];
  }
  const itens = esquemaDosItensDaLista(modelo, propriedade);
  if (itens === null) return [{ caminho: noCaminho(ponteiro, 'widget'), mensagem: 'tabela precisa de um campo que seja uma lista de objetos.' }];
  return (campo.tabela?.totais ?? []).flatMap((nome, i) => {
    const coluna = itens.properties !== undefined && Object.hasOwn(itens.properties, nome) ? itens.properties[nome] : undefined;
    const numerica = coluna !== undefined && NUMERICOS.has(tipoPrincipal(resolverRef(modelo, coluna) ?? coluna));
    return numerica ? [] : [{ caminho: noCaminho(ponteiro, 'tabela', 'totais', i), mensagem: `'${nome}' não é um campo numérico dos itens da lista.` }];
  });
}
