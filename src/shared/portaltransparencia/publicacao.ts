// The transparency portal's publication rules (issue 21): an item is public from its
// publication date; an item of a partnership stays public until 180 days after the date its
// final accountability report was presented; a partnership missing a legal field cannot be published.

import type { SituacaoDaPrestacaoPublica } from './contrato.ts';

export const DIAS_APOS_A_PRESTACAO_FINAL = 180;

/** ISO date (yyyy-mm-dd) plus `dias`. */
export function somarDias(data: string, dias: number): string {
  const d = new Date(`${data}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** The last day an item stays public: null when it has no end (no final report presented). */
export function ultimoDiaPublicado(prestacaoFinalApresentadaEm: string | null): string | null {
  return prestacaoFinalApresentadaEm === null ? null : somarDias(prestacaoFinalApresentadaEm, DIAS_APOS_A_PRESTACAO_FINAL);
}

/** Whether the public sees the item on `hoje` (all ISO dates). */
export function estaPublicado(item: { publicadoEm: string | null; prestacaoFinalApresentadaEm: string | null }, hoje: string): boolean {
  if (item.publicadoEm === null || item.publicadoEm > hoje) return false;
  const ultimo = ultimoDiaPublicado(item.prestacaoFinalApresentadaEm);
  return ultimo === null || hoje <= ultimo;
}

/** A partnership as the project holds it (nulls where the project has not filled it in). */
export interface DadosDaParceria {
  parceiro: string | null;
  instrumento: string | null;
  numeroTermo: string | null;
  objeto: string | null;
  valor: number | null;
  vigenciaInicio: string | null;
  vigenciaFim: string | null;
}

/** The legal fields a published partnership must show, in the order they are checked, with their names. */
export const CAMPOS_OBRIGATORIOS_DA_PARCERIA: ReadonlyArray<readonly [keyof DadosDaParceria, string]> = [
  ['parceiro', 'o órgão parceiro (financiador)'],
  ['instrumento', 'o instrumento'],
  ['numeroTermo', 'o número do termo'],
  ['objeto', 'o objeto'],
  ['valor', 'o valor da parceria'],
  ['vigenciaInicio', 'o início da vigência'],
  ['vigenciaFim', 'o fim da vigência'],
];

export const MENSAGEM_PARCERIA_INCOMPLETA = 'A parceria não pode ser publicada: falta {campo} no projeto.';
export const MENSAGEM_PARCERIA_SEM_PROJETO = 'Escolha o projeto da parceria.';

/** Null when the partnership may be published, else the message that names the first missing field. */
export function faltaNaParceria(dados: DadosDaParceria): string | null {
  for (const [campo, nome] of CAMPOS_OBRIGATORIOS_DA_PARCERIA) {
    const valor = dados[campo];
    if (valor === null || (typeof valor === 'string' && valor.trim() === '')) return MENSAGEM_PARCERIA_INCOMPLETA.replace('{campo}', nome);
  }
  return null;
}

/** How the partnership's accountability stands, for the public: from the project's reports (each portal language writes it). */
export function situacaoDaPrestacao(relatorios: ReadonlyArray<{ tipo: 'PARCIAL' | 'FINAL'; vencimento: string; apresentadaEm: string | null }>, hoje: string): SituacaoDaPrestacaoPublica {
  const final = relatorios.find((r) => r.tipo === 'FINAL');
  if (final?.apresentadaEm) return { situacao: 'FINAL_APRESENTADA', apresentadaEm: final.apresentadaEm };
  if (relatorios.some((r) => r.apresentadaEm === null && r.vencimento < hoje)) return { situacao: 'EM_ATRASO' };
  if (relatorios.length === 0) return { situacao: 'SEM_PREVISAO' };
  return { situacao: 'EM_DIA' };
}
