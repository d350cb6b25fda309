// The report cards of mobilizacao/relatorios: each card posts its parameters to
// POST /api/mobilizacao/relatorios/<id>, which queues a background job and answers it (TarefaResumo);
// its end notice links the PDF or spreadsheet. One tag issues them all: mobilizacao.relatorios.emitir.

export const RELATORIOS_DA_MOBILIZACAO = ['produtividade', 'campanhas', 'cobrancas', 'retornos'] as const;

export type RelatorioDaMobilizacao = (typeof RELATORIOS_DA_MOBILIZACAO)[number];

export const TAG_DOS_RELATORIOS_DA_MOBILIZACAO = 'mobilizacao.relatorios.emitir';

export const urlDoRelatorioDaMobilizacao = (id: RelatorioDaMobilizacao): string => `/api/mobilizacao/relatorios/${id}`;

/** The reports over a period (the calls, the charges' due dates, the returns applied); the campaigns' results are as of today. */
export const COM_PERIODO_DA_MOBILIZACAO: readonly RelatorioDaMobilizacao[] = ['produtividade', 'cobrancas', 'retornos'];
