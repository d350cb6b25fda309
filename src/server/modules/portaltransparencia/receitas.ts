import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../shared/api/contract.ts';
import { ehDataISO } from '../../../shared/calendario/index.ts';
import { centavosDoDecimal, reaisDosCentavos } from '../../../shared/financeiro/centavos.ts';
import {
  agruparPorFonte,
  MENSAGEM_PERIODO_INVERTIDO,
  MENSAGEM_PERIODO_OBRIGATORIO,
  ROTULOS_DAS_FONTES,
  type PeriodoDasReceitas,
  type ReceitasPorFonte,
  type Recebimento,
} from '../../../shared/portaltransparencia/receitasPorFonte.ts';
import type { Db } from '../../db/database.ts';
import { errosDeFormulario } from '../../http/erros.ts';

// The amounts received by source, from the finance core: every baixa of a receivable in the
// period (all units, reversed ones left out), summed in SQL by what decides its source (is it a
// donation, and by whom; is its project a public partnership) and grouped by the pure rules of
// src/shared/portaltransparencia/receitasPorFonte.ts. The staff form previews it through
// GET /api/portaltransparencia/receitas-por-fonte?inicio=&fim=.

export const URL_DA_PREVIA_DAS_RECEITAS = '/api/portaltransparencia/receitas-por-fonte';

export async function receitasPorFonte(db: Db, { inicio, fim }: PeriodoDasReceitas): Promise<ReceitasPorFonte> {
  const { rows } = await sql<{ doador: 'PESSOA' | 'EMPRESA' | null; parceria_publica: boolean; total: string }>`
    SELECT CASE WHEN d.pessoa_id IS NULL THEN NULL
                WHEN pe.papel_pessoa_juridica OR coalesce(pe.cnpj, '') <> '' THEN 'EMPRESA'
                ELSE 'PESSOA' END AS doador,
           coalesce(p.parceria OR p.instrumento IS NOT NULL, false) AS parceria_publica,
           sum(b.valor + b.juros + b.multa - b.desconto)::text AS total
      FROM baixa b
      JOIN titulo t ON t.id = b.titulo_id AND t.tipo = 'RECEITA'
      LEFT JOIN projeto p ON p.id = t.projeto_id
      LEFT JOIN LATERAL (SELECT pessoa_id FROM doacao WHERE doacao.titulo_id = t.id ORDER BY id LIMIT 1) d ON true
      LEFT JOIN pessoa pe ON pe.id = d.pessoa_id
     WHERE b.ativo AND b.estornada_em IS NULL AND b.data BETWEEN ${inicio} AND ${fim}
     GROUP BY 1, 2`.execute(db);
  const recebimentos: Recebimento[] = rows.map((r) => ({ valorCentavos: centavosDoDecimal(r.total) ?? 0, doador: r.doador, parceriaPublica: r.parceria_publica }));
  return agruparPorFonte(recebimentos);
}

/** The period of a request or an item, or the pt-BR message of what is wrong with it (a date, or a date and time, as the form sends it). */
export function conferirPeriodo(inicio: unknown, fim: unknown): PeriodoDasReceitas | string {
  const [i, f] = [inicio, fim].map((v) => (typeof v === 'string' ? v.slice(0, 10) : ''));
  if (!ehDataISO(i) || !ehDataISO(f)) return MENSAGEM_PERIODO_OBRIGATORIO;
  return f < i ? MENSAGEM_PERIODO_INVERTIDO : { inicio: i, fim: f };
}

/** The rows the staff form's table shows: a source's label and its amount in reais. */
export const linhasDaTabela = (receitas: ReceitasPorFonte) =>
  receitas.linhas.map((l) => ({ fonte: ROTULOS_DAS_FONTES[l.fonte], valor: reaisDosCentavos(l.valorCentavos) }));

const TEXTO = { type: 'string', maxLength: 40 } as const;

export function rotasDasReceitasPorFonte(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: { inicio?: string; fim?: string } }>(
    URL_DA_PREVIA_DAS_RECEITAS,
    { config: { tags: ['portaltransparencia.portal.visualizar'] }, schema: { querystring: { type: 'object', properties: { inicio: TEXTO, fim: TEXTO } } } },
    async (request): Promise<SuccessReply<ReturnType<typeof linhasDaTabela>>> => {
      const periodo = conferirPeriodo(request.query.inicio, request.query.fim);
      if (typeof periodo === 'string') throw errosDeFormulario([{ field: 'periodoFim', message: periodo }]);
      return { content: linhasDaTabela(await receitasPorFonte(db, periodo)) };
    },
  );
}
