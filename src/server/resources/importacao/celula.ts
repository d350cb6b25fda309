import { tipoPrincipal } from '../../../shared/engine/modelo.ts';
import type { Escalar, ModelProperty } from '../../../shared/engine/types.ts';
import { chaveDoCabecalho } from './sugestao.ts';

// A cell's text as the value the form would send for a field: numbers as spreadsheets write them
// (1.234,56 or 1234.56), yes or no in the words people use, a choice by its value or its label.
// Text, dates and formats go as written: the form's rules judge them with its messages. A reference
// is found by name elsewhere (referencias-por-nome.ts).

export type ValorDaCelula = { valor: Escalar } | { erro: string };

const INVALIDO = { erro: 'Valor inválido.' } as const;
const SIM = new Set(['sim', 's', 'true', 'verdadeiro', 'v', '1', 'x', 'yes', 'y']);
const NAO = new Set(['nao', 'n', 'false', 'falso', 'f', '0', 'no']);

/** A number as written in Brazil (1.234,56) or by a spreadsheet (1234.56); null when it is none. */
export function numeroDoTexto(texto: string): number | null {
  const limpo = texto.replace(/^R\$\s*/i, '').replace(/\s/g, '');
  // With a comma, dots group thousands; without one, a lone dot is the decimal point and several group thousands.
  const normal = limpo.includes(',') ? limpo.replace(/\./g, '').replace(',', '.') : limpo.split('.').length > 2 ? limpo.replace(/\./g, '') : limpo;
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(normal)) return null;
  const numero = Number(normal);
  return Number.isFinite(numero) ? numero : null;
}

function escolha(propriedade: ModelProperty, texto: string): ValorDaCelula {
  const procurado = chaveDoCabecalho(texto);
  const rotulos = propriedade['x-opcoes'] ?? {};
  const valor = (propriedade.enum ?? []).find((v) => v !== null && (chaveDoCabecalho(String(v)) === procurado || chaveDoCabecalho(rotulos[String(v)] ?? '') === procurado));
  return valor === undefined ? INVALIDO : { valor };
}

export function valorDaCelula(propriedade: ModelProperty, texto: string): ValorDaCelula {
  if (propriedade.enum !== undefined) return escolha(propriedade, texto);
  switch (tipoPrincipal(propriedade)) {
    case 'boolean': {
      const palavra = chaveDoCabecalho(texto);
      return SIM.has(palavra) ? { valor: true } : NAO.has(palavra) ? { valor: false } : INVALIDO;
    }
    case 'integer': {
      const numero = numeroDoTexto(texto);
      return numero === null || !Number.isSafeInteger(numero) ? INVALIDO : { valor: numero };
    }
    case 'number': {
      const numero = numeroDoTexto(texto);
      return numero === null ? INVALIDO : { valor: numero };
    }
    default:
      return { valor: texto };
  }
}
