import { modulo11ZeroAcimaDe9 } from '../modulos.ts';
import { numeroCom, type ContaDeCobranca, type RegraDoBanco, type TituloDoBoleto } from './tipos.ts';

// Sicredi (748): nosso número AA/BSSSSS-D = the issue year (2) + the byte (2 when the beneficiário
// issues it) + a 5-digit sequence + a módulo-11 digit over agência + posto + código do beneficiário
// + year + byte + sequence (weights 2–9, above 9 → 0). Campo livre = tipo de cobrança (1 com
// registro, 3 sem; the account's carteira) + carteira simples 1 + nosso número (9) + agência (4) +
// posto (2) + beneficiário (5) + 1 when there is an amount + 0 + its own módulo-11 digit.

const BYTE_DO_BENEFICIARIO = '2';

function partes(conta: ContaDeCobranca, titulo: TituloDoBoleto) {
  const agencia = numeroCom(conta.agencia, 4, 'Agência');
  const posto = numeroCom(conta.posto ?? '', 2, 'Posto');
  const beneficiario = numeroCom(conta.convenio, 5, 'Código do beneficiário');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(titulo.emissao)) throw new Error(`Sicredi: a data de emissão ${titulo.emissao} não está no formato AAAA-MM-DD`);
  const ano = titulo.emissao.slice(2, 4);
  // Six digits carry their own byte (2 to 9) before the sequence; up to five get the beneficiário's.
  const byteESequencia = titulo.sequencial.length === 6 ? numeroCom(titulo.sequencial, 6, 'Nosso número') : BYTE_DO_BENEFICIARIO + numeroCom(titulo.sequencial, 5, 'Nosso número');
  if (Number(byteESequencia[0]) < 2) throw new Error(`Sicredi: o byte do nosso número vai de 2 a 9; recebeu ${byteESequencia[0] ?? ''}`);
  const semDigito = `${ano}${byteESequencia}`;
  const numero = `${semDigito}${modulo11ZeroAcimaDe9(agencia + posto + beneficiario + semDigito)}`;
  return { agencia, posto, beneficiario, numero };
}

export const SICREDI: RegraDoBanco = {
  nome: 'Sicredi',
  codigoComDigito: '748-X',
  nossoNumero(conta, titulo) {
    const { numero } = partes(conta, titulo);
    return { numero, impresso: `${numero.slice(0, 2)}/${numero.slice(2, 8)}-${numero.slice(8)}` };
  },
  campoLivre(conta, titulo) {
    const tipo = numeroCom(conta.carteira, 1, 'Carteira (tipo de cobrança)');
    const { agencia, posto, beneficiario, numero } = partes(conta, titulo);
    const semDigito = `${tipo}1${numero}${agencia}${posto}${beneficiario}${titulo.valorCentavos > 0 ? '1' : '0'}0`;
    return `${semDigito}${modulo11ZeroAcimaDe9(semDigito)}`;
  },
  agenciaECodigo: (conta) => `${conta.agencia}.${conta.posto ?? ''}.${conta.convenio}`,
};
