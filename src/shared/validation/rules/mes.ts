import { isEmpty } from '../empty.ts';
import { MENSAGENS_VALIDACAO } from '../messages.ts';

const MES = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month as AAAA-MM (a depreciation quota's competência). */
export function mes(value: unknown): string | null {
  if (isEmpty(value)) return null;
  return typeof value === 'string' && MES.test(value) ? null : MENSAGENS_VALIDACAO.mes;
}
