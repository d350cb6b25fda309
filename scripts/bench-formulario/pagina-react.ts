/// <reference lib="dom" />
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

// The baseline of the rjsf page: React alone, rendering one form; what rjsf adds is the rest.

const raiz = document.getElementById('raiz');
if (raiz) createRoot(raiz).render(createElement('form', null, createElement('input', { type: 'text', 'aria-label': 'Texto' })));
