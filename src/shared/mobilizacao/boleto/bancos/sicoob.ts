import { somaComPesos } from '../modulos.ts';
import { numeroCom, type ContaDeCobranca, type RegraDoBanco, type TituloDoBoleto } from './tipos.ts';

// Sicoob (756): nosso número of 7 digits whose digit uses the weights 3, 1, 9, 7 (repeated from
// the left) over cooperativa (4) + código do cliente (10) + nosso número (7): remainder 0 or 1 →
// 0, otherwise 11 − remainder. Campo livre = carteira (1) + cooperativa (4) + modalidade (2) +
// código do cliente (7) + nosso número with its digit (8) + parcela (3).

const PESOS = [3, 1, 9, 7] as const;

function nossoNumeroSicoob(conta: ContaDeCobranca, titulo: TituloDoBoleto): string {
  const numero = numeroCom(titulo.sequencial, 7, 'Nosso número');
  const resto = somaComPesos(`${numeroCom(conta.agencia, 4, 'Cooperativa')}${numeroCom(conta.convenio, 10, 'Código do cliente')}${numero}`, PESOS) % 11;
  return `${numero}${resto <= 1 ? 0 : 11 - resto}`;
}

export const SICOOB: RegraDoBanco = {
  nome: 'Sicoob',
  codigoComDigito: '756-0',
  nossoNumero(conta, titulo) {
    const numero = nossoNumeroSicoob(conta, titulo);
    return { numero, impresso: `${numero.slice(0, 7)}-${numero.slice(7)}` };
  },
  campoLivre: (conta, titulo) =>
    `${numeroCom(conta.carteira, 1, 'Carteira')}${numeroCom(conta.agencia, 4, 'Cooperativa')}${numeroCom(conta.modalidade ?? '01', 2, 'Modalidade')}${numeroCom(conta.convenio, 7, 'Código do cliente')}${nossoNumeroSicoob(conta, titulo)}${numeroCom(String(titulo.parcela ?? 1), 3, 'Parcela')}`,
  agenciaECodigo: (conta) => `${conta.agencia} / ${conta.convenio}`,
};
