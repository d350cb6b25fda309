import { isEmpty } from '../empty.ts';
import { MENSAGENS_VALIDACAO } from '../messages.ts';

export function required(value: unknown): string | null {
  return isEmpty(value) ? MENSAGENS_VALIDACAO.required : null;
}
