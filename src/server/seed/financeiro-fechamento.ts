import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { dayjs, fusoHorario } from '../../shared/format/dayjs.ts';

// The demo's accounting lock: the books closed up to the end of the year before last, the day
// before the demo accounts open (financeiro.ts), so no demo título, baixa or transfer, and no
// write of today, falls in it, while Contabilidade › Fechamento shows a lock and its history.

export const MOTIVO_DO_FECHAMENTO_DEMO = 'Demonstrações do exercício aprovadas pela assembleia.';

export const fechamentoDaDemonstracao = (hoje = dayjs().tz(fusoHorario())): string => `${hoje.year() - 2}-12-31`;

export async function semearFechamento(db: Db): Promise<void> {
  await sql`INSERT INTO fechamento_contabil (data_fechamento, operacao, motivo) VALUES (${fechamentoDaDemonstracao()}::date, 'FECHAMENTO', ${MOTIVO_DO_FECHAMENTO_DEMO})`.execute(db);
}
