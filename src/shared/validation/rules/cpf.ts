import { isCpfValido } from '../documents/cpf.ts';
import { MENSAGENS_VALIDACAO } from '../messages.ts';
import { textRule } from './text-rule.ts';

export const cpf = textRule(isCpfValido, MENSAGENS_VALIDACAO.cpf);
