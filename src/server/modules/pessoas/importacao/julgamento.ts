import type { Mapeamento } from '../../../../shared/api/importacao.ts';
import type { Db } from '../../../db/database.ts';
import type { CadastroDePessoas } from '../cadastro.ts';
import { telasConfiguradas } from '../validacao.ts';
import { avaliarLinha, type Avaliacao, type ContextoDaAvaliacao } from './avaliacao.ts';
import { carregarCidades } from './cidades.ts';
import { decidir } from './decisao.ts';
import { documentosDa, pessoasComDocumentos, tipoDo } from './documentos.ts';
import { valoresDaLinha } from './registro.ts';

// Every row of an uploaded file judged with a mapping (the preview and the start's check), and
// which valid rows would be ignored: a document already registered to an active person of the
// institution (the form's duplicate rule) or repeated by an earlier row of the file.

export interface LinhaJulgada {
  linha: number;
  avaliacao: Avaliacao;
  /** Why a valid row would be ignored; null when it would create a person. */
  aviso: string | null;
}

/** Every row of an upload, in the file's order. */
export async function linhasDaImportacao(db: Db, importacaoId: number): Promise<{ linha: number; dados: string[] }[]> {
  const linhas = await db.selectFrom('importacao_pessoa_linha').select(['linha', 'dados']).where('importacao_id', '=', importacaoId).orderBy('linha').execute();
  return linhas.map((l) => ({ linha: l.linha, dados: l.dados as string[] }));
}

export type BaseDaAvaliacao = Omit<ContextoDaAvaliacao, 'cidades'>;

/** What judging rows needs besides their towns: the register and its screens with the current field configuration (read through the pool). */
export async function baseDaAvaliacao(cadastro: CadastroDePessoas, mapeamento: Mapeamento): Promise<BaseDaAvaliacao> {
  return { cadastro, telas: await telasConfiguradas(cadastro), mapeamento };
}

/** Rows judged as `avaliarLinha` does, with one load of their towns. */
export async function avaliarLinhas(db: Db, base: BaseDaAvaliacao, linhas: readonly { linha: number; dados: string[] }[]) {
  const pedidos = linhas.flatMap((l) => {
    const v = valoresDaLinha(l.dados, base.mapeamento);
    return v.cidade === undefined ? [] : [{ nome: v.cidade, uf: v.uf }];
  });
  const contexto: ContextoDaAvaliacao = { ...base, cidades: await carregarCidades(db, pedidos) };
  return linhas.map((l) => ({ linha: l.linha, dados: l.dados, avaliacao: avaliarLinha(contexto, l.dados) }));
}

export async function julgarLinhas(db: Db, base: BaseDaAvaliacao, linhas: readonly { linha: number; dados: string[] }[]): Promise<LinhaJulgada[]> {
  const avaliadas = await avaliarLinhas(db, base, linhas);
  const documentos = avaliadas.flatMap(({ avaliacao: a }) => (a.valida ? documentosDa(a.colunas) : []));
  const decisoes = decidir(avaliadas, await pessoasComDocumentos(db, documentos));
  return avaliadas.map(({ linha, avaliacao }, i) => {
    const d = decisoes[i];
    let aviso: string | null = null;
    if (d?.situacao === 'ignorada' && 'cadastrada' in d) aviso = `${d.mensagens.map((m) => m.mensagem).join(' ')} A linha será ignorada.`;
    if (d?.situacao === 'ignorada' && 'criadaPelaLinha' in d) aviso = `O ${tipoDo(d.documento)} repete o da linha ${d.criadaPelaLinha}. A linha será ignorada.`;
    return { linha, avaliacao, aviso };
  });
}
