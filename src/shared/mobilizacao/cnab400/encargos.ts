import type { CobrancaDaRemessa } from '../cnab/remessa-tipos.ts';
import { temCampo, type Valores } from '../cnab/valores.ts';
import type { LayoutDeRegistro } from '../arquivos/campos.ts';

// Fine and interest where a bank's 400 asks them in another unit than the charge keeps them
// (interest in cents a day, fine in hundredths of a percent):
// - Caixa (SIGCB) asks the fine as a value in cents (detail 358–367, its date at 352–357);
// - Sicoob asks both as rates with four decimals (161–166 interest a month, 167–172 fine), as
//   eduardokum/laravel-boleto (src/Cnab/Remessa/Cnab400/Banco/Bancoob.php) and ACBr
//   (Fontes/ACBrBoleto/ACBrBancoBancoob.pas) write them.

const DIAS_NO_MES = 30;
/** A percentage with four decimals, as the six digits of Sicoob's rates. */
const QUATRO_DECIMAIS = 10_000;
const MAIOR_TAXA = 999_999;

const taxa = (valor: number): string => String(Math.min(MAIOR_TAXA, Math.round(valor)));

/** The fine as cents of the charge's value. */
export const multaEmCentavos = (cobranca: CobrancaDaRemessa): number => Math.round((cobranca.valorCentavos * cobranca.multaCentesimos) / 10_000);

/** The values the 400 detail takes besides the charge's own: what each bank's table lacks is left out by escreverCom. */
export function encargosEscritos(cobranca: CobrancaDaRemessa): Valores {
  const { valorCentavos, jurosAoDiaCentavos, multaCentesimos } = cobranca;
  return {
    valorMulta: multaEmCentavos(cobranca),
    taxaMulta: taxa(multaCentesimos * (QUATRO_DECIMAIS / 100)),
    taxaMora: taxa(valorCentavos === 0 ? 0 : (jurosAoDiaCentavos * DIAS_NO_MES * 100 * QUATRO_DECIMAIS) / valorCentavos),
  };
}

/** The charge read back from those fields, where the bank's detail has them. */
export function encargosLidos(detalhe: LayoutDeRegistro, cobranca: CobrancaDaRemessa, texto: (nome: string) => string): CobrancaDaRemessa {
  const { valorCentavos } = cobranca;
  const lida = { ...cobranca };
  if (temCampo(detalhe, 'valorMulta') && valorCentavos > 0) lida.multaCentesimos = Math.round((Number(texto('valorMulta')) * 10_000) / valorCentavos);
  if (temCampo(detalhe, 'taxaMulta')) lida.multaCentesimos = Math.round(Number(texto('taxaMulta')) / (QUATRO_DECIMAIS / 100));
  if (temCampo(detalhe, 'taxaMora')) lida.jurosAoDiaCentavos = Math.round((Number(texto('taxaMora')) * valorCentavos) / (DIAS_NO_MES * 100 * QUATRO_DECIMAIS));
  return lida;
}
