import type { TipoDoPainel } from '../../../../shared/api/painel.ts';
import type { DataISO } from '../../../../shared/calendario/data.ts';
import { LeitorDaConsulta, type Consulta } from '../movimento/parametros.ts';

// The query every dashboard call reads: the period (inicio, fim; at most three years, like the
// statement's) and the optional filters by account, cost centre and category, judged by the
// statement's reader (422 naming the parameter); `tipo` for the calls of one side.

export const MENSAGEM_TIPO = 'Escolha receitas ou despesas.';

export interface FiltrosDoPainel {
  conta: number | null;
  centroCusto: number | null;
  categoria: number | null;
}

export interface ConsultaDoPainel {
  unidadeId: number;
  inicio: DataISO;
  fim: DataISO;
  filtros: FiltrosDoPainel;
}

export function lerConsultaDoPainel(consulta: Consulta, unidadeId: number, comTipo: boolean): ConsultaDoPainel & { tipo: TipoDoPainel } {
  const leitor = new LeitorDaConsulta(consulta);
  const periodo = leitor.periodo();
  const filtros = { conta: leitor.id('conta', false), centroCusto: leitor.id('centroCusto', false), categoria: leitor.id('categoria', false) };
  const tipo = consulta['tipo'];
  if (comTipo && tipo !== 'receitas' && tipo !== 'despesas') leitor.erros.push({ field: 'tipo', message: MENSAGEM_TIPO });
  leitor.exigir();
  return { unidadeId, ...periodo, filtros, tipo: tipo === 'receitas' ? 'receitas' : 'despesas' };
}
