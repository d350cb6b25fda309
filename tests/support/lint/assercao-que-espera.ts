import type { Rule } from 'eslint';
import type * as ESTree from 'estree';
import { algumNo, ehFuncao, matcherDe, nomeChamado } from './arvore.ts';
import { esperaCorrigida } from './espera-corrigida.ts';

// Component tests (tests/client): once a test has awaited something, the DOM it reads may still
// be on its way (a fetch answered, a lazy chunk loaded, a mask applied a tick later), so an
// assertion on the DOM waits: inside `waitFor(() => ...)`, or on an element found with
// `await findBy...` when all it checks is that the element is there. Two CI rehearsals failed on
// a role or a value read at once after an asynchronous render. Before the first await the render
// is synchronous and an assertion is deterministic; under fake timers the test moves time itself.

const CONSULTA_SINCRONA = /^(get|query)(All)?By[A-Z]/;
const BUSCA = /^find(All)?By[A-Z]/;

/** jest-dom's matchers: each reads the DOM's state at the moment it runs. */
const MATCHERS_DO_DOM = new Set([
  'toBeChecked', 'toBeDisabled', 'toBeEmptyDOMElement', 'toBeEnabled', 'toBeInTheDocument', 'toBeInvalid',
  'toBePartiallyChecked', 'toBePartiallyPressed', 'toBePressed', 'toBeRequired', 'toBeValid', 'toBeVisible',
  'toContainElement', 'toContainHTML', 'toHaveAccessibleDescription', 'toHaveAccessibleErrorMessage',
  'toHaveAccessibleName', 'toHaveAttribute', 'toHaveClass', 'toHaveDisplayValue', 'toHaveErrorMessage',
  'toHaveFocus', 'toHaveFormValues', 'toHaveRole', 'toHaveSelection', 'toHaveStyle', 'toHaveTextContent', 'toHaveValue',
]);

/** What an element found with `await findBy...` already proves. */
const PRESENCA = new Set(['toBeInTheDocument', 'toBeVisible', 'toBeTruthy', 'toBeDefined']);

/** waitFor, vi.waitFor, expect.poll: each runs its callback until it passes. */
const ESPERAS = new Set(['waitFor', 'poll']);

function regra(contexto: Rule.RuleContext): Rule.RuleListener {
  const { sourceCode } = contexto;
  const chaves = sourceCode.visitorKeys;
  const ate = (posicao: number, teste: (no: ESTree.Node) => boolean) => (no: ESTree.Node) => (no.range?.[1] ?? Infinity) <= posicao && teste(no);
  const aguarda = (no: ESTree.Node) => no.type === 'AwaitExpression' || (no.type === 'ForOfStatement' && no.await);
  const usaRelogioFalso = (no: ESTree.Node) => nomeChamado(no) === 'useFakeTimers';

  /** Whether the DOM may still change under it: something was awaited before (its subject included), with no fake clock and no waiting wrapper. */
  function podeCorrer(expect: ESTree.CallExpression, acima: readonly ESTree.Node[]): boolean {
    const fim = expect.range?.[1] ?? 0;
    let aguardou = false;
    for (const [i, no] of acima.entries()) {
      if (!ehFuncao(no)) continue;
      const chamada = acima[i + 1];
      if (chamada && ESPERAS.has(nomeChamado(chamada) ?? '') && chamada.type === 'CallExpression' && chamada.arguments.some((a) => a === no)) return false;
      if (algumNo(no.body, chaves, ate(fim, usaRelogioFalso))) return false;
      aguardou ||= algumNo(no.body, chaves, ate(fim, aguarda));
    }
    return aguardou;
  }

  return {
    CallExpression(expect) {
      if (expect.callee.type !== 'Identifier' || expect.callee.name !== 'expect') return;
      const acima = sourceCode.getAncestors(expect).reverse();
      const [sujeito] = expect.arguments;
      const matcher = matcherDe(expect, acima);
      if (!sujeito || !matcher) return;
      const leODom = MATCHERS_DO_DOM.has(matcher.nome) || algumNo(sujeito, chaves, (no) => CONSULTA_SINCRONA.test(nomeChamado(no) ?? ''));
      if (!leODom || !podeCorrer(expect, acima)) return;
      const encontrado = sujeito.type === 'AwaitExpression' && BUSCA.test(nomeChamado(sujeito.argument) ?? '');
      if (encontrado && PRESENCA.has(matcher.nome)) return;
      const fix = esperaCorrigida(expect, matcher.chamada, acima, sourceCode);
      contexto.report({ node: expect, messageId: 'espere', ...(fix ? { fix } : {}) });
    },
  };
}

export const assercaoQueEspera: Rule.RuleModule = {
  meta: {
    type: 'problem',
    fixable: 'code',
    docs: { description: 'After an await, an assertion on the DOM waits for it (waitFor, or an element found with findBy).' },
    messages: {
      espere:
        'Depois de um await, o DOM pode ainda estar mudando: use `await waitFor(() => expect(...))`, ou `expect(await screen.findBy...(...))` só para conferir que o elemento está lá. `npx eslint --fix` reescreve assim.',
    },
    schema: [],
  },
  create: regra,
};
