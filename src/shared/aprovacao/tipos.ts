// The shapes the approval rules read: a tier (alçada) with its sequential levels, each level's
// approvers as resolved from its profiles for one título (its cost centre), and the decisions
// already taken on that título since its last reset. Money is in whole cents.

export type Regra = 'QUALQUER' | 'TODOS';

export interface Aprovador {
  usuarioId: number;
  /** The monthly limit of the approver's profile; null is no limit. */
  limiteMensalCentavos: number | null;
  /** What the approver already approved this month, on other títulos. */
  aprovadoNoMesCentavos: number;
}

export interface Nivel {
  ordem: number;
  regra: Regra;
  aprovadores: readonly Aprovador[];
}

export interface Alcada {
  id: number;
  minimoCentavos: number;
  /** null: no upper bound. */
  maximoCentavos: number | null;
  niveis: readonly Nivel[];
  /** One person holding two levels may approve both with one approval. */
  umaAprovacaoValePorNiveis: boolean;
}

export interface Decisao {
  usuarioId: number;
  nivel: number;
  decisao: 'APROVADO' | 'REJEITADO';
}

export type Situacao =
  | { situacao: 'APROVADO' }
  | { situacao: 'REJEITADO' }
  /** aprovadores: who may approve now (empty, with the reason, when nobody can). */
  | { situacao: 'PENDENTE'; nivel: number; aprovadores: readonly number[]; motivo: string | null };
