// The report cards of doacao/relatorios: each card posts its parameters to
// POST /api/doacao/relatorios/<id>, which queues a background job and answers it (TarefaResumo);
// its end notice links the PDF or spreadsheet. One tag issues them all: doacao.relatorios.emitir.

export const RELATORIOS_DE_DOACOES = ['pordoador', 'inativos'] as const;

export type RelatorioDeDoacoes = (typeof RELATORIOS_DE_DOACOES)[number];

export const TAG_DOS_RELATORIOS_DE_DOACOES = 'doacao.relatorios.emitir';

export const urlDoRelatorioDeDoacoes = (id: RelatorioDeDoacoes): string => `/api/doacao/relatorios/${id}`;

/** The reports over a period (the donations by donor); the lapsed donors are as of today. */
export const COM_PERIODO_DAS_DOACOES: readonly RelatorioDeDoacoes[] = ['pordoador'];
