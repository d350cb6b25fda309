import type { ErroDaLinha } from '../../../shared/api/importacao.ts';
import type { Cadastrado, Valida } from './destino.ts';
import type { LinhaAvaliada } from './julgamento.ts';

// What becomes of each row of a batch, decided before anything is written: rejected (its errors),
// ignored (a key already registered, or one an earlier row of the batch creates), or included.

export type Decisao =
  | { linha: number; situacao: 'rejeitada'; mensagens: ErroDaLinha[] }
  | { linha: number; situacao: 'ignorada'; chave: string; cadastrado: Cadastrado }
  | { linha: number; situacao: 'ignorada'; chave: string; criadaPelaLinha: number }
  | { linha: number; situacao: 'incluida'; avaliacao: Valida };

export function decidir(avaliadas: readonly Pick<LinhaAvaliada, 'linha' | 'avaliacao'>[], cadastrados: ReadonlyMap<string, Cadastrado>): Decisao[] {
  const criadas = new Map<string, number>();
  return avaliadas.map(({ linha, avaliacao }): Decisao => {
    if (!avaliacao.valida) return { linha, situacao: 'rejeitada', mensagens: avaliacao.erros };
    const jaCadastrada = avaliacao.chaves.find((c) => cadastrados.has(c));
    const cadastrado = jaCadastrada === undefined ? undefined : cadastrados.get(jaCadastrada);
    if (jaCadastrada !== undefined && cadastrado !== undefined) return { linha, situacao: 'ignorada', chave: jaCadastrada, cadastrado };
    const repetida = avaliacao.chaves.find((c) => criadas.has(c));
    if (repetida !== undefined) return { linha, situacao: 'ignorada', chave: repetida, criadaPelaLinha: criadas.get(repetida) ?? linha };
    for (const c of avaliacao.chaves) criadas.set(c, linha);
    return { linha, situacao: 'incluida', avaliacao };
  });
}
