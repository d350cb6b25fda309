import { sql } from 'kysely';
import type { CalendarioDeAtendimento } from '../../../shared/atendimento/calendario.ts';
import { problemaDoCalendario } from '../../../shared/atendimento/calendario.ts';
import { MENSAGENS_DO_ATENDIMENTO as M } from '../../../shared/atendimento/mensagens.ts';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import type { Model } from '../../../shared/engine/types.ts';
import type { FieldError } from '../../../shared/api/contract.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/erros.ts';
import { lerAjustes } from '../../resources/ajustes.ts';
import { lerModeloDoModulo } from '../../resources/modelo-do-modulo.ts';

// The service desk's calendar in force: the settings screen atendimento/configuracoes/parametro
// (the engine keeps it in the table ajuste, over the model's defaults) and the institution's
// holidays from the finance core's one table; the national ones the shared calendar adds itself.

const DIAS = ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'] as const;

let modelo: Promise<Model> | null = null;
const modeloDoCalendario = (): Promise<Model> => (modelo ??= lerModeloDoModulo('parametroAtendimento'));

const minutos = (hora: unknown): number => {
  const [h, m] = String(hora).split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The calendar of a record of the settings screen (the values in force, or as a save will leave them). */
export function calendarioDosAjustes(valores: Readonly<Record<string, unknown>>, feriados: ReadonlySet<string>): CalendarioDeAtendimento {
  return {
    diasDaSemana: DIAS.flatMap((dia, i) => (valores[dia] === true ? [i] : [])),
    inicio: minutos(valores['inicio']),
    fim: minutos(valores['fim']),
    intervalo: valores['intervalo'] === true ? { inicio: minutos(valores['inicioIntervalo']), fim: minutos(valores['fimIntervalo']) } : null,
    feriados,
  };
}

/** The settings screen's field a calendar problem belongs to, so the form shows it there. */
const CAMPO_DO_PROBLEMA: Readonly<Record<string, string>> = { [M.semDias]: 'segunda', [M.fimAntesDoInicio]: 'fim', [M.intervaloForaDoDia]: 'inicioIntervalo' };

/** Why a save of the settings screen would leave a calendar that cannot count (no working day...), on its field. */
export function errosDoCalendario(valores: Readonly<Record<string, unknown>>): FieldError[] {
  const problema = problemaDoCalendario(calendarioDosAjustes(valores, new Set()));
  return problema === null ? [] : [{ field: CAMPO_DO_PROBLEMA[problema] ?? 'inicio', message: problema }];
}

/** The calendar in force; a combination that cannot count (no working day) is a clear 422. */
export async function calendarioEmVigor(db: Db): Promise<CalendarioDeAtendimento> {
  const { valores } = await lerAjustes(db, { modelo: await modeloDoCalendario(), unidadeId: null });
  const { rows } = await sql<{ data: string }>`SELECT to_char(data, 'YYYY-MM-DD') AS data FROM feriado WHERE ativo`.execute(db);
  const calendario = calendarioDosAjustes(valores, new Set(rows.map((r) => r.data)));
  const problema = problemaDoCalendario(calendario);
  if (problema !== null) throw new HttpError(422, interpolar(M.calendarioIncompleto, { problema }));
  return calendario;
}
