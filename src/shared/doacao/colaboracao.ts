// A colaboração (recurring gift) month by month: whether it generates the month's gift and on
// what day, and what a failed or a paid charge does to it. The server's module applies these.

export type SituacaoDaColaboracao = 'ATIVA' | 'FALHANDO' | 'CANCELADA' | 'ENCERRADA';

export interface PlanoMensal {
  diaDoMes: number;
  /** AAAA-MM-DD */
  inicio: string;
  fim: string | null;
  situacao: SituacaoDaColaboracao;
}

const COMPETENCIA = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const ehCompetencia = (texto: string): boolean => COMPETENCIA.test(texto);

/** The gift's due date in a month: the plan's day (1 to 28, so every month has it). */
export const vencimentoNoMes = (diaDoMes: number, competencia: string): string => `${competencia}-${String(diaDoMes).padStart(2, '0')}`;

/** Whether the plan generates a gift in the month: active or failing, and the due date within its start and end. */
export function geraNoMes(plano: PlanoMensal, competencia: string): boolean {
  if (plano.situacao !== 'ATIVA' && plano.situacao !== 'FALHANDO') return false;
  const vencimento = vencimentoNoMes(plano.diaDoMes, competencia);
  return vencimento >= plano.inicio && (plano.fim === null || vencimento <= plano.fim);
}

export interface EstadoAposCobranca {
  falhas: number;
  situacao: SituacaoDaColaboracao;
  /** The failure that reached the limit: the plan is cancelled and the donor is told. */
  cancelada: boolean;
}

/** A failed charge: one more failure in a row; at the limit the plan is cancelled, before it it is failing. */
export function aposFalha(falhas: number, limite: number): EstadoAposCobranca {
  const seguidas = falhas + 1;
  const cancelada = seguidas >= Math.max(1, limite);
  return { falhas: seguidas, situacao: cancelada ? 'CANCELADA' : 'FALHANDO', cancelada };
}

/** A paid charge: the failures in a row start again and a failing plan is active again. */
export function aposPagamento(situacao: SituacaoDaColaboracao): EstadoAposCobranca {
  return { falhas: 0, situacao: situacao === 'FALHANDO' ? 'ATIVA' : situacao, cancelada: false };
}

/** The month after AAAA-MM. */
export function mesSeguinte(competencia: string): string {
  const [ano, mes] = competencia.split('-').map(Number) as [number, number];
  return mes === 12 ? `${ano + 1}-01` : `${ano}-${String(mes + 1).padStart(2, '0')}`;
}
