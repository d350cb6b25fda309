import type { GradeDoOrcamento, GravacaoDaGrade, LinhaDaGrade } from '../../../../shared/api/orcamento.ts';
import { centavosDosReais, reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { copiarLinha, distribuirNoAno, MESES_DO_ANO } from '../../../../shared/orcamento/distribuicao.ts';

// The grid being edited, in cents: its lines, which changed since the last save and which were
// removed. Spreading and copying are the shared rules (distribuirNoAno, copiarLinha), so the grid
// shows at once what the server would store; Salvar sends only what changed.

export interface Chave {
  categoriaId: number;
  centroCustoId: number;
}

export interface LinhaEditavel extends Chave {
  /** Twelve months in cents. */
  meses: readonly number[];
}

export interface EstadoDaGrade {
  linhas: readonly LinhaEditavel[];
  alteradas: ReadonlySet<string>;
  removidas: readonly Chave[];
}

export const chaveDe = (l: Chave): string => `${l.categoriaId}:${l.centroCustoId}`;
const mesma = (a: Chave, b: Chave): boolean => chaveDe(a) === chaveDe(b);
const emCentavos = (l: LinhaDaGrade): LinhaEditavel => ({ categoriaId: l.categoriaId, centroCustoId: l.centroCustoId, meses: l.meses.map((m) => centavosDosReais(m) ?? 0) });

export const daGrade = (grade: GradeDoOrcamento): EstadoDaGrade => ({ linhas: grade.linhas.map(emCentavos), alteradas: new Set(), removidas: [] });

export const alterado = (estado: EstadoDaGrade): boolean => estado.alteradas.size > 0 || estado.removidas.length > 0;

/** The line put in place of its key's (or added at the end), marked changed and no longer removed. */
function comLinhaGravada(estado: EstadoDaGrade, linha: LinhaEditavel): EstadoDaGrade {
  const existe = estado.linhas.some((l) => mesma(l, linha));
  return {
    linhas: existe ? estado.linhas.map((l) => (mesma(l, linha) ? linha : l)) : [...estado.linhas, linha],
    alteradas: new Set([...estado.alteradas, chaveDe(linha)]),
    removidas: estado.removidas.filter((r) => !mesma(r, linha)),
  };
}

export function comMes(estado: EstadoDaGrade, linha: LinhaEditavel, mes: number, centavos: number): EstadoDaGrade {
  return comLinhaGravada(estado, { ...linha, meses: linha.meses.map((m, i) => (i === mes ? centavos : m)) });
}

export function comDistribuicao(estado: EstadoDaGrade, linha: LinhaEditavel, anualCentavos: number, restoNo: 'ultimo' | 'primeiro'): EstadoDaGrade {
  return comLinhaGravada(estado, { ...linha, meses: distribuirNoAno(anualCentavos, restoNo) });
}

/** The origin's months onto the destination line, replacing it when the grid has it. */
export function comCopia(estado: EstadoDaGrade, origem: LinhaEditavel, destino: Chave): EstadoDaGrade {
  const copia = copiarLinha({ categoriaId: origem.categoriaId, centroDeCustoId: origem.centroCustoId, mesesCentavos: origem.meses }, { categoriaId: destino.categoriaId, centroDeCustoId: destino.centroCustoId });
  return comLinhaGravada(estado, { categoriaId: copia.categoriaId, centroCustoId: copia.centroDeCustoId, meses: copia.mesesCentavos });
}

/** A new line planned at zero; nothing when the grid has it already. */
export function comNovaLinha(estado: EstadoDaGrade, chave: Chave): EstadoDaGrade {
  if (estado.linhas.some((l) => mesma(l, chave))) return estado;
  return comLinhaGravada(estado, { ...chave, meses: Array.from({ length: MESES_DO_ANO }, () => 0) });
}

export function semLinha(estado: EstadoDaGrade, linha: Chave): EstadoDaGrade {
  const alteradas = new Set(estado.alteradas);
  alteradas.delete(chaveDe(linha));
  return { linhas: estado.linhas.filter((l) => !mesma(l, linha)), alteradas, removidas: [...estado.removidas.filter((r) => !mesma(r, linha)), { categoriaId: linha.categoriaId, centroCustoId: linha.centroCustoId }] };
}

/** Every line of last year's plan brought into this year's grid (to be saved). */
export function comAnoAnterior(estado: EstadoDaGrade, anterior: GradeDoOrcamento): EstadoDaGrade {
  return anterior.linhas.map(emCentavos).reduce(comLinhaGravada, estado);
}

export function pedidoDeGravacao(estado: EstadoDaGrade, ano: number): GravacaoDaGrade {
  return {
    ano,
    linhas: estado.linhas.filter((l) => estado.alteradas.has(chaveDe(l))).map((l) => ({ categoriaId: l.categoriaId, centroCustoId: l.centroCustoId, meses: l.meses.map(reaisDosCentavos) })),
    removidas: [...estado.removidas],
  };
}

export const somaDe = (valores: readonly number[]): number => valores.reduce((a, b) => a + b, 0);
