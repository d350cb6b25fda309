import type { Mapeamento } from '../../../shared/api/importacao.ts';
import { faltasDoMapeamento } from '../../../shared/engine/mapeamento-da-importacao.ts';
import type { ImportacaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import { interpolar } from '../../../shared/i18n/idiomas.ts';

// The mapping as the screen holds it (each file column's import column, by name, or null) and as
// the server takes it ({coluna: índice}). An import column belongs to one file column at most:
// choosing it for one frees it elsewhere.

export type CamposDasColunas = readonly (string | null)[];

export function camposDasColunas(mapeamento: Mapeamento, colunas: number): CamposDasColunas {
  const campos: (string | null)[] = Array.from({ length: colunas }, () => null);
  for (const [nome, coluna] of Object.entries(mapeamento)) if (coluna < colunas) campos[coluna] = nome;
  return campos;
}

export function mapeamentoDe(campos: CamposDasColunas): Mapeamento {
  return Object.fromEntries(campos.flatMap((campo, coluna) => (campo === null ? [] : [[campo, coluna]])));
}

export function escolherCampo(campos: CamposDasColunas, coluna: number, campo: string | null): CamposDasColunas {
  return campos.map((atual, i) => (i === coluna ? campo : atual === campo ? null : atual));
}

/** What the mapping still lacks before a preview (the server says the same in its 422), in the language in force. */
export function faltasDaTela(importacao: ImportacaoResolvida, campos: CamposDasColunas, traduzir: (texto: string) => string): string[] {
  const mapeadas = new Set(campos.filter((c) => c !== null));
  return faltasDoMapeamento(importacao, mapeadas).map((falta) => interpolar(traduzir(falta.modelo), falta.valores));
}
