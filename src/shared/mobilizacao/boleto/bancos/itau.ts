import { modulo10 } from '../modulos.ts';
import { numeroCom, type ContaDeCobranca, type RegraDoBanco, type TituloDoBoleto } from './tipos.ts';

// Itaú (341): nosso número of 8 digits whose DAC is módulo 10 over agência + conta + carteira +
// nosso número (carteiras 126, 131, 146, 150 and 168: carteira + nosso número only); campo livre
// = carteira (3) + nosso número (8) + DAC + agência (4) + conta (5) + DAC of agência + conta + 000.
// The carteiras with the document number in the barcode (106, 107, 122, 142, 143, 195, 196, 198)
// compose another campo livre and are refused.

const SO_CARTEIRA = new Set(['126', '131', '146', '150', '168']);
const OUTRO_LAYOUT = new Set(['106', '107', '122', '142', '143', '195', '196', '198']);

function partes(conta: ContaDeCobranca, titulo: TituloDoBoleto) {
  const carteira = numeroCom(conta.carteira, 3, 'Carteira');
  if (OUTRO_LAYOUT.has(carteira)) throw new Error(`Itaú: a carteira ${carteira} não é atendida`);
  const agencia = numeroCom(conta.agencia, 4, 'Agência');
  const numeroDaConta = numeroCom(conta.conta, 5, 'Conta');
  const numero = numeroCom(titulo.sequencial, 8, 'Nosso número');
  const dac = modulo10(SO_CARTEIRA.has(carteira) ? carteira + numero : agencia + numeroDaConta + carteira + numero);
  return { carteira, agencia, numeroDaConta, numero, dac };
}

export const ITAU: RegraDoBanco = {
  nome: 'Itaú',
  codigoComDigito: '341-7',
  nossoNumero(conta, titulo) {
    const { carteira, numero, dac } = partes(conta, titulo);
    return { numero: `${numero}${dac}`, impresso: `${carteira}/${numero}-${dac}` };
  },
  campoLivre(conta, titulo) {
    const { carteira, agencia, numeroDaConta, numero, dac } = partes(conta, titulo);
    return `${carteira}${numero}${dac}${agencia}${numeroDaConta}${modulo10(agencia + numeroDaConta)}000`;
  },
  agenciaECodigo: (conta) => `${conta.agencia} / ${conta.conta}-${modulo10(numeroCom(conta.agencia, 4, 'Agência') + numeroCom(conta.conta, 5, 'Conta'))}`,
};
