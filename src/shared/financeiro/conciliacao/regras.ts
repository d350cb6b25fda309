import { normalizar } from '../../texto/normalizar.ts';

// The officer's reconciliation rules: "the memo contains X → category Y (cost centre, person)".
// A rule applies to a pending line of its sign (RECEITA money in, DESPESA money out, AMBOS either)
// whose memo contains its text, letter case and accents aside. The first rule by priority (the
// highest number first, then the oldest) wins; a line no rule takes stays pending.

export type TipoDaRegra = 'RECEITA' | 'DESPESA' | 'AMBOS';

export interface RegraDeConciliacao {
  id: number;
  textoContem: string;
  tipo: TipoDaRegra;
  prioridade: number;
  categoriaId: number;
  centroCustoId: number | null;
  pessoaId: number | null;
}

export interface LinhaParaRegra {
  id: number;
  valorCentavos: number;
  memo: string;
}

export interface Aplicacao {
  linhaId: number;
  regra: RegraDeConciliacao;
}

const doSinal = (regra: RegraDeConciliacao, valorCentavos: number): boolean =>
  regra.tipo === 'AMBOS' || (regra.tipo === 'RECEITA' ? valorCentavos > 0 : valorCentavos < 0);

export function regraSeAplica(regra: RegraDeConciliacao, linha: LinhaParaRegra): boolean {
  const texto = normalizar(regra.textoContem).trim();
  return texto.length > 0 && doSinal(regra, linha.valorCentavos) && normalizar(linha.memo).includes(texto);
}

/** The rules in the order they are tried: higher priority first, then the older (smaller id). */
export const emOrdemDePrioridade = (regras: readonly RegraDeConciliacao[]): RegraDeConciliacao[] =>
  [...regras].sort((a, b) => b.prioridade - a.prioridade || a.id - b.id);

/** Which rule takes each line (lines no rule takes are left out), in the lines' order. */
export function aplicarRegras(regras: readonly RegraDeConciliacao[], linhas: readonly LinhaParaRegra[]): Aplicacao[] {
  const ordenadas = emOrdemDePrioridade(regras);
  return linhas.flatMap((linha) => {
    const regra = ordenadas.find((r) => regraSeAplica(r, linha));
    return regra === undefined ? [] : [{ linhaId: linha.id, regra }];
  });
}

/** The tipo of the título a line becomes: money out a despesa, money in a receita. */
export const tipoDoTituloDaLinha = (valorCentavos: number): 'RECEITA' | 'DESPESA' => (valorCentavos > 0 ? 'RECEITA' : 'DESPESA');
