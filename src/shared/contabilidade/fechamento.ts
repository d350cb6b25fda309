// The accounting lock date (Contabilidade › Fechamento): the books are closed up to and including
// it, for the whole institution. Dates are 'YYYY-MM-DD' (compared as text: the ISO order is the
// calendar's); a competence is stored as its month's first day, so a month is closed as soon as
// any day of it is.

/** Each a key of the catalogue (textosDosDados), shown through traduzir. */
export const MENSAGENS_DO_FECHAMENTO = {
  periodoFechado:
    'O período até {data} está fechado: a contabilidade não aceita lançamentos com data até esse dia. Use uma data posterior ou peça a reabertura do período em Financeiro › Contabilidade › Fechamento.',
  fechamentoFuturo: 'A data do fechamento não pode ser posterior a hoje.',
  fechamentoNaoAvanca: 'O período já está fechado até {data}: para fechar, escolha uma data posterior.',
  reaberturaNaoRecua: 'Para reabrir, escolha uma data anterior a {data}, o fechamento atual (ou deixe em branco para reabrir tudo).',
  nadaFechado: 'Não há período fechado para reabrir.',
  motivoDaReabertura: 'Informe o motivo da reabertura.',
  dataDoFechamento: 'Informe a data até a qual o período fica fechado.',
} as const;

const M = MENSAGENS_DO_FECHAMENTO;

/** Whether a write dated `data` falls in the closed period (on or before the lock date). */
export const estaFechado = (data: string, dataFechamento: string | null): boolean => dataFechamento !== null && data <= dataFechamento;

export interface Mudanca {
  /** The lock in force (null: nothing closed). */
  atual: string | null;
  /** The new lock date (null only to reopen everything). */
  nova: string | null;
  motivo: string | null;
  hoje: string;
}

export interface Problema {
  campo: 'data' | 'motivo';
  mensagem: string;
  /** The date the message names (DD/MM/AAAA by the caller), when it names one. */
  data?: string;
}

/** What keeps a closing from moving the lock to `nova`: it must move it forward, never past today. */
export function problemasDoFechamento({ atual, nova, hoje }: Mudanca): Problema[] {
  if (nova === null) return [{ campo: 'data', mensagem: M.dataDoFechamento }];
  if (nova > hoje) return [{ campo: 'data', mensagem: M.fechamentoFuturo }];
  if (atual !== null && nova <= atual) return [{ campo: 'data', mensagem: M.fechamentoNaoAvanca, data: atual }];
  return [];
}

/** What keeps a reopening from moving the lock back to `nova` (null: reopen all): something must be closed, the date earlier, the reason given. */
export function problemasDaReabertura({ atual, nova, motivo }: Mudanca): Problema[] {
  if (atual === null) return [{ campo: 'data', mensagem: M.nadaFechado }];
  const problemas: Problema[] = [];
  if (nova !== null && nova >= atual) problemas.push({ campo: 'data', mensagem: M.reaberturaNaoRecua, data: atual });
  if ((motivo ?? '').trim() === '') problemas.push({ campo: 'motivo', mensagem: M.motivoDaReabertura });
  return problemas;
}
