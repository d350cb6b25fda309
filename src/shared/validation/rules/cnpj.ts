import { isCnpjValido } from '../documents/cnpj.ts';
import { MENSAGENS_VALIDACAO } from '../messages.ts';
import { textRule } from './text-rule.ts';

export const cnpj = textRule(isCnpjValido, MENSAGENS_VALIDACAO.cnpj);
