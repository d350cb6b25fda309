/** GET /api/politicaprivacidade */
export interface PoliticaDePrivacidade {
  /** The policy in the app's Markdown (src/shared/texto/markdown.ts). */
  texto: string;
  /** When an administrator last saved it; null while the shipped text applies. */
  atualizadaEm: string | null;
  atualizadaPor: string | null;
}

/** The longest policy accepted (characters). */
export const TAMANHO_MAXIMO_DA_POLITICA = 100_000;

export const MENSAGEM_POLITICA_VAZIA = 'Informe o texto da política.';
export const MENSAGEM_POLITICA_LONGA = `O texto pode ter no máximo ${TAMANHO_MAXIMO_DA_POLITICA.toLocaleString('pt-BR')} caracteres.`;

/** The policy's errors, the same on both sides. */
export function erroDaPolitica(texto: string): string | null {
  if (texto.trim() === '') return MENSAGEM_POLITICA_VAZIA;
  if (texto.length > TAMANHO_MAXIMO_DA_POLITICA) return MENSAGEM_POLITICA_LONGA;
  return null;
}
