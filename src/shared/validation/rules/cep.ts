import { MENSAGENS_VALIDACAO } from '../messages.ts';
import { textRule } from './text-rule.ts';

/** Eight digits, with or without the mask's hyphen (and the dot of the old 00.000-000). */
export const cep = textRule((text) => /^\d{8}$/.test(text.trim().replace(/[.-]/g, '')), MENSAGENS_VALIDACAO.cep);
