import { idDe, numero, texto, type Registro } from '../valores.ts';

// A título's installments and baixas as its rules read them: money in integer cents (the save's
// types allow at most two decimals), a row that does not read is left out for the save's own
// type errors to name.

export interface ParcelaLida {
  numero: number;
  vencimento: string;
  vencimentoReal: string | null;
  centavos: number;
}

export interface BaixaLida {
  id: number | null;
  parcela: number;
  data: string;
  conta: number | null;
  forma: string;
  centavos: number;
  juros: number;
  multa: number;
  desconto: number;
  estornadaEm: string | null;
}

export const centavos = (valor: number): number => Math.round(valor * 100);
export const reais = (centavosDoValor: number): number => centavosDoValor / 100;

/** A day as the API writes it (2025-01-31) or as the form's date fields send it (2025-01-31T00:00:00). */
export function dia(valor: unknown): string | null {
  const t = texto(valor);
  return t === null ? null : /^\d{4}-\d{2}-\d{2}(T00:00:00)?$/.test(t) ? t.slice(0, 10) : t;
}

const linhas = (valor: unknown): Registro[] => (Array.isArray(valor) ? valor.filter((l): l is Registro => typeof l === 'object' && l !== null) : []);
const dinheiro = (valor: unknown): number => centavos(numero(valor) ?? 0);

export function parcelasDe(registro: Registro): ParcelaLida[] {
  return linhas(registro['parcelas']).flatMap((l) => {
    const n = numero(l['numero']);
    const vencimento = dia(l['vencimento']);
    return n === null || vencimento === null ? [] : [{ numero: n, vencimento, vencimentoReal: dia(l['vencimentoReal']), centavos: dinheiro(l['valor']) }];
  });
}

export function baixasDe(registro: Registro): BaixaLida[] {
  return linhas(registro['baixas']).flatMap((l) => {
    const parcela = numero(l['parcela']);
    const data = dia(l['data']);
    if (parcela === null || data === null) return [];
    const id = numero(l['id']);
    return [
      {
        id: id === null ? null : id,
        parcela,
        data,
        conta: idDe(l['conta']),
        forma: texto(l['forma']) ?? '',
        centavos: dinheiro(l['valor']),
        juros: dinheiro(l['juros']),
        multa: dinheiro(l['multa']),
        desconto: dinheiro(l['desconto']),
        estornadaEm: dia(l['estornadaEm']),
      },
    ];
  });
}
