import { BANCOS } from './bancos/index.ts';
import type { ContaDeCobranca, TituloDoBoleto } from './bancos/tipos.ts';
import { formatarLinhaDigitavel, linhaDigitavelDoCodigo, montarCodigoDeBarras } from './codigoDeBarras.ts';

// A charge's boleto from the institution's account with a bank: the nosso número as the bank
// composes it, the barcode and the linha digitável.

export interface BoletoCalculado {
  banco: string;
  /** The bank's code with its digit, as printed beside its name. */
  codigoComDigito: string;
  nomeDoBanco: string;
  nossoNumero: string;
  nossoNumeroImpresso: string;
  agenciaECodigo: string;
  codigoDeBarras: string;
  /** 47 digits. */
  linhaDigitavel: string;
  /** `00000.00000 00000.000000 00000.000000 0 00000000000000` */
  linhaDigitavelFormatada: string;
}

export function calcularBoleto(conta: ContaDeCobranca, titulo: TituloDoBoleto): BoletoCalculado {
  const regra = BANCOS[conta.banco];
  const nossoNumero = regra.nossoNumero(conta, titulo);
  const codigoDeBarras = montarCodigoDeBarras({
    banco: conta.banco,
    vencimento: titulo.vencimento,
    valorCentavos: titulo.valorCentavos,
    campoLivre: regra.campoLivre(conta, titulo),
  });
  const linhaDigitavel = linhaDigitavelDoCodigo(codigoDeBarras);
  return {
    banco: conta.banco,
    codigoComDigito: regra.codigoComDigito,
    nomeDoBanco: regra.nome,
    nossoNumero: nossoNumero.numero,
    nossoNumeroImpresso: nossoNumero.impresso,
    agenciaECodigo: regra.agenciaECodigo(conta),
    codigoDeBarras,
    linhaDigitavel,
    linhaDigitavelFormatada: formatarLinhaDigitavel(linhaDigitavel),
  };
}
