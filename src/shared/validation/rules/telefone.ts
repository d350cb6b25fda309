import { MENSAGENS_VALIDACAO } from '../messages.ts';
import { textRule } from './text-rule.ts';

/** Ten digits (landline) or eleven (mobile) with the area code, masked or not. */
export const telefone = textRule(
  (text) => /^\d{10,11}$/.test(text.replace(/[\s()-]/g, '')),
  MENSAGENS_VALIDACAO.telefone,
);
