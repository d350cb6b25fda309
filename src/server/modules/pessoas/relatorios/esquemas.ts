import { ESQUEMA_DO_FILTRO } from '../filtro.ts';

// The reports' bodies. A wrong type, an over-long text or a field the body does not have (a
// misspelt filter would print everyone) is a 422 before anything is queued.

const FORMATO = { enum: ['PDF', 'XLSX'] } as const;
const DIA = { type: 'string', maxLength: 10 } as const;

/** The list's filter plus the format (PDF when absent). */
export const CORPO_DAS_CADASTRADAS = {
  type: ['object', 'null'],
  properties: { ...ESQUEMA_DO_FILTRO.properties, formato: FORMATO },
  additionalProperties: false,
} as const;

export const CORPO_DOS_ANIVERSARIANTES = {
  type: 'object',
  required: ['dataInicial', 'dataFinal', 'formato'],
  properties: {
    dataInicial: DIA,
    dataFinal: DIA,
    formato: FORMATO,
    situacoes: ESQUEMA_DO_FILTRO.properties.situacoes,
    grupos: ESQUEMA_DO_FILTRO.properties.grupos,
  },
  additionalProperties: false,
} as const;
