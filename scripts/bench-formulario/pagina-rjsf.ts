/// <reference lib="dom" />
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { esquema } from 'virtual:bench-esquema';
import validacoes from 'virtual:bench-validador';

// The bench's page: the largest form through @rjsf/core's own theme, validated by the ajv code
// generated at bench time (no new Function: the page is served with a CSP without unsafe-eval).

const validator = createPrecompiledValidator(validacoes, esquema);
const raiz = document.getElementById('raiz');
if (raiz) createRoot(raiz).render(createElement(Form, { schema: esquema, validator }));
