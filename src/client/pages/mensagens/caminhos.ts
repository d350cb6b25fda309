import type { OrigemDaConversa } from '../../../shared/api/mensagens.ts';
import type { NomeDaRota } from '../../app/routes/familias/index.ts';
import { pathFor } from '../../app/routes/pathFor.ts';
import { onSessionTeardown } from '../../auth/sessionTeardown.ts';
import { t } from '../../i18n/traducao.ts';

// Where the module's pages are, and how a conversation leads back to where it was opened.

const ROTA_DA_ORIGEM: Readonly<Record<OrigemDaConversa, NomeDaRota>> = {
  caixaentrada: 'mensagens.caixaentrada',
  enviados: 'mensagens.enviados',
  rascunhos: 'mensagens.rascunhos',
  filtros: 'mensagens.filtros',
};

/** An origin's name in the language in force. */
export function rotuloDaOrigem(origem: OrigemDaConversa): string {
  switch (origem) {
    case 'caixaentrada':
      return t('Caixa de entrada');
    case 'enviados':
      return t('Enviados');
    case 'rascunhos':
      return t('Rascunhos');
    case 'filtros':
      return t('Filtros de mensagens');
  }
}

// The query each origin last showed (page, search, filters), so the back link returns to it;
// forgotten when the session ends, so the next user on this tab starts from clean folders.
const ultimas = new Map<OrigemDaConversa, string>();
onSessionTeardown(() => ultimas.clear());

export function lembrarConsulta(origem: OrigemDaConversa, search: string): void {
  ultimas.set(origem, search);
}

export function caminhoDaOrigem(origem: OrigemDaConversa): string {
  return `${pathFor(ROTA_DA_ORIGEM[origem])}${ultimas.get(origem) ?? ''}`;
}

export const caminhoDaConversa = (conversaId: number, origem: OrigemDaConversa) => pathFor('mensagens.conversa', { id: conversaId }, { origem });

export const caminhoDoRascunho = (id: number) => pathFor('mensagens.rascunho.editar', { id });
