import { gunzipSync, gzipSync } from 'node:zlib';
import type { DbDeTarefas } from '../tabelas.ts';

// A report's rows between the steps that read them and the file written at the end: each step
// stores its rows as one or more parts (tarefa_parte, JSON lines, gzipped) in the transaction of
// its checkpoint; the file reads them back in the parts' order, a few parts at a time.

const PARTES_POR_LEITURA = 20;

export async function guardarParte(trx: DbDeTarefas, tarefaId: number, ordem: number, linhas: readonly unknown[]): Promise<void> {
  // JSON.stringify escapes line breaks: one line per row.
  const conteudo = gzipSync(linhas.map((l) => JSON.stringify(l)).join('\n'));
  await trx.insertInto('tarefa_parte').values({ tarefa_id: tarefaId, ordem, conteudo }).execute();
}

/** Every stored row of the job, in the parts' order; memory holds a few parts at a time. */
export async function* linhasGuardadas<L>(db: DbDeTarefas, tarefaId: number): AsyncGenerator<L> {
  let depois = -1;
  for (;;) {
    const partes = await db
      .selectFrom('tarefa_parte')
      .select(['ordem', 'conteudo'])
      .where('tarefa_id', '=', tarefaId)
      .where('ordem', '>', depois)
      .orderBy('ordem')
      .limit(PARTES_POR_LEITURA)
      .execute();
    for (const parte of partes) {
      const texto = gunzipSync(parte.conteudo).toString('utf8');
      if (texto !== '') for (const linha of texto.split('\n')) yield JSON.parse(linha) as L;
    }
    const ultima = partes.at(-1);
    if (ultima === undefined || partes.length < PARTES_POR_LEITURA) return;
    depois = ultima.ordem;
  }
}

export async function descartarPartes(db: DbDeTarefas, tarefaId: number): Promise<void> {
  await db.deleteFrom('tarefa_parte').where('tarefa_id', '=', tarefaId).execute();
}
