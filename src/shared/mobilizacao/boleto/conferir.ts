import { codigoDaLinhaDigitavel, digitoGeralEsperado } from './codigoDeBarras.ts';
import { vencimentoDoFator } from './fatorDeVencimento.ts';
import { modulo10 } from './modulos.ts';

// A linha digitável as a person types it (dots, spaces, anything between the digits): every
// check digit conferred, and what it says: bank, due date, amount.

export interface LinhaConferida {
  valida: true;
  codigoDeBarras: string;
  banco: string;
  /** AAAA-MM-DD, or null when the factor is 0000 (no due date). */
  vencimento: string | null;
  valorCentavos: number;
}

export interface LinhaRecusada {
  valida: false;
  /** What is wrong, in pt-BR, for the person who typed it. */
  motivo: string;
}

const CAMPOS = [
  { nome: 'primeiro', dados: [0, 9], digito: 9 },
  { nome: 'segundo', dados: [10, 20], digito: 20 },
  { nome: 'terceiro', dados: [21, 31], digito: 31 },
] as const;

/** Checks a typed linha digitável; `hoje` (AAAA-MM-DD) picks the due date's factor cycle. */
export function conferirLinhaDigitavel(digitada: string, hoje: string): LinhaConferida | LinhaRecusada {
  const linha = digitada.replace(/[\s.-]/g, '');
  if (!/^\d*$/.test(linha)) return { valida: false, motivo: 'A linha digitável só tem números.' };
  if (linha.length !== 47) return { valida: false, motivo: `A linha digitável tem 47 números; foram digitados ${linha.length}.` };
  for (const campo of CAMPOS) {
    if (modulo10(linha.slice(campo.dados[0], campo.dados[1])) !== Number(linha[campo.digito])) {
      return { valida: false, motivo: `O dígito do ${campo.nome} campo não confere: confira o que foi digitado.` };
    }
  }
  const codigoDeBarras = codigoDaLinhaDigitavel(linha);
  if (digitoGeralEsperado(codigoDeBarras) !== Number(codigoDeBarras[4])) {
    return { valida: false, motivo: 'O dígito verificador geral (quarto campo) não confere: confira o que foi digitado.' };
  }
  const fator = codigoDeBarras.slice(5, 9);
  if (fator !== '0000' && Number(fator) < 1000) return { valida: false, motivo: `O fator de vencimento ${fator} não existe.` };
  return {
    valida: true,
    codigoDeBarras,
    banco: codigoDeBarras.slice(0, 3),
    vencimento: vencimentoDoFator(fator, hoje),
    valorCentavos: Number(codigoDeBarras.slice(9, 19)),
  };
}
