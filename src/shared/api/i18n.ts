import type { Idioma } from '../i18n/idiomas.ts';

// configuracoes/internacionalizacao: the messages of both languages, what the institution
// changed and how to change or restore one.

export const URL_IDIOMAS = '/api/internacionalizacao/languages';
export const URL_MENSAGENS_I18N = '/api/internacionalizacao/mensagens';

export const TAMANHO_MAXIMO_DA_MENSAGEM = 2000;

export interface TextoNoIdioma {
  texto: string;
  padrao: string;
  /** The institution changed it (a stored copy overrides the default). */
  alterado: boolean;
}

/** A row of GET /api/internacionalizacao/mensagens. */
export interface MensagemDoCatalogo {
  chave: string;
  textos: Record<Idioma, TextoNoIdioma>;
}

/** PUT /api/internacionalizacao/mensagens. A text equal to the default removes the change. */
export interface PedidoDeMensagem {
  idioma: Idioma;
  chave: string;
  texto: string;
}

export const MENSAGEM_I18N_SALVA = 'Mensagem salva.';
export const MENSAGEM_I18N_RESTAURADA = 'Mensagem padrão restaurada.';
export const MENSAGEM_CHAVE_DESCONHECIDA = 'Mensagem não encontrada no catálogo.';
export const mensagemMarcadores = (marcadores: readonly string[]): string =>
  `O texto deve manter os marcadores ${marcadores.map((m) => `{${m}}`).join(', ')} e nenhum outro.`;
