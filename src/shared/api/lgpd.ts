import type { Pessoa } from './pessoas.ts';

// A data subject's rights over a person's record (LGPD art. 18): the export of everything held
// about them, and the anonymisation of one who asks to be forgotten.

export type FormatoDosDadosPessoais = 'json' | 'pdf';

/** One change to the record, from the audit log. */
export interface AlteracaoDaPessoa {
  em: string;
  usuario: string | null;
  acao: string;
  alteracoes: Record<string, unknown>;
}

/** GET /api/pessoas/{id}/dadospessoais?formato=json */
export interface DadosPessoais {
  geradoEm: string;
  instituicao: string;
  unidade: string;
  pessoa: Pessoa;
  /** When the record was created and last changed. */
  criadaEm: string;
  atualizadaEm: string;
  historico: AlteracaoDaPessoa[];
}

/** What the user types to confirm an anonymisation, which cannot be undone. */
export const CONFIRMACAO_DA_ANONIMIZACAO = 'ANONIMIZAR';
export const MENSAGEM_CONFIRMACAO_ANONIMIZACAO = `Digite ${CONFIRMACAO_DA_ANONIMIZACAO} para confirmar.`;
export const MENSAGEM_JA_ANONIMIZADA = 'Esta pessoa já foi anonimizada.';
export const MENSAGEM_PESSOA_ANONIMIZADA = 'Pessoa anonimizada. Os registros financeiros foram mantidos sem a identificação.';
export const NOME_ANONIMIZADO = 'Pessoa anonimizada';
export const MENSAGEM_ANONIMIZADA_SEM_EDICAO = 'Esta pessoa foi anonimizada e não pode ser alterada.';
