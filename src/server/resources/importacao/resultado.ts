import type { Selectable } from 'kysely';
import type { ErroDaLinha, ImportacaoResumo, LinhaDoResultado, Mapeamento, PaginaDeLinhas, SituacaoDaLinha } from '../../../shared/api/importacao.ts';
import { textoDoErro } from '../../../shared/api/importacao.ts';
import type { Db } from '../../db/database.ts';
import type { ImportacaoLinhaTable } from '../../db/schema.ts';
import { respostaPaginada, type Paginacao } from '../../http/paginacao.ts';
import { BOM, linhaCsv } from '../../jobs/csv.ts';
import { resumoDaTarefa } from '../../jobs/resumo.ts';
import { comTarefas } from '../../jobs/tabelas.ts';
import type { Tarefas } from '../../jobs/tarefas.ts';
import type { Importacao } from './acesso.ts';
import { contagensDaImportacao } from './contagens.ts';

// What an import came to: its counts and job, its rejected and ignored rows page by page, and the
// rejected rows as a CSV (the file's columns plus "Erros") to fix and send again. Cells are
// neutralised against formula injection (jobs/csv.ts).

export async function resumoDaImportacao(db: Db, tarefas: Tarefas, i: Importacao): Promise<ImportacaoResumo> {
  const tarefa = i.tarefa_id === null ? undefined : await comTarefas(db).selectFrom('tarefa').selectAll().where('id', '=', i.tarefa_id).executeTakeFirst();
  return {
    id: i.id,
    nomeArquivo: i.nome_arquivo,
    formato: i.formato,
    estado: i.estado,
    colunas: i.colunas as string[],
    mapeamento: (i.mapeamento as Mapeamento | null) ?? null,
    contagens: await contagensDaImportacao(db, i.id),
    tarefa: tarefa === undefined ? null : resumoDaTarefa(tarefa, tarefas.tituloDe(tarefa.tipo)),
    criadaEm: i.criada_em.toISOString(),
    concluidaEm: i.concluida_em?.toISOString() ?? null,
  };
}

const doResultado = (l: Selectable<ImportacaoLinhaTable>): LinhaDoResultado => ({
  linha: l.linha,
  dados: l.dados as string[],
  situacao: l.situacao,
  mensagens: (l.mensagens as ErroDaLinha[] | null) ?? [],
  registroId: l.registro_id,
});

export async function paginaDeLinhas(db: Db, importacaoId: number, situacao: SituacaoDaLinha, p: Paginacao): Promise<PaginaDeLinhas> {
  const base = db.selectFrom('importacao_linha').where('importacao_id', '=', importacaoId).where('situacao', '=', situacao);
  const [linhas, contagem] = await Promise.all([
    base.selectAll().orderBy('linha').limit(p.rpp + 1).offset(p.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return respostaPaginada(linhas.map(doResultado), Number(contagem.n), p);
}

/** The rejected rows as CSV (UTF-8 with BOM, ';'), in the file's order. */
export async function csvDasRejeitadas(db: Db, i: Importacao): Promise<Buffer> {
  const linhas = await db
    .selectFrom('importacao_linha')
    .select(['dados', 'mensagens'])
    .where('importacao_id', '=', i.id)
    .where('situacao', '=', 'rejeitada')
    .orderBy('linha')
    .execute();
  const colunas = i.colunas as string[];
  const partes = [BOM + linhaCsv([...colunas, 'Erros'])];
  for (const l of linhas) {
    const dados = l.dados as string[];
    const erros = ((l.mensagens as ErroDaLinha[] | null) ?? []).map(textoDoErro).join('; ');
    partes.push(linhaCsv([...colunas.map((_, c) => dados[c] ?? ''), erros]));
  }
  return Buffer.from(partes.join(''), 'utf8');
}
