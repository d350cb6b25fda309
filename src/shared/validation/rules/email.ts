import { MENSAGENS_VALIDACAO } from '../messages.ts';
import { textRule } from './text-rule.ts';

// The practical subset of RFC 5322 that mail providers accept: dot-separated atoms before
// the @, dot-separated host labels after it (no label starts or ends with a hyphen) and a
// top-level domain of letters. Surrounding spaces fail, so nothing unseen is stored.
const LOCAL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);

export const email = textRule((text) => EMAIL.test(text), MENSAGENS_VALIDACAO.email);
