import type { FieldError } from '../api/contract.ts';
import { lerData } from '../calendario/data.ts';
import { MENSAGENS_VALIDACAO } from '../validation/messages.ts';

// What the generation of títulos asks for: a range of months (one month is a range of one) and
// the kinds of fixed entry to generate. POST /api/financeiro/geracaotitulos takes it; the page
// checks the same before sending.

export type TipoDoLancamento = 'RECEITA' | 'DESPESA';

export interface PedidoDaGeracao {
  /** YYYY-MM. */
  mesInicial: string;
  mesFinal: string;
  tipos: TipoDoLancamento[];
}

/** A generation covers at most a year: the review list stays readable and the job short. */
export const MESES_MAXIMOS_DA_GERACAO = 12;

export const MENSAGENS_DA_GERACAO = {
  mes: 'Informe um mês válido (MM/AAAA).',
  ordem: 'O mês final deve ser igual ou posterior ao inicial.',
  maximo: 'Gere no máximo 12 meses de uma vez.',
  tipos: 'Escolha receitas, despesas ou ambas.',
} as const;

const indiceDoMes = (mes: string): number | null => {
  const partes = /^\d{4}-\d{2}$/.test(mes) ? lerData(`${mes}-01`) : null;
  return partes === null ? null : partes.ano * 12 + partes.mes - 1;
};

export function problemasDaGeracao(p: { mesInicial: string | null; mesFinal: string | null; tipos: readonly string[] }): FieldError[] {
  const problemas: FieldError[] = [];
  const inicial = p.mesInicial === null ? null : indiceDoMes(p.mesInicial);
  const final = p.mesFinal === null ? null : indiceDoMes(p.mesFinal);
  if (p.mesInicial === null) problemas.push({ field: 'mesInicial', message: MENSAGENS_VALIDACAO.required });
  else if (inicial === null) problemas.push({ field: 'mesInicial', message: MENSAGENS_DA_GERACAO.mes });
  if (p.mesFinal === null) problemas.push({ field: 'mesFinal', message: MENSAGENS_VALIDACAO.required });
  else if (final === null) problemas.push({ field: 'mesFinal', message: MENSAGENS_DA_GERACAO.mes });
  else if (inicial !== null && final < inicial) problemas.push({ field: 'mesFinal', message: MENSAGENS_DA_GERACAO.ordem });
  else if (inicial !== null && final - inicial >= MESES_MAXIMOS_DA_GERACAO) problemas.push({ field: 'mesFinal', message: MENSAGENS_DA_GERACAO.maximo });
  const validos = p.tipos.filter((t) => t === 'RECEITA' || t === 'DESPESA');
  if (validos.length === 0 || validos.length !== p.tipos.length) problemas.push({ field: 'tipos', message: MENSAGENS_DA_GERACAO.tipos });
  return problemas;
}
