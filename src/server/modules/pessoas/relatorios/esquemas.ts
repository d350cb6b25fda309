import type { FieldError } from '../../../../shared/api/contract.ts';
import { ESQUEMA_DO_FILTRO } from '../filtro.ts';

// The reports' bodies. A wrong type or an over-long text is a 422 before anything is queued; so
// is a field the body does not have (Fastify's ajv would drop it silently under
// additionalProperties: false, and a misspelt filter would print everyone).

const FORMATO = { enum: ['PDF', 'XLSX'] } as const;
const DIA = { type: 'string', maxLength: 10 } as const;

/** The list's filter plus the format (PDF when absent). */
export const CORPO_DAS_CADASTRADAS = {
  type: ['object', 'null'],
  properties: { ...ESQUEMA_DO_FILTRO.properties, formato: FORMATO },
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
} as const;

export const MENSAGEM_CAMPO_DESCONHECIDO = 'Campo desconhecido.';

export function camposDesconhecidos(corpo: unknown, propriedades: object): FieldError[] {
  if (typeof corpo !== 'object' || corpo === null) return [];
  return Object.keys(corpo)
    .filter((campo) => !Object.hasOwn(propriedades, campo))
    .map((field) => ({ field, message: MENSAGEM_CAMPO_DESCONHECIDO }));
}

