// The period options of the specification (section 4) and the filter value of section 3.

export const OPCOES_PERIODO = [
  'ONTEM',
  'HOJE',
  'ESTA_SEMANA',
  'ESTA_SEMANA_ISO',
  'ESTE_MES',
  'MES_ANTERIOR',
  'ULTIMOS_30_DIAS',
  'ANUAL',
  'TODOS',
  'CUSTOMIZADO',
] as const;

export type OpcaoPeriodo = (typeof OPCOES_PERIODO)[number];

export const OPCAO_PERIODO_PADRAO: OpcaoPeriodo = 'TODOS';

export const ROTULOS_PERIODO: Readonly<Record<OpcaoPeriodo, string>> = {
  ONTEM: 'Ontem',
  HOJE: 'Hoje',
  ESTA_SEMANA: 'Esta semana',
  ESTA_SEMANA_ISO: 'Esta semana (ISO)',
  ESTE_MES: 'Este mês',
  MES_ANTERIOR: 'Mês anterior',
  ULTIMOS_30_DIAS: 'Últimos 30 dias',
  ANUAL: 'Anual',
  TODOS: 'Todos',
  CUSTOMIZADO: 'Customizado',
};

/** Bounds in the model format (YYYY-MM-DDTHH:mm:ss, São Paulo time); null is open. */
export interface DatasPeriodo {
  inicial: string | null;
  final: string | null;
}

/** The value a `periodo` filter holds and sends. */
export interface ValorPeriodo {
  opcao: OpcaoPeriodo;
  data: DatasPeriodo;
}

export function isOpcaoPeriodo(value: unknown): value is OpcaoPeriodo {
  return typeof value === 'string' && (OPCOES_PERIODO as readonly string[]).includes(value);
}
