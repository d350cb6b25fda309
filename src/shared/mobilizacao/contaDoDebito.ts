import type { FieldError } from '../api/contract.ts';
import { MENSAGENS_DA_MOBILIZACAO as M } from './mensagens.ts';

// A colaboração charged by débito automático carries the donor's bank account: the FEBRABAN 150
// débito record (E) names the agency (4 digits) and the account the bank debits (up to 14
// characters, its check digit last). Other methods need neither.

export interface ContaDoDebito {
  forma: string;
  debitoAgencia: string | null;
  debitoConta: string | null;
}

const AGENCIA = /^\d{1,4}$/;
const CONTA = /^\d{1,13}[0-9Xx]?$/;
const preenchido = (texto: string | null): texto is string => texto !== null && texto.trim() !== '';

/** The errors of the donor's débito account, by field; none when the method is not débito or the account is complete. */
export function conferirContaDoDebito(c: ContaDoDebito): FieldError[] {
  const erros: FieldError[] = [];
  if (preenchido(c.debitoAgencia) && !AGENCIA.test(c.debitoAgencia)) erros.push({ field: 'debitoAgencia', message: M.debitoAgenciaInvalida });
  if (preenchido(c.debitoConta) && !CONTA.test(c.debitoConta)) erros.push({ field: 'debitoConta', message: M.debitoContaInvalida });
  if (c.forma !== 'DEBITO_AUTOMATICO') return erros;
  if (!preenchido(c.debitoAgencia)) erros.push({ field: 'debitoAgencia', message: M.debitoSemConta });
  if (!preenchido(c.debitoConta)) erros.push({ field: 'debitoConta', message: M.debitoSemConta });
  return erros;
}
