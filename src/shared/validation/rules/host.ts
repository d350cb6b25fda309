import { MENSAGENS_VALIDACAO } from '../messages.ts';
import { textRule } from './text-rule.ts';

// A host name of dot-separated labels (letters, digits, inner hyphens), up to 253 characters;
// an IPv4 address reads as one too. Surrounding spaces fail.
const HOST = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

export const host = textRule((text) => HOST.test(text), MENSAGENS_VALIDACAO.host);
