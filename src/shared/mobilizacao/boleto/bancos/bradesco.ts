import { somaModulo11 } from '../modulos.ts';
import { numeroCom, type RegraDoBanco } from './tipos.ts';

// Bradesco (237): nosso número of 11 digits whose check digit is módulo 11 base 7 over carteira +
// nosso número (remainder 0 → 0, 1 → P, otherwise 11 − remainder); campo livre = agência (4) +
// carteira (2) + nosso número (11) + conta (7) + 0.

export function digitoBradesco(carteiraENumero: string): string {
  const resto = somaModulo11(carteiraENumero, 7) % 11;
  if (resto === 0) return '0';
  return resto === 1 ? 'P' : String(11 - resto);
}

export const BRADESCO: RegraDoBanco = {
  nome: 'Bradesco',
  codigoComDigito: '237-2',
  nossoNumero(conta, titulo) {
    const carteira = numeroCom(conta.carteira, 2, 'Carteira');
    const numero = numeroCom(titulo.sequencial, 11, 'Nosso número');
    const dv = digitoBradesco(carteira + numero);
    return { numero: numero + dv, impresso: `${carteira}/${numero}-${dv}` };
  },
  campoLivre: (conta, titulo) =>
    `${numeroCom(conta.agencia, 4, 'Agência')}${numeroCom(conta.carteira, 2, 'Carteira')}${numeroCom(titulo.sequencial, 11, 'Nosso número')}${numeroCom(conta.conta, 7, 'Conta')}0`,
  agenciaECodigo: (conta) => `${conta.agencia} / ${conta.conta}`,
};
