import type { LinhaDaPrevia, Mapeamento, PreviaDaImportacao } from '../../../shared/api/importacao.ts';
import type { Db } from '../../db/database.ts';
import { avaliarLinhas, julgarLinhas, linhasDaImportacao, type LinhaJulgada } from './julgamento.ts';
import type { ImportacaoDaTela } from './tela.ts';

// The preview of a mapping: every row judged, the counts, the first rows of the file and the
// first rows with errors (so an error far down the file is seen before the import starts).

export const LINHAS_DA_PREVIA = 20;

function daPrevia({ linha, valores, avaliacao, aviso }: LinhaJulgada): LinhaDaPrevia {
  return { linha, valores, erros: avaliacao.valida ? [] : avaliacao.erros, aviso };
}

export async function previaDaImportacao(db: Db, imp: ImportacaoDaTela, importacaoId: number, mapeamento: Mapeamento, unidadeId: number): Promise<PreviaDaImportacao> {
  const julgadas = await julgarLinhas(db, imp, mapeamento, await linhasDaImportacao(db, importacaoId), unidadeId);
  const invalidas = julgadas.filter((l) => !l.avaliacao.valida);
  return {
    total: julgadas.length,
    validas: julgadas.length - invalidas.length,
    invalidas: invalidas.length,
    ignoradas: julgadas.filter((l) => l.aviso !== null).length,
    linhas: julgadas.slice(0, LINHAS_DA_PREVIA).map(daPrevia),
    comErros: invalidas.slice(0, LINHAS_DA_PREVIA).map(daPrevia),
  };
}

/** How many rows the mapping leaves invalid (the start's check). */
export async function contarInvalidas(db: Db, imp: ImportacaoDaTela, importacaoId: number, mapeamento: Mapeamento, unidadeId: number): Promise<number> {
  const avaliadas = await avaliarLinhas(db, imp, mapeamento, await linhasDaImportacao(db, importacaoId), unidadeId);
  return avaliadas.filter((l) => !l.avaliacao.valida).length;
}
