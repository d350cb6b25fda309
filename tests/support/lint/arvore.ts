import type { SourceCode } from 'eslint';
import type * as ESTree from 'estree';

// Small readers of the syntax tree for the project's own lint rules.

export type Funcao = ESTree.ArrowFunctionExpression | ESTree.FunctionExpression | ESTree.FunctionDeclaration;

export const ehFuncao = (no: ESTree.Node): no is Funcao =>
  no.type === 'ArrowFunctionExpression' || no.type === 'FunctionExpression' || no.type === 'FunctionDeclaration';

/** The called name: `waitFor(...)` → waitFor, `screen.getByRole(...)` → getByRole. */
export function nomeChamado(no: ESTree.Node): string | null {
  if (no.type !== 'CallExpression') return null;
  const { callee } = no;
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier') return callee.property.name;
  return null;
}

function filhos(no: ESTree.Node, chaves: SourceCode.VisitorKeys): ESTree.Node[] {
  const lista: ESTree.Node[] = [];
  for (const chave of chaves[no.type] ?? []) {
    const valor: unknown = (no as unknown as Record<string, unknown>)[chave];
    for (const item of Array.isArray(valor) ? valor : [valor]) {
      if (item && typeof item === 'object' && 'type' in item) lista.push(item as ESTree.Node);
    }
  }
  return lista;
}

/** Whether `raiz` or a node under it, outside the functions nested in it, passes `teste`. */
export function algumNo(raiz: ESTree.Node, chaves: SourceCode.VisitorKeys, teste: (no: ESTree.Node) => boolean): boolean {
  const pilha = [raiz];
  for (let no = pilha.pop(); no; no = pilha.pop()) {
    if (teste(no)) return true;
    if (no !== raiz && ehFuncao(no)) continue;
    pilha.push(...filhos(no, chaves));
  }
  return false;
}

/** The matcher call of `expect(x)[.not|.resolves|.rejects].matcher(...)` and its name; `acima` runs from the parent up. */
export function matcherDe(expect: ESTree.CallExpression, acima: readonly ESTree.Node[]): { chamada: ESTree.CallExpression; nome: string } | null {
  let atual: ESTree.Node = expect;
  for (const [i, no] of acima.entries()) {
    if (no.type !== 'MemberExpression' || no.object !== atual || no.property.type !== 'Identifier') return null;
    const seguinte = acima[i + 1];
    if (seguinte?.type === 'CallExpression' && seguinte.callee === no) return { chamada: seguinte, nome: no.property.name };
    atual = no;
  }
  return null;
}
