import type { CodigoDoBanco } from './bancos.ts';

// What a remittance file carries, whatever its layout: the institution's agreement with the bank
// and the charges. Money in integer cents; dates AAAA-MM-DD.

export type LayoutDeRemessa = 'CNAB240' | 'CNAB400';

/** The institution as the bank knows it (the collection method's agreement). */
export interface Beneficiario {
  nome: string;
  /** CNPJ (or CPF) digits. */
  documento: string;
  agencia: string;
  agenciaDigito: string;
  conta: string;
  contaDigito: string;
  carteira: string;
  /** Convênio / código do beneficiário / código de transmissão, as the bank issued it. */
  convenio: string;
  /** The carteira's variação (Banco do Brasil). */
  variacao?: string;
}

export interface Pagador {
  nome: string;
  /** CPF or CNPJ digits. */
  documento: string;
  endereco: string;
  bairro: string;
  /** Eight digits. */
  cep: string;
  cidade: string;
  uf: string;
}

export interface CobrancaDaRemessa {
  /** As the boleto's engine formats it for the bank (digits, at the bank's width). */
  nossoNumero: string;
  /** The institution's own number for the charge. */
  seuNumero: string;
  emissao: string;
  vencimento: string;
  valorCentavos: number;
  pagador: Pagador;
  /** Interest per day late, in cents (0 = none). */
  jurosAoDiaCentavos: number;
  /** Fine once late, in hundredths of a percent (200 = 2,00 %; 0 = none). */
  multaCentesimos: number;
}

export interface PedidoDeRemessa {
  layout: LayoutDeRemessa;
  banco: CodigoDoBanco;
  beneficiario: Beneficiario;
  /** The file's sequence number (NSA) with this bank. */
  sequencia: number;
  geracao: string;
  cobrancas: readonly CobrancaDaRemessa[];
}

/** A remittance read back: what the file says, the totals of its trailers included. */
export interface RemessaLida {
  layout: LayoutDeRemessa;
  banco: CodigoDoBanco;
  sequencia: number;
  geracao: string | null;
  cobrancas: CobrancaDaRemessa[];
  /** The trailer's charge count and total, where the layout has them (null otherwise). */
  totais: { quantidade: number; valorCentavos: number } | null;
}
