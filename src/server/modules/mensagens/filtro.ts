import type { FieldError } from '../../../shared/api/contract.ts';
import { LIMITES_DA_MENSAGEM, type PastaDaMensagem } from '../../../shared/api/mensagens.ts';
import { dayjs, fusoHorario } from '../../../shared/format/dayjs.ts';
import { parseModel } from '../../../shared/format/dates.ts';
import { MENSAGENS_VALIDACAO } from '../../../shared/validation/index.ts';
import { errosDeFormulario } from '../../http/erros.ts';
import { esquemaPaginacao } from '../../http/paginacao.ts';
import type { FiltroDaLista } from './resumos.ts';
import { TEXTOS_DAS_MENSAGENS } from './textos.ts';
import { ID } from '../../http/validacao.ts';

/** The query of the lists, as the route receives it (after the schema). */
export interface ConsultaDaLista {
  page: number;
  rpp: number;
  q?: string;
  pasta?: 'caixaentrada' | 'enviados';
  remetenteId?: number;
  lida?: boolean;
  dataInicial?: string;
  dataFinal?: string;
}

const DIA = { type: 'string', maxLength: 10 } as const;

export const ESQUEMA_DA_CONSULTA = {
  type: 'object',
  properties: {
    ...esquemaPaginacao,
    q: { type: 'string', maxLength: LIMITES_DA_MENSAGEM.busca },
    // The autocomplete's widget sends the typed text as both q and term.
    term: { type: 'string', maxLength: LIMITES_DA_MENSAGEM.busca },
    fields: { type: 'string', maxLength: 200 },
    pasta: { type: 'string', enum: ['caixaentrada', 'enviados'] },
    remetenteId: ID,
    lida: { type: 'boolean' },
    dataInicial: DIA,
    dataFinal: DIA,
  },
} as const;

/** The start of a day (YYYY-MM-DD) in the institution's time zone, or null when it is not a real date. */
function inicioDoDia(dia: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dia) || parseModel(dia) === null) return null;
  return dayjs.tz(dia, fusoHorario()).toDate();
}

/** The list's filter for a folder (null: the search of both folders); 422 for impossible dates. */
export function filtroDaConsulta(consulta: ConsultaDaLista, pasta: PastaDaMensagem | null): FiltroDaLista {
  const erros: FieldError[] = [];
  const desde = consulta.dataInicial === undefined ? null : inicioDoDia(consulta.dataInicial);
  const ateDia = consulta.dataFinal === undefined ? null : inicioDoDia(consulta.dataFinal);
  // The end is the start of the next day (calendar arithmetic in UTC, which has no daylight saving).
  const diaSeguinte = consulta.dataFinal === undefined || ateDia === null ? null : inicioDoDia(dayjs.utc(consulta.dataFinal).add(1, 'day').format('YYYY-MM-DD'));
  if (consulta.dataInicial !== undefined && desde === null) erros.push({ field: 'dataInicial', message: MENSAGENS_VALIDACAO.date });
  if (consulta.dataFinal !== undefined && ateDia === null) erros.push({ field: 'dataFinal', message: MENSAGENS_VALIDACAO.date });
  if (desde !== null && ateDia !== null && ateDia < desde) erros.push({ field: 'dataFinal', message: TEXTOS_DAS_MENSAGENS.dataFinalAntes });
  if (erros.length > 0) throw errosDeFormulario(erros);
  return {
    pasta,
    q: consulta.q?.trim() ?? '',
    remetenteId: consulta.remetenteId ?? null,
    lida: consulta.lida ?? null,
    desde,
    ate: diaSeguinte,
  };
}
