import { fatorDeVencimento } from './fatorDeVencimento.ts';
import { digitoGeralDoCodigo, modulo10 } from './modulos.ts';

// The boleto's 44-digit barcode (FEBRABAN): bank (3), currency 9 (real), general check digit,
// due-date factor (4), amount in cents (10), the bank's campo livre (25). And the 47-digit
// linha digitável the payer types: the barcode's digits rearranged in five fields, the first
// three closed by a módulo-10 digit.

export const MOEDA_REAL = '9';
const VALOR_MAXIMO = 9_999_999_999;

export interface DadosDoCodigo {
  banco: string;
  /** AAAA-MM-DD */
  vencimento: string;
  valorCentavos: number;
  campoLivre: string;
}

export function montarCodigoDeBarras(dados: DadosDoCodigo): string {
  if (!/^\d{3}$/.test(dados.banco)) throw new Error(`código de banco ${dados.banco} inválido`);
  if (!/^\d{25}$/.test(dados.campoLivre)) throw new Error(`o campo livre tem 25 números; recebeu "${dados.campoLivre}"`);
  if (!Number.isSafeInteger(dados.valorCentavos) || dados.valorCentavos < 0 || dados.valorCentavos > VALOR_MAXIMO) {
    throw new Error(`valor ${dados.valorCentavos} fora do que o código de barras comporta`);
  }
  const semDigito = `${dados.banco}${MOEDA_REAL}${fatorDeVencimento(dados.vencimento)}${String(dados.valorCentavos).padStart(10, '0')}${dados.campoLivre}`;
  return `${semDigito.slice(0, 4)}${digitoGeralDoCodigo(semDigito)}${semDigito.slice(4)}`;
}

/** The general check digit a barcode should carry (position 5), from its other 43 digits. */
export const digitoGeralEsperado = (codigo: string): number => digitoGeralDoCodigo(codigo.slice(0, 4) + codigo.slice(5));

const comDigito = (campo: string): string => `${campo}${modulo10(campo)}`;

/** The 47 digits of the linha digitável, unformatted. */
export function linhaDigitavelDoCodigo(codigo: string): string {
  if (!/^\d{44}$/.test(codigo)) throw new Error(`o código de barras tem 44 números; recebeu "${codigo}"`);
  const campoLivre = codigo.slice(19);
  return [
    comDigito(codigo.slice(0, 4) + campoLivre.slice(0, 5)),
    comDigito(campoLivre.slice(5, 15)),
    comDigito(campoLivre.slice(15, 25)),
    codigo.slice(4, 5),
    codigo.slice(5, 19),
  ].join('');
}

/** The barcode a linha digitável's 47 digits stand for (check digits dropped, not checked). */
export function codigoDaLinhaDigitavel(linha: string): string {
  if (!/^\d{47}$/.test(linha)) throw new Error(`a linha digitável tem 47 números; recebeu "${linha}"`);
  return linha.slice(0, 4) + linha.slice(32, 47) + linha.slice(4, 9) + linha.slice(10, 20) + linha.slice(21, 31);
}

/** As printed: `00000.00000 00000.000000 00000.000000 0 00000000000000`. */
export function formatarLinhaDigitavel(linha: string): string {
  if (!/^\d{47}$/.test(linha)) throw new Error(`a linha digitável tem 47 números; recebeu "${linha}"`);
  return `${linha.slice(0, 5)}.${linha.slice(5, 10)} ${linha.slice(10, 15)}.${linha.slice(15, 21)} ${linha.slice(21, 26)}.${linha.slice(26, 32)} ${linha.slice(32, 33)} ${linha.slice(33)}`;
}
