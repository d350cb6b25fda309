import type { Mapeamento, ValoresDaLinha } from '../../../shared/api/importacao.ts';
import type { Db } from '../../db/database.ts';
import { decidir } from './decisao.ts';
import type { Avaliacao } from './destino.ts';
import type { ImportacaoDaTela } from './tela.ts';
import { valoresDaLinha } from './valores-da-linha.ts';

// Every row of an uploaded file judged with a mapping (the preview and the start's check), and
// which valid rows would be ignored: a key already registered (the form's duplicate rule) or
// repeated by an earlier row of the file.

export interface LinhaDoArquivo {
  linha: number;
  dados: string[];
}

export interface LinhaAvaliada {
  linha: number;
  valores: ValoresDaLinha;
  avaliacao: Avaliacao;
}

export interface LinhaJulgada extends LinhaAvaliada {
  /** Why a valid row would be ignored; null when it would create a record. */
  aviso: string | null;
}

/** Every row of an upload, in the file's order. */
export async function linhasDaImportacao(db: Db, importacaoId: number): Promise<LinhaDoArquivo[]> {
  const linhas = await db.selectFrom('importacao_linha').select(['linha', 'dados']).where('importacao_id', '=', importacaoId).orderBy('linha').execute();
  return linhas.map((l) => ({ linha: l.linha, dados: l.dados as string[] }));
}

/** Rows judged by the screen's destino, all at once (one load of what they refer to). */
export async function avaliarLinhas(db: Db, imp: ImportacaoDaTela, mapeamento: Mapeamento, linhas: readonly LinhaDoArquivo[], unidadeId: number): Promise<LinhaAvaliada[]> {
  const valores = linhas.map((l) => valoresDaLinha(l.dados, mapeamento, imp.importacao.colunas));
  const avaliacoes = await imp.destino.avaliar(db, valores, unidadeId);
  return linhas.map((l, i) => {
    const avaliacao = avaliacoes[i];
    if (avaliacao === undefined) throw new Error(`A importação de ${imp.tela} não julgou a linha ${l.linha}.`);
    return { linha: l.linha, valores: valores[i] ?? {}, avaliacao };
  });
}

export async function julgarLinhas(db: Db, imp: ImportacaoDaTela, mapeamento: Mapeamento, linhas: readonly LinhaDoArquivo[], unidadeId: number): Promise<LinhaJulgada[]> {
  const avaliadas = await avaliarLinhas(db, imp, mapeamento, linhas, unidadeId);
  const chaves = avaliadas.flatMap(({ avaliacao: a }) => (a.valida ? a.chaves : []));
  const decisoes = decidir(avaliadas, await imp.destino.cadastrados(db, chaves, unidadeId));
  return avaliadas.map((avaliada, i) => {
    const d = decisoes[i];
    let aviso: string | null = null;
    if (d?.situacao === 'ignorada' && 'cadastrado' in d) aviso = `${imp.destino.duplicado(d.chave, d.cadastrado).mensagem} A linha será ignorada.`;
    if (d?.situacao === 'ignorada' && 'criadaPelaLinha' in d) aviso = `${imp.destino.repetida(d.chave, d.criadaPelaLinha)} A linha será ignorada.`;
    return { ...avaliada, aviso };
  });
}
