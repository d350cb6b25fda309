import { ErroDeOfx, MENSAGENS_DO_OFX as M } from './mensagens.ts';

// OFX amounts (TRNAMT, BALAMT). The specification allows `.` or `,` as the decimal mark and no
// digit grouping: '-12.50', '-12,50', '+3,00', '1234.5', '.50'; Brazilian banks send these. So a
// single mark is always the decimal one. A grouped '1.234,56' (both marks) is read as well, the
// last mark being the decimal one, the other grouping exactly three digits. Extra decimals are
// accepted only as zeros ('-12.500'); a fraction of a cent ('1.234' read by the rule) is refused.
const SIMPLES = /^([+-]?)(\d*)(?:[.,](\d*))?$/;
const AGRUPADO = /^([+-]?)(\d{1,3}(?:([.,])\d{3})+)(?!\3)[.,](\d*)$/;

function centavos(sinal: string, inteiros: string, decimais: string): number | null {
  if (inteiros === '' && decimais === '') return null;
  if (!/^0*$/.test(decimais.slice(2))) return null;
  const valor = Number(inteiros || '0') * 100 + Number(decimais.slice(0, 2).padEnd(2, '0'));
  if (!Number.isSafeInteger(valor)) return null;
  return sinal === '-' && valor !== 0 ? -valor : valor;
}

function ler(texto: string): number | null {
  const agrupado = AGRUPADO.exec(texto);
  if (agrupado !== null) return centavos(agrupado[1] ?? '', (agrupado[2] ?? '').replace(/[.,]/g, ''), agrupado[4] ?? '');
  const m = SIMPLES.exec(texto);
  if (m === null) return null;
  return centavos(m[1] ?? '', m[2] ?? '', m[3] ?? '');
}

/** '-12,50' → -1250; anything that is not an amount is refused naming the line. */
export function centavosDoOfx(texto: string, linha: number): number {
  const valor = ler(texto.replace(/\s/g, ''));
  if (valor === null) throw new ErroDeOfx(M.valorInvalido, { linha, texto });
  return valor;
}
