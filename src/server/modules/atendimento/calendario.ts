import { sql } from 'kysely';
import type { CalendarioDeAtendimento } from '../../../shared/atendimento/calendario.ts';
import { problemaDoCalendario } from '../../../shared/atendimento/calendario.ts';
import { MENSAGENS_DO_ATENDIMENTO as M } from '../../../shared/atendimento/mensagens.ts';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import type { Model } from '../../../shared/engine/types.ts';
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

/** The calendar in force; a combination that cannot count (no working day) is a clear 422. */
export async function calendarioEmVigor(db: Db): Promise<CalendarioDeAtendimento> {
  const { valores } = await lerAjustes(db, { modelo: await modeloDoCalendario(), unidadeId: null });
  const { rows } = await sql<{ data: string }>`SELECT to_char(data, 'YYYY-MM-DD') AS data FROM feriado WHERE ativo`.execute(db);
  const calendario: CalendarioDeAtendimento = {
    diasDaSemana: DIAS.flatMap((dia, i) => (valores[dia] === true ? [i] : [])),
    inicio: minutos(valores['inicio']),
    fim: minutos(valores['fim']),
    intervalo: valores['intervalo'] === true ? { inicio: minutos(valores['inicioIntervalo']), fim: minutos(valores['fimIntervalo']) } : null,
    feriados: new Set(rows.map((r) => r.data)),
  };
  const problema = problemaDoCalendario(calendario);
  if (problema !== null) throw new HttpError(422, interpolar(M.calendarioIncompleto, { problema }));
  return calendario;
}
