import { sql } from 'kysely';
import type { FieldError } from '../../../../../shared/api/contract.ts';
import type { Db } from '../../../../db/database.ts';
import { idDe, numero, type Registro } from '../../valores.ts';
import { feriadosDaInstituicao } from '../feriados.ts';
import { centavos, reais } from '../linhas.ts';
import { calcularRetencoes, retencoesDe, totalRetido } from './calcular.ts';
import { impostosPorId } from './impostos.ts';
import { errosDasRetencoes } from './validar.ts';

// What the título hooks ask of the retenções: a despesa with its retenções and valorRetido worked
// out by the server, the rules' errors, and the record as its installments and baixas see it:
// the supplier is paid the net (valor − retido), so the installments add up to the net and the
// open amount is the net less what was paid. A receita withholds nothing: it is left as it is.

export interface DespesaComRetencoes {
  registro: Registro;
  erros: FieldError[];
  /** The record with valor = the net, for the installments' and the position's rules. */
  liquido: Registro;
}

export const MENSAGEM_TITULO_DO_AGRUPAMENTO = 'Este é o título de um agrupamento de impostos: o valor e as parcelas são os das retenções agrupadas (desagrupe em Impostos agrupados para corrigir).';

/** The tax payable of an active grouping keeps its value and installments: they are its retenções'. */
async function errosDoAgrupamento(trx: Db, registro: Registro, antes: Registro | null): Promise<FieldError[]> {
  const id = antes === null ? null : idDe(antes['id']);
  if (id === null) return [];
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM agrupamento_imposto WHERE titulo_id = ${id} AND situacao = 'ATIVO'`.execute(trx);
  if ((rows[0]?.n ?? 0) === 0) return [];
  const mesmo = (campo: string) => JSON.stringify(registro[campo] ?? null) === JSON.stringify(antes?.[campo] ?? null);
  const parcelas = (r: Registro | null) => JSON.stringify((Array.isArray(r?.['parcelas']) ? (r['parcelas'] as Registro[]) : []).map((p) => [p['numero'], p['valor']]));
  return mesmo('valor') && parcelas(registro) === parcelas(antes) && retencoesDe(registro).length === 0 ? [] : [{ field: 'valor', message: MENSAGEM_TITULO_DO_AGRUPAMENTO }];
}

export async function comRetencoes(trx: Db, registro: Registro, antes: Registro | null): Promise<DespesaComRetencoes> {
  if (!Object.hasOwn(registro, 'retencoes')) return { registro, erros: await errosDoAgrupamento(trx, registro, antes), liquido: registro };
  const ids = retencoesDe(registro).flatMap((l) => idDe(l['imposto']) ?? []);
  const impostos = await impostosPorId(trx, ids);
  const calculadas = calcularRetencoes(registro, antes, impostos, await feriadosDaInstituicao(trx));
  const retido = totalRetido(calculadas);
  const comCalculo = { ...registro, retencoes: calculadas.map((c) => c.linha), valorRetido: reais(retido) };
  const valor = numero(registro['valor']);
  const liquido = valor === null ? comCalculo : { ...comCalculo, valor: reais(centavos(valor) - retido) };
  return { registro: comCalculo, erros: [...(await errosDoAgrupamento(trx, registro, antes)), ...errosDasRetencoes(registro, antes, calculadas, impostos)], liquido };
}
