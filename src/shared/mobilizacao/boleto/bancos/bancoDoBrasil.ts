import { somaModulo11 } from '../modulos.ts';
import { numeroCom, type ContaDeCobranca, type RegraDoBanco, type TituloDoBoleto } from './tipos.ts';

// Banco do Brasil (001). Convênio of 7 digits: nosso número = convênio + 10-digit sequence, no
// check digit; campo livre = six zeros + nosso número + carteira. Convênio of 6 or 4 digits:
// nosso número = convênio + sequence to 11 digits with a módulo-11 digit (weights 2–9, 11 −
// remainder, 10 → X, 11 → 0); campo livre = nosso número + agência + conta + carteira.

function digitoBB(numero: string): string {
  const dv = 11 - (somaModulo11(numero, 9) % 11);
  if (dv === 10) return 'X';
  return dv === 11 ? '0' : String(dv);
}

function base(conta: ContaDeCobranca, titulo: TituloDoBoleto): string {
  const convenio = conta.convenio;
  if (![4, 6, 7].includes(convenio.length)) throw new Error(`Banco do Brasil: o convênio tem 4, 6 ou 7 números; recebeu ${convenio}`);
  const tamanho = convenio.length === 7 ? 10 : 11 - convenio.length;
  return convenio + numeroCom(titulo.sequencial, tamanho, 'Sequencial do nosso número');
}

export const BANCO_DO_BRASIL: RegraDoBanco = {
  nome: 'Banco do Brasil',
  codigoComDigito: '001-9',
  nossoNumero(conta, titulo) {
    const numero = base(conta, titulo);
    if (conta.convenio.length === 7) return { numero, impresso: numero };
    const dv = digitoBB(numero);
    return { numero: numero + dv, impresso: `${numero}-${dv}` };
  },
  campoLivre(conta, titulo) {
    const carteira = numeroCom(conta.carteira, 2, 'Carteira');
    const numero = base(conta, titulo);
    if (conta.convenio.length === 7) return `000000${numero}${carteira}`;
    return `${numero}${numeroCom(conta.agencia, 4, 'Agência')}${numeroCom(conta.conta, 8, 'Conta')}${carteira}`;
  },
  agenciaECodigo: (conta) => `${conta.agencia} / ${conta.conta}`,
};
