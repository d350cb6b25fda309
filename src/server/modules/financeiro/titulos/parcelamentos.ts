import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import { centavosDosReais, reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { parcelar, problemasDoParcelamento } from '../../../../shared/financeiro/parcelamento.ts';
import type { Db } from '../../../db/database.ts';
import { hasPermission } from '../../../../shared/permissions/check.ts';
import { errosDeFormulario, semPermissao } from '../../../http/erros.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import type { Servicos } from '../../../servicos.ts';
import { feriadosDaInstituicao } from './feriados.ts';

// GET /api/titulos/parcelamentos (specification, section 7): the installments the título's form
// previews for a value, a first due date and a count, by the shared rule (src/shared/financeiro/
// parcelamento.ts), the remainder where the finance parameters put it and the real due dates past
// the national holidays and the institution's own. Anything else than 1..360 installments of a
// positive value is a 422 naming the parameter.

export const URL_PARCELAMENTOS = '/api/titulos/parcelamentos';
const TAGS = ['financeiro.receita.visualizar', 'financeiro.despesa.visualizar'];

interface Consulta {
  valor?: string;
  dataVencimento?: string;
  quantidade?: string;
}

export interface ParcelaDaPrevia {
  numero: number;
  dataVencimento: string;
  dataVencimentoReal: string;
  valor: number;
}

const TEXTO = { type: 'string', maxLength: 40, pattern: '^[^\\u0000]*$' } as const;

/** A query value as the rule reads it: absent or blank is null, text that is no number is NaN. */
const numeroDe = (texto: string | undefined): number | null => (texto === undefined || texto.trim() === '' ? null : Number(texto.trim()));
const textoDe = (texto: string | undefined): string | null => (texto === undefined || texto.trim() === '' ? null : texto.trim());
/** A day as the API writes it (2025-01-31) or as the model's date fields hold it (2025-01-31T00:00:00, the form's). */
const diaDe = (texto: string | undefined): string | null => textoDe(texto)?.replace(/^(\d{4}-\d{2}-\d{2})T00:00:00$/, '$1') ?? null;

async function restoNaPrimeira(db: Db): Promise<boolean> {
  const { rows } = await sql<{ valor: unknown }>`
    SELECT valor FROM ajuste WHERE modelo = 'parametroFinanceiro' AND campo = 'restoParcelamento' AND unidade_id IS NULL`.execute(db);
  return rows[0]?.valor === 'PRIMEIRA';
}

export function rotaDosParcelamentos(app: FastifyInstance, { db }: Servicos): void {
  app.get<{ Querystring: Consulta }>(
    URL_PARCELAMENTOS,
    {
      // The tags of the two screens (their descriptors declare them), not of the static catalogue.
      onRequest: async (request) => {
        if (!hasPermission(sessaoDe(request).tags, TAGS, { any: true })) throw semPermissao();
      },
      schema: { querystring: { type: 'object', properties: { valor: TEXTO, dataVencimento: TEXTO, quantidade: TEXTO } } },
    },
    async (request): Promise<SuccessReply<ParcelaDaPrevia[]>> => {
      const valor = numeroDe(request.query.valor);
      const pedido = {
        valorCentavos: valor === null ? null : (centavosDosReais(valor) ?? valor * 100),
        primeiroVencimento: diaDe(request.query.dataVencimento),
        quantidade: numeroDe(request.query.quantidade),
      };
      const problemas = problemasDoParcelamento(pedido);
      if (problemas.length > 0) throw errosDeFormulario(problemas);
      const parcelas = parcelar({
        valorCentavos: pedido.valorCentavos ?? 0,
        primeiroVencimento: pedido.primeiroVencimento ?? '',
        quantidade: pedido.quantidade ?? 0,
        restoNa: (await restoNaPrimeira(db)) ? 'primeira' : 'ultima',
        feriadosExtras: await feriadosDaInstituicao(db),
      });
      return {
        content: parcelas.map((p) => ({ numero: p.numero, dataVencimento: p.dataVencimento, dataVencimentoReal: p.dataVencimentoReal, valor: reaisDosCentavos(p.valorCentavos) })),
      };
    },
  );
}
