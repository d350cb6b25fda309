import type { LinhaDaPrevia, Mapeamento, PreviaDaImportacao } from '../../../../shared/api/importacao.ts';
import type { Db } from '../../../db/database.ts';
import type { CadastroDePessoas } from '../cadastro.ts';
import { avaliarLinhas, baseDaAvaliacao, julgarLinhas, linhasDaImportacao, type LinhaJulgada } from './julgamento.ts';

// The preview of a mapping: every row judged, the counts, the first rows of the file and the
// first rows with errors (so an error far down the file is seen before the import starts).

export const LINHAS_DA_PREVIA = 20;

function daPrevia({ linha, avaliacao, aviso }: LinhaJulgada): LinhaDaPrevia {
  return { linha, valores: avaliacao.valores, erros: avaliacao.valida ? [] : avaliacao.erros, aviso };
}

export async function previaDaImportacao(db: Db, cadastro: CadastroDePessoas, importacaoId: number, mapeamento: Mapeamento): Promise<PreviaDaImportacao> {
  const julgadas = await julgarLinhas(db, await baseDaAvaliacao(cadastro, mapeamento), await linhasDaImportacao(db, importacaoId));
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
export async function contarInvalidas(db: Db, cadastro: CadastroDePessoas, importacaoId: number, mapeamento: Mapeamento): Promise<number> {
  const avaliadas = await avaliarLinhas(db, await baseDaAvaliacao(cadastro, mapeamento), await linhasDaImportacao(db, importacaoId));
  return avaliadas.filter((l) => !l.avaliacao.valida).length;
}
