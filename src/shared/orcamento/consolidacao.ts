import { MESES_DO_ANO, type ChaveDaLinha, type LinhaDoOrcamento } from './distribuicao.ts';
import { executar, type Execucao } from './execucao.ts';

// The year's execution: each line (category × cost centre) month by month and for the year, each
// category over its cost centres, and the total. A realised amount with no planned line still
// shows, on a line planned at zero, so spending outside the plan is never hidden. Lines come
// planned ones first in the plan's order, then the unplanned in the order they were realised.

/** What was realised (paid or received) on a line in a month, 1 to 12. */
export interface Realizado extends ChaveDaLinha {
  mes: number;
  valorCentavos: number;
}

export interface Execucoes {
  /** January first. */
  meses: Execucao[];
  ano: Execucao;
}

export interface LinhaExecutada extends ChaveDaLinha, Execucoes {}

export interface CategoriaExecutada extends Execucoes {
  categoriaId: number;
}

export interface ExecucaoDoAno {
  linhas: LinhaExecutada[];
  categorias: CategoriaExecutada[];
  total: Execucoes;
}

interface Somas {
  planejado: number[];
  realizado: number[];
}

const zeros = (): number[] => Array.from({ length: MESES_DO_ANO }, () => 0);
const vazias = (): Somas => ({ planejado: zeros(), realizado: zeros() });
const chave = (l: ChaveDaLinha): string => `${l.categoriaId}:${l.centroDeCustoId}`;

function acumular(destino: Somas, origem: Somas): void {
  for (let i = 0; i < MESES_DO_ANO; i++) {
    destino.planejado[i]! += origem.planejado[i]!;
    destino.realizado[i]! += origem.realizado[i]!;
  }
}

function executarSomas({ planejado, realizado }: Somas): Execucoes {
  const soma = (valores: number[]) => valores.reduce((a, b) => a + b, 0);
  return { meses: planejado.map((p, i) => executar(p, realizado[i]!)), ano: executar(soma(planejado), soma(realizado)) };
}

/** Planned lines against realised amounts, rolled up to categories and to the total. */
export function executarOrcamento(plano: readonly LinhaDoOrcamento[], realizados: readonly Realizado[]): ExecucaoDoAno {
  const linhas = new Map<string, ChaveDaLinha & Somas>();
  const linhaDe = (k: ChaveDaLinha): ChaveDaLinha & Somas => {
    let linha = linhas.get(chave(k));
    if (linha === undefined) {
      linha = { categoriaId: k.categoriaId, centroDeCustoId: k.centroDeCustoId, ...vazias() };
      linhas.set(chave(k), linha);
    }
    return linha;
  };
  for (const l of plano) {
    if (l.mesesCentavos.length !== MESES_DO_ANO) throw new RangeError(`A plan line has ${l.mesesCentavos.length} months`);
  }
  for (const l of plano) l.mesesCentavos.forEach((valor, i) => (linhaDe(l).planejado[i]! += valor));
  for (const r of realizados) {
    if (!Number.isInteger(r.mes) || r.mes < 1 || r.mes > MESES_DO_ANO) throw new RangeError(`Not a month: ${r.mes}`);
    linhaDe(r).realizado[r.mes - 1]! += r.valorCentavos;
  }
  const categorias = new Map<number, Somas>();
  const total = vazias();
  for (const l of linhas.values()) {
    if (!categorias.has(l.categoriaId)) categorias.set(l.categoriaId, vazias());
    acumular(categorias.get(l.categoriaId)!, l);
    acumular(total, l);
  }
  return {
    linhas: [...linhas.values()].map((l) => ({ categoriaId: l.categoriaId, centroDeCustoId: l.centroDeCustoId, ...executarSomas(l) })),
    categorias: [...categorias].map(([categoriaId, somas]) => ({ categoriaId, ...executarSomas(somas) })),
    total: executarSomas(total),
  };
}
