// What a bank needs to compose a boleto: the institution's collection account with that bank
// and the charge. Each bank turns them into its nosso número (with its check digit) and the 25
// digits of the barcode's campo livre.

export type CodigoDoBanco = '001' | '237' | '341' | '104' | '033' | '748' | '756';

/** The institution's collection agreement with a bank. Digits only, without the check digits the bank prints apart. */
export interface ContaDeCobranca {
  banco: CodigoDoBanco;
  /** Agência (Sicoob: cooperativa), 4 digits. */
  agencia: string;
  /** Conta corrente without its digit (Banco do Brasil 8, Bradesco 7, Itaú 5); unused where the agreement is enough. */
  conta: string;
  /** Convênio (BB 4, 6 or 7 digits) / código do beneficiário (Caixa 6, Santander 7, Sicredi 5, Sicoob 7). */
  convenio: string;
  /**
   * Carteira: BB 17/18, Bradesco 09…, Itaú 109…, Caixa 14 (registrada) or 24, Santander 101/102/201,
   * Sicredi 1 (com registro) or 3, Sicoob 1.
   */
  carteira: string;
  /** Sicredi: posto de atendimento (2 digits). */
  posto?: string;
  /** Sicoob: modalidade (01 simples com registro). */
  modalidade?: string;
}

/** The charge: its sequence number within the agreement, due date, amount, issue date (AAAA-MM-DD). */
export interface TituloDoBoleto {
  sequencial: string;
  vencimento: string;
  valorCentavos: number;
  emissao: string;
  /** Sicoob: the instalment (001 for a single charge). */
  parcela?: number;
}

export interface NossoNumero {
  /** Digits (and Bradesco's P) as the remittance files carry them, check digit included where the bank has one. */
  numero: string;
  /** As printed on the boleto, e.g. "19/00000000002-8". */
  impresso: string;
}

export interface RegraDoBanco {
  nome: string;
  /** The bank's code with its digit, printed beside the logo (e.g. "237-2"). */
  codigoComDigito: string;
  nossoNumero(conta: ContaDeCobranca, titulo: TituloDoBoleto): NossoNumero;
  campoLivre(conta: ContaDeCobranca, titulo: TituloDoBoleto): string;
  /** "Agência / código do beneficiário" as the bank prints it. */
  agenciaECodigo(conta: ContaDeCobranca): string;
}

/** Digits padded to the width, or a pt-BR error naming the field. */
export function numeroCom(valor: string, tamanho: number, nome: string): string {
  if (!/^\d+$/.test(valor)) throw new Error(`${nome}: "${valor}" não são só números`);
  if (valor.length > tamanho) throw new Error(`${nome}: ${valor} tem mais de ${tamanho} números`);
  return valor.padStart(tamanho, '0');
}
