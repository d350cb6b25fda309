import type { Rule, SourceCode } from 'eslint';
import type * as ESTree from 'estree';
import { algumNo, ehFuncao, nomeChamado } from './arvore.ts';

// The fix of assercao-que-espera: the assertion's statement becomes `await waitFor(() => ...)`,
// an element it found with `await x.findBy...(a, b, espera)` is read again on each try with
// `x.getBy...(a, b)` (and `espera` goes to waitFor), and `waitFor` is imported if it was not.

const BUSCA = /^find(All)?By[A-Z]/;

function lidoDeNovo(sujeito: ESTree.Node, codigo: SourceCode): { leitura: string; espera: string } | null {
  if (sujeito.type !== 'AwaitExpression' || sujeito.argument.type !== 'CallExpression') return null;
  const nome = nomeChamado(sujeito.argument) ?? '';
  const args = sujeito.argument.arguments;
  if (!BUSCA.test(nome) || args.length > 3) return null;
  const chamado = codigo.getText(sujeito.argument.callee).replace(new RegExp(`${nome}$`), nome.replace(/^find/, 'get'));
  const espera = args[2] ? `, ${codigo.getText(args[2])}` : '';
  return { leitura: `${chamado}(${args.slice(0, 2).map((a) => codigo.getText(a)).join(', ')})`, espera };
}

function importacaoDeWaitFor(codigo: SourceCode, fixer: Rule.RuleFixer, antesDe: ESTree.Node): Rule.Fix | null {
  const importacao = codigo.ast.body.find((no): no is ESTree.ImportDeclaration => no.type === 'ImportDeclaration' && no.source.value === '@testing-library/react');
  if (importacao?.specifiers.some((s) => s.type === 'ImportSpecifier' && s.local.name === 'waitFor')) return null;
  const ultimo = importacao?.specifiers.at(-1);
  if (ultimo?.type === 'ImportSpecifier') return fixer.insertTextAfter(ultimo, ', waitFor');
  return fixer.insertTextBefore(codigo.ast.body[0] ?? antesDe, "import { waitFor } from '@testing-library/react';\n");
}

/** The fix, when the assertion is a statement of an async function and awaits nothing but the element it checks. */
export function esperaCorrigida(expect: ESTree.CallExpression, matcher: ESTree.CallExpression, acima: readonly ESTree.Node[], codigo: SourceCode): Rule.ReportFixer | null {
  const declaracao = acima[acima.indexOf(matcher) + 1];
  const funcao = acima.find(ehFuncao);
  if (declaracao?.type !== 'ExpressionStatement' || !funcao?.async) return null;
  const [sujeito] = expect.arguments;
  const relido = sujeito ? lidoDeNovo(sujeito, codigo) : null;
  if (algumNo(matcher, codigo.visitorKeys, (no) => no.type === 'AwaitExpression' && !(relido && no === sujeito))) return null;
  let texto = codigo.getText(matcher);
  if (relido && sujeito?.range && matcher.range) {
    texto = texto.slice(0, sujeito.range[0] - matcher.range[0]) + relido.leitura + texto.slice(sujeito.range[1] - matcher.range[0]);
  }
  return (fixer) => {
    const trocada = fixer.replaceText(declaracao, `await waitFor(() => ${texto}${relido?.espera ?? ''});`);
    const importacao = importacaoDeWaitFor(codigo, fixer, declaracao);
    return importacao ? [importacao, trocada] : trocada;
  };
}
