// How a save changes a child table: the rows sent replace the stored ones, in the order sent.
// A row keeps its id only when it was already one of this record's rows, and only once, so a
// client can neither choose an id nor take another record's row; every other row is new, and
// the stored rows not sent back are deleted. Pure, so the diff is tested on its own.

export type Linha = Readonly<Record<string, unknown>>;

export interface PlanoDosFilhos {
  /** Stored rows sent back: updated in place, at their new position. */
  atualizar: { id: number; ordem: number; linha: Linha }[];
  /** Rows to insert (ids from the table), at their position. */
  inserir: { ordem: number; linha: Linha }[];
  /** Stored rows not sent back. */
  excluir: number[];
}

export function planejarFilhos(gravados: readonly number[], enviados: readonly Linha[]): PlanoDosFilhos {
  const disponiveis = new Set(gravados);
  const plano: PlanoDosFilhos = { atualizar: [], inserir: [], excluir: [] };
  enviados.forEach((linha, ordem) => {
    const id = linha['id'];
    if (typeof id === 'number' && disponiveis.delete(id)) plano.atualizar.push({ id, ordem, linha });
    else plano.inserir.push({ ordem, linha });
  });
  plano.excluir = gravados.filter((id) => disponiveis.has(id));
  return plano;
}
