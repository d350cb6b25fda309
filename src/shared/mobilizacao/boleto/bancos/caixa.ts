import { modulo11ZeroAcimaDe9 } from '../modulos.ts';
import { numeroCom, type ContaDeCobranca, type RegraDoBanco, type TituloDoBoleto } from './tipos.ts';

// Caixa (104), SIGCB: nosso número of 17 digits = carteira (1 registrada / 2 sem registro, then 4
// = issued by the beneficiário) + 15-digit sequence, its digit módulo 11 (weights 2–9, above 9 →
// 0). Campo livre = código do beneficiário (6) + its digit + nosso número's digits 3–5 + the first
// constant + digits 6–8 + the second constant + digits 9–17 + the campo livre's own módulo-11 digit.

function nossoNumeroCaixa(conta: ContaDeCobranca, titulo: TituloDoBoleto): string {
  const carteira = numeroCom(conta.carteira, 2, 'Carteira');
  if (!['14', '24'].includes(carteira)) throw new Error(`Caixa: a carteira é 14 (registrada) ou 24; recebeu ${carteira}`);
  return carteira + numeroCom(titulo.sequencial, 15, 'Nosso número');
}

export const CAIXA: RegraDoBanco = {
  nome: 'Caixa',
  codigoComDigito: '104-0',
  nossoNumero(conta, titulo) {
    const numero = nossoNumeroCaixa(conta, titulo);
    const dv = modulo11ZeroAcimaDe9(numero);
    return { numero: `${numero}${dv}`, impresso: `${numero}-${dv}` };
  },
  campoLivre(conta, titulo) {
    const beneficiario = numeroCom(conta.convenio, 6, 'Código do beneficiário');
    const n = nossoNumeroCaixa(conta, titulo);
    const semDigito = `${beneficiario}${modulo11ZeroAcimaDe9(beneficiario)}${n.slice(2, 5)}${n[0] ?? ''}${n.slice(5, 8)}${n[1] ?? ''}${n.slice(8)}`;
    return `${semDigito}${modulo11ZeroAcimaDe9(semDigito)}`;
  },
  agenciaECodigo(conta) {
    const beneficiario = numeroCom(conta.convenio, 6, 'Código do beneficiário');
    return `${conta.agencia} / ${beneficiario}-${modulo11ZeroAcimaDe9(beneficiario)}`;
  },
};
