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

export async function comRetencoes(trx: Db, registro: Registro, antes: Registro | null): Promise<DespesaComRetencoes> {
  if (!Object.hasOwn(registro, 'retencoes')) return { registro, erros: [], liquido: registro };
  const ids = retencoesDe(registro).flatMap((l) => idDe(l['imposto']) ?? []);
  const impostos = await impostosPorId(trx, ids);
  const calculadas = calcularRetencoes(registro, antes, impostos, await feriadosDaInstituicao(trx));
  const retido = totalRetido(calculadas);
  const comCalculo = { ...registro, retencoes: calculadas.map((c) => c.linha), valorRetido: reais(retido) };
  const valor = numero(registro['valor']);
  const liquido = valor === null ? comCalculo : { ...comCalculo, valor: reais(centavos(valor) - retido) };
  return { registro: comCalculo, erros: errosDasRetencoes(registro, antes, calculadas, impostos), liquido };
}
