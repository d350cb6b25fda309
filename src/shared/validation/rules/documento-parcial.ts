import { MENSAGENS_VALIDACAO } from '../messages.ts';
import { textRule } from './text-rule.ts';

// A document typed in a search filter may be a part of one (the server matches a beginning),
// but only a document's characters: digits (a CNPJ may hold letters since 2026) and its
// mask's punctuation, with at least one digit (or letter). Anything else ("' OR 1=1 --",
// "abc" as a CPF) is no document and must not be searched as one.

const PONTUACAO = /[\s./-]/g;

export const cpfParcial = textRule((texto) => /^\d+$/.test(texto.replace(PONTUACAO, '')), MENSAGENS_VALIDACAO.cpf);

export const cnpjParcial = textRule((texto) => /^[0-9A-Za-z]+$/.test(texto.replace(PONTUACAO, '')), MENSAGENS_VALIDACAO.cnpj);
