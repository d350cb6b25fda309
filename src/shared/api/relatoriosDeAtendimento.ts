// The report cards of atendimento/relatorios: each card posts its format and period to
// POST /api/atendimento/relatorios/<id>, which queues a background job and answers it
// (TarefaResumo); its end notice links the PDF or spreadsheet.

export const RELATORIOS_DE_ATENDIMENTO = ['volume', 'sla', 'tempo'] as const;

export type RelatorioDeAtendimento = (typeof RELATORIOS_DE_ATENDIMENTO)[number];

export const urlDoRelatorioDeAtendimento = (id: RelatorioDeAtendimento): string => `/api/atendimento/relatorios/${id}`;

/** The tag that lets a user issue the report (one per card). */
export const tagDoRelatorioDeAtendimento = (id: RelatorioDeAtendimento): `atendimento.relatorios.${RelatorioDeAtendimento}` => `atendimento.relatorios.${id}`;
