import { diasDoMes, montarData, partesDa, somarDias, type DataISO } from '../calendario/data.ts';
import { inicioDaSemanaISO, semanaISO } from '../calendario/semana.ts';

// The cash flow of a period by day, ISO week or month: what was realised (payments by their
// date) and what is projected (open bills by their real due date), in and out, and the balance
// line: the opening balance plus everything up to each bucket's end, realised and projected.
// Amounts are signed, in positive and out negative; rows outside the period are not its own.

export type Agrupamento = 'DIA' | 'SEMANA' | 'MES';

export interface LancamentoDoFluxo {
  data: DataISO;
  valorCentavos: number;
  situacao: 'REALIZADO' | 'PREVISTO';
}

export interface FaixaDoFluxo {
  /** 2025-03-04, 2025-W10 or 2025-03. */
  chave: string;
  inicio: DataISO;
  fim: DataISO;
  realizadoEntradasCentavos: number;
  realizadoSaidasCentavos: number;
  previstoEntradasCentavos: number;
  previstoSaidasCentavos: number;
  /** What came in less what went out, realised and projected. */
  resultadoCentavos: number;
  /** The projected balance at the bucket's end. */
  saldoCentavos: number;
}

export interface FluxoDeCaixa {
  saldoInicialCentavos: number;
  faixas: FaixaDoFluxo[];
  saldoFinalCentavos: number;
}

const doisDigitos = (n: number): string => String(n).padStart(2, '0');

/** The bucket a date falls in: its key and first and last days. */
export function faixaDe(data: DataISO, agrupamento: Agrupamento): { chave: string; inicio: DataISO; fim: DataISO } {
  if (agrupamento === 'DIA') return { chave: data, inicio: data, fim: data };
  if (agrupamento === 'SEMANA') {
    const { ano, semana } = semanaISO(data);
    const inicio = inicioDaSemanaISO(data);
    return { chave: `${ano}-W${doisDigitos(semana)}`, inicio, fim: somarDias(inicio, 6) };
  }
  const { ano, mes } = partesDa(data);
  return { chave: `${ano}-${doisDigitos(mes)}`, inicio: montarData({ ano, mes, dia: 1 }), fim: montarData({ ano, mes, dia: diasDoMes(ano, mes) }) };
}

/** A bucket with nothing in it yet. */
const vazia = (faixa: { chave: string; inicio: DataISO; fim: DataISO }): FaixaDoFluxo => ({
  ...faixa,
  realizadoEntradasCentavos: 0,
  realizadoSaidasCentavos: 0,
  previstoEntradasCentavos: 0,
  previstoSaidasCentavos: 0,
  resultadoCentavos: 0,
  saldoCentavos: 0,
});

/** A row into its bucket: in or out, realised or projected, and the result. */
function somar(faixa: FaixaDoFluxo, { valorCentavos: valor, situacao }: LancamentoDoFluxo): void {
  const realizado = situacao === 'REALIZADO';
  if (valor >= 0 && realizado) faixa.realizadoEntradasCentavos += valor;
  else if (valor >= 0) faixa.previstoEntradasCentavos += valor;
  else if (realizado) faixa.realizadoSaidasCentavos -= valor;
  else faixa.previstoSaidasCentavos -= valor;
  faixa.resultadoCentavos += valor;
}

export interface PedidoDoFluxo {
  /** The balance before the period's first day. */
  saldoInicialCentavos: number;
  lancamentos: readonly LancamentoDoFluxo[];
  agrupamento: Agrupamento;
  periodo: { inicio: DataISO; fim: DataISO };
}

/** Every bucket of the period, empty ones included, so the chart's axis has no gaps. */
export function fluxoDeCaixa({ saldoInicialCentavos, lancamentos, agrupamento, periodo }: PedidoDoFluxo): FluxoDeCaixa {
  const faixas: FaixaDoFluxo[] = [];
  const porChave = new Map<string, FaixaDoFluxo>();
  for (let dia = periodo.inicio; dia <= periodo.fim; dia = somarDias(faixas.at(-1)!.fim, 1)) {
    const faixa = vazia(faixaDe(dia, agrupamento));
    faixas.push(faixa);
    porChave.set(faixa.chave, faixa);
  }
  for (const l of lancamentos) {
    if (l.data >= periodo.inicio && l.data <= periodo.fim) somar(porChave.get(faixaDe(l.data, agrupamento).chave)!, l);
  }
  let saldo = saldoInicialCentavos;
  for (const faixa of faixas) {
    saldo += faixa.resultadoCentavos;
    faixa.saldoCentavos = saldo;
  }
  return { saldoInicialCentavos, faixas, saldoFinalCentavos: saldo };
}
