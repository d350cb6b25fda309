// Which of the institution's accounts an OFX statement is. Banks write the same numbers many
// ways: BANKID '0001', '001' or '1' (the COMPE code); an agency '1234', '1234-5', '01234' or
// '1234X'; an account '56789-0', '567890', '0056789-0' or '013.00045678-9'. The rule compares
// digits only, without leading zeros, and accepts a check digit written on one side only: two
// numbers are the same when their digits are, or when one's digits are the other's with the
// final (check) digit dropped, on either side ('X' counts as no digit). The bank must be the
// same; the agency is compared when both sides have one; the account number always. The one
// account matching is the statement's; none or several is no match.

export interface ContaBancaria {
  id: number;
  banco: string | null;
  agencia: string | null;
  numero: string | null;
}

export interface IdentificacaoDoExtrato {
  banco: string | null;
  agencia: string | null;
  conta: string;
}

const semZeros = (digitos: string): string => digitos.replace(/^0+(?=\d)/, '');
const digitosDe = (texto: string): string => semZeros(texto.replace(/\D/g, ''));

/** The same number, or the same but for a check digit that one side writes and the other does not. */
export function mesmoNumero(a: string, b: string): boolean {
  const [da, db] = [digitosDe(a), digitosDe(b)];
  if (da === '' || db === '') return false;
  if (da === db) return true;
  const [maior, menor] = da.length > db.length ? [da, db] : [db, da];
  return maior.length === menor.length + 1 && semZeros(maior.slice(0, -1)) === menor;
}

export const mesmoBanco = (a: string, b: string): boolean => digitosDe(a) !== '' && digitosDe(a) === digitosDe(b);

function corresponde(extrato: IdentificacaoDoExtrato, conta: ContaBancaria): boolean {
  if (extrato.banco === null || conta.banco === null || conta.numero === null) return false;
  if (!mesmoBanco(extrato.banco, conta.banco)) return false;
  if (extrato.agencia !== null && conta.agencia !== null && !mesmoNumero(extrato.agencia, conta.agencia)) return false;
  return mesmoNumero(extrato.conta, conta.numero);
}

/** The id of the one account the statement names, or null. */
export function contaDoExtrato(extrato: IdentificacaoDoExtrato, contas: readonly ContaBancaria[]): number | null {
  const achadas = contas.filter((conta) => corresponde(extrato, conta));
  return achadas.length === 1 && achadas[0] !== undefined ? achadas[0].id : null;
}
