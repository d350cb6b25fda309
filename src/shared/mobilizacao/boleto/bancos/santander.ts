import { somaModulo11 } from '../modulos.ts';
import { numeroCom, type RegraDoBanco } from './tipos.ts';

// Santander (033): nosso número of 12 digits whose digit is módulo 11 (weights 2–9; remainder 10
// → 1, 0 or 1 → 0, otherwise 11 − remainder); campo livre = 9 + código do beneficiário (7) +
// nosso número with its digit (13) + IOF (0 but for insurers) + carteira (3).

export function digitoSantander(numero: string): string {
  const resto = somaModulo11(numero, 9) % 11;
  if (resto === 10) return '1';
  return resto <= 1 ? '0' : String(11 - resto);
}

export const SANTANDER: RegraDoBanco = {
  nome: 'Santander',
  codigoComDigito: '033-7',
  nossoNumero(_conta, titulo) {
    const numero = numeroCom(titulo.sequencial, 12, 'Nosso número');
    const dv = digitoSantander(numero);
    return { numero: numero + dv, impresso: `${numero}-${dv}` };
  },
  campoLivre(conta, titulo) {
    const numero = numeroCom(titulo.sequencial, 12, 'Nosso número');
    return `9${numeroCom(conta.convenio, 7, 'Código do beneficiário')}${numero}${digitoSantander(numero)}0${numeroCom(conta.carteira, 3, 'Carteira')}`;
  },
  agenciaECodigo: (conta) => `${conta.agencia} / ${conta.convenio}`,
};
