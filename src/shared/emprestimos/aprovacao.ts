import { MENSAGENS_DOS_EMPRESTIMOS } from './mensagens.ts';
import type { SituacaoDoEmprestimo } from './situacao.ts';

// Who approves a loan: the coordinator of the project that lends, the coordinator of the project
// that receives, and finance (a user with the finance tag who coordinates neither project). Each
// user decides once: one decision fills every role the user holds that still waits (the
// coordinator of both projects approves for both), and one rejection rejects the loan. The
// requester never decides; a requester who coordinates one of the projects agreed by asking, so
// the request itself fills that coordinator's role.

export type PapelNaAprovacao = 'COORDENADOR_ORIGEM' | 'COORDENADOR_DESTINO' | 'FINANCEIRO';
export const PAPEIS_DA_APROVACAO: readonly PapelNaAprovacao[] = ['COORDENADOR_ORIGEM', 'COORDENADOR_DESTINO', 'FINANCEIRO'];

export interface EmprestimoEmAprovacao {
  situacao: SituacaoDoEmprestimo;
  solicitanteId: number;
  coordenadorOrigemId: number;
  coordenadorDestinoId: number;
}

export interface DecisaoDoPapel {
  papel: PapelNaAprovacao;
  usuarioId: number;
  aprovada: boolean;
}

export interface Decisor {
  usuarioId: number;
  /** Holds the finance approval tag. */
  financeiro: boolean;
}

function papeisDe(emprestimo: EmprestimoEmAprovacao, usuarioId: number, financeiro: boolean): PapelNaAprovacao[] {
  const coordenador: PapelNaAprovacao[] = [
    ...(emprestimo.coordenadorOrigemId === usuarioId ? ['COORDENADOR_ORIGEM' as const] : []),
    ...(emprestimo.coordenadorDestinoId === usuarioId ? ['COORDENADOR_DESTINO' as const] : []),
  ];
  return coordenador.length > 0 ? coordenador : financeiro ? ['FINANCEIRO'] : [];
}

/** The roles the request itself fills: the requester's, as coordinator (never finance). */
export function decisoesDoPedido(emprestimo: EmprestimoEmAprovacao): DecisaoDoPapel[] {
  return papeisDe(emprestimo, emprestimo.solicitanteId, false).map((papel) => ({ papel, usuarioId: emprestimo.solicitanteId, aprovada: true }));
}

/** The roles still waiting for a decision. */
export const papeisPendentes = (decisoes: readonly DecisaoDoPapel[]): PapelNaAprovacao[] =>
  PAPEIS_DA_APROVACAO.filter((papel) => !decisoes.some((d) => d.papel === papel));

/** The roles this user would fill now; empty when the loan does not wait for them. */
export function papeisQueAguardam(emprestimo: EmprestimoEmAprovacao, decisoes: readonly DecisaoDoPapel[], decisor: Decisor): PapelNaAprovacao[] {
  if (emprestimo.situacao !== 'SOLICITADO' || decisor.usuarioId === emprestimo.solicitanteId) return [];
  if (decisoes.some((d) => d.usuarioId === decisor.usuarioId)) return [];
  const pendentes = papeisPendentes(decisoes);
  return papeisDe(emprestimo, decisor.usuarioId, decisor.financeiro).filter((papel) => pendentes.includes(papel));
}

export type ResultadoDaDecisao = { novas: DecisaoDoPapel[]; situacao: SituacaoDoEmprestimo } | { erro: string };

/** A user's approval (aprovada) or rejection: the decisions it adds and the loan's state after it, or why it is refused. */
export function decidir(emprestimo: EmprestimoEmAprovacao, decisoes: readonly DecisaoDoPapel[], decisor: Decisor, aprovada: boolean): ResultadoDaDecisao {
  if (emprestimo.situacao !== 'SOLICITADO') return { erro: MENSAGENS_DOS_EMPRESTIMOS.naoAguardaAprovacao };
  if (decisor.usuarioId === emprestimo.solicitanteId) return { erro: MENSAGENS_DOS_EMPRESTIMOS.solicitanteNaoDecide };
  if (decisoes.some((d) => d.usuarioId === decisor.usuarioId)) return { erro: MENSAGENS_DOS_EMPRESTIMOS.jaDecidiu };
  const papeis = papeisQueAguardam(emprestimo, decisoes, decisor);
  if (papeis.length === 0) return { erro: MENSAGENS_DOS_EMPRESTIMOS.semPapelPendente };
  const novas = papeis.map((papel) => ({ papel, usuarioId: decisor.usuarioId, aprovada }));
  if (!aprovada) return { novas, situacao: 'REJEITADO' };
  return { novas, situacao: papeisPendentes([...decisoes, ...novas]).length === 0 ? 'APROVADO' : 'SOLICITADO' };
}
