import type { ErroDaLinha } from '../../../../shared/api/importacao.ts';
import type { Avaliacao } from './avaliacao.ts';
import { documentosDa, erroDeDuplicado, type PessoaCadastrada } from './documentos.ts';

// What becomes of each row of a batch, decided before anything is written: rejected (its errors),
// ignored (a document already registered, or one an earlier row of the batch creates), or included.

export type Valida = Extract<Avaliacao, { valida: true }>;

export type Decisao =
  | { linha: number; situacao: 'rejeitada'; mensagens: ErroDaLinha[] }
  | { linha: number; situacao: 'ignorada'; documento: string; cadastrada: PessoaCadastrada; mensagens: ErroDaLinha[] }
  | { linha: number; situacao: 'ignorada'; documento: string; criadaPelaLinha: number }
  | { linha: number; situacao: 'incluida'; avaliacao: Valida };

export function decidir(avaliadas: readonly { linha: number; avaliacao: Avaliacao }[], cadastradas: ReadonlyMap<string, PessoaCadastrada>): Decisao[] {
  const criadas = new Map<string, number>();
  return avaliadas.map(({ linha, avaliacao }): Decisao => {
    if (!avaliacao.valida) return { linha, situacao: 'rejeitada', mensagens: avaliacao.erros };
    const documentos = documentosDa(avaliacao.colunas);
    const jaCadastrado = documentos.find((d) => cadastradas.has(d));
    const cadastrada = jaCadastrado === undefined ? undefined : cadastradas.get(jaCadastrado);
    if (jaCadastrado !== undefined && cadastrada !== undefined) {
      return { linha, situacao: 'ignorada', documento: jaCadastrado, cadastrada, mensagens: [erroDeDuplicado(jaCadastrado, cadastrada.codigo)] };
    }
    const repetido = documentos.find((d) => criadas.has(d));
    if (repetido !== undefined) return { linha, situacao: 'ignorada', documento: repetido, criadaPelaLinha: criadas.get(repetido) ?? linha };
    for (const d of documentos) criadas.set(d, linha);
    return { linha, situacao: 'incluida', avaliacao };
  });
}
