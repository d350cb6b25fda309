import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { assercaoQueEspera } from './tests/support/lint/assercao-que-espera.ts';

// Dependencies point one way (DESIGN.md, "Layout"): client and server import shared; shared
// imports neither; client and server never import each other. A relative import that passes
// through one of the named source folders is refused.
function semImportarDe(...pastas) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: pastas.map((pasta) => ({
          regex: `^\\.\\.?/(?:.*/)?${pasta}/`,
          message: `Dependencies point one way (DESIGN.md, "Layout"): this folder may not import src/${pasta}.`,
        })),
      },
    ],
  };
}

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', '.data-test/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/client/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // --- Component tests: an assertion on the DOM after an await waits (helper "testes"; see README, "Testes").
  {
    files: ['tests/client/**/*.{ts,tsx}'],
    plugins: { testes: { rules: { 'assercao-que-espera': assercaoQueEspera } } },
    rules: { 'testes/assercao-que-espera': 'error' },
  },
  // --- end of the component tests' block.
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  { files: ['src/shared/**/*.{ts,tsx}'], rules: semImportarDe('client', 'server') },
  { files: ['src/client/**/*.{ts,tsx}'], rules: semImportarDe('server') },
  { files: ['src/server/**/*.{ts,tsx}'], rules: semImportarDe('client') },
);
