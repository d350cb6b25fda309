import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Aviso, TarefaResumo } from '../../shared/realtime/protocolo.ts';
import type { Db } from '../db/database.ts';
import { linkDoArquivo, resumoDaTarefa } from './resumo.ts';
import { comTarefas, type TarefaTable } from './tabelas.ts';
import { ErroDaTarefa, ExecucaoPerdida, type ContextoDaTarefa, type Passo, type ResultadoDaTarefa, type TipoDeTarefa } from './tipos.ts';

/** Where job events go: the live channel. */
export interface Avisador {
  notificarUsuario(usuarioId: number, aviso: Aviso): Promise<void>;
  atualizarTarefa(usuarioId: number, tarefa: TarefaResumo): Promise<void>;
}

export interface AmbienteDeExecucao {
  db: Db;
  avisos: Avisador;
  /** A heartbeat older than this means the attempt's process died. */
  mortoMs: number;
  /** Attempts running in this process (tarefa id → execucao), kept alive by the heartbeat. */
  emExecucao: Map<number, string>;
  log(mensagem: string, erro?: unknown): void;
}

/** What pg-boss hands the worker (fetched with metadata). */
export interface Trabalho {
  id: string;
  data: { tarefaId?: unknown };
  retryCount: number;
  retryLimit: number;
}

const ERRO_GENERICO = 'Não foi possível concluir a tarefa. Tente novamente mais tarde.';
const INTERVALO_DE_PROGRESSO_MS = 300;

const limitar = (p: number) => Math.max(0, Math.min(100, Math.round(p)));

async function publicar(amb: AmbienteDeExecucao, linha: Selectable<TarefaTable>, titulo: string): Promise<void> {
  await amb.avisos.atualizarTarefa(linha.usuario_id, resumoDaTarefa(linha, titulo)).catch(() => undefined);
}

/** The end notice of a finished job; marks it sent, so a resumed attempt does not repeat it. */
export async function notificarFim(amb: AmbienteDeExecucao, def: TipoDeTarefa<never>, linha: Selectable<TarefaTable>): Promise<void> {
  const arquivoId = (linha.resultado as ResultadoDaTarefa | null)?.arquivoId;
  const aviso: Aviso =
    linha.estado === 'concluida'
      ? {
          tipo: def.aviso ?? 'JOB',
          title: def.titulo,
          msg: linha.mensagem ?? 'Concluída.',
          ...(typeof arquivoId === 'number' ? { link: linkDoArquivo(arquivoId) } : {}),
          tarefaId: linha.id,
          ...(def.recursos === undefined ? {} : { recursos: [...def.recursos] }),
        }
      : { tipo: 'JOB', title: def.titulo, errorMsg: linha.erro ?? ERRO_GENERICO, tarefaId: linha.id };
  try {
    await amb.avisos.notificarUsuario(linha.usuario_id, aviso);
    await comTarefas(amb.db).updateTable('tarefa').set({ notificada_em: sql`now()` }).where('id', '=', linha.id).execute();
  } catch (erro) {
    amb.log('aviso de tarefa não enviado', erro);
  }
}

/**
 * Runs one pg-boss delivery of a job. The attempt first takes the job's row (a fencing token in
 * `execucao`); every later write checks it still holds it, so two attempts never both write.
 * Throwing makes pg-boss retry with backoff; returning completes the pg-boss job.
 */
export async function executarTrabalho<P>(amb: AmbienteDeExecucao, def: TipoDeTarefa<P>, trabalho: Trabalho): Promise<void> {
  const tarefaId = Number(trabalho.data.tarefaId);
  const db = comTarefas(amb.db);
  const execucao = randomUUID();

  const tomada = await db
    .updateTable('tarefa')
    .set({
      estado: 'executando',
      execucao,
      pulso_em: sql`now()`,
      tentativas: sql`tentativas + 1`,
      atualizada_em: sql`now()`,
      mensagem: null,
    })
    .where('id', '=', tarefaId)
    .where((eb) =>
      eb.or([
        eb('estado', '=', 'fila'),
        eb.and([eb('estado', '=', 'executando'), eb(sql`pulso_em`, '<', sql`now() - make_interval(secs => ${amb.mortoMs / 1000})`)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();

  if (!tomada) {
    const linha = await db.selectFrom('tarefa').selectAll().where('id', '=', tarefaId).executeTakeFirst();
    if (!linha) return; // its owner was removed
    if (linha.estado === 'executando') throw new Error('A tarefa está em execução em outro processo.');
    // Finished by an earlier attempt: only the notice may still be owed.
    if (linha.notificada_em === null) await notificarFim(amb, def as TipoDeTarefa<never>, linha);
    return;
  }

  amb.emExecucao.set(tarefaId, execucao);
  await publicar(amb, tomada, def.titulo);
  let ponto: unknown = tomada.ponto;
  let ultimaPublicacao = Date.now();

  const gravar = async (escrever: (trx: typeof db) => Promise<Passo | { progresso: number; mensagem?: string }>) => {
    let linha: Selectable<TarefaTable> | undefined;
    await db.transaction().execute(async (trx) => {
      // Lock the row first: a supervisor or another attempt waits, and a lost hold writes nothing.
      const minha = await trx
        .selectFrom('tarefa')
        .select('id')
        .where('id', '=', tarefaId)
        .where('execucao', '=', execucao)
        .where('estado', '=', 'executando')
        .forUpdate()
        .executeTakeFirst();
      if (!minha) throw new ExecucaoPerdida();
      const passo = await escrever(trx);
      linha = await trx
        .updateTable('tarefa')
        .set({
          progresso: limitar(passo.progresso),
          mensagem: passo.mensagem ?? null,
          atualizada_em: sql`now()`,
          pulso_em: sql`now()`,
          ...('ponto' in passo ? { ponto: JSON.stringify(passo.ponto ?? null) } : {}),
        })
        .where('id', '=', tarefaId)
        .returningAll()
        .executeTakeFirstOrThrow();
      if ('ponto' in passo) ponto = passo.ponto;
    });
    if (linha) await publicarProgresso(linha);
  };

  // At most one progress message per interval; the latest one is sent when the interval ends.
  let pendente: NodeJS.Timeout | undefined;
  const publicarProgresso = async (linha: Selectable<TarefaTable>) => {
    clearTimeout(pendente);
    const espera = ultimaPublicacao + INTERVALO_DE_PROGRESSO_MS - Date.now();
    if (espera > 0) {
      pendente = setTimeout(() => {
        ultimaPublicacao = Date.now();
        void publicar(amb, linha, def.titulo);
      }, espera);
      return;
    }
    ultimaPublicacao = Date.now();
    await publicar(amb, linha, def.titulo);
  };

  const ctx: ContextoDaTarefa<P> = {
    tarefaId,
    usuarioId: tomada.usuario_id,
    unidadeId: tomada.unidade_id,
    parametros: tomada.parametros as P,
    get ponto() {
      return ponto;
    },
    db,
    passo: (escrever) => gravar(escrever),
    progresso: (progresso, mensagem) => gravar(async () => (mensagem === undefined ? { progresso } : { progresso, mensagem })),
  };

  try {
    const resultado = await def.executar(ctx);
    clearTimeout(pendente);
    const concluida = await db
      .updateTable('tarefa')
      .set({
        estado: 'concluida',
        progresso: 100,
        mensagem: resultado.mensagem ?? 'Concluída.',
        erro: null,
        resultado: JSON.stringify(resultado),
        execucao: null,
        atualizada_em: sql`now()`,
        concluida_em: sql`now()`,
      })
      .where('id', '=', tarefaId)
      .where('execucao', '=', execucao)
      .returningAll()
      .executeTakeFirst();
    if (!concluida) throw new ExecucaoPerdida();
    await publicar(amb, concluida, def.titulo);
    await notificarFim(amb, def as TipoDeTarefa<never>, concluida);
  } catch (erro) {
    clearTimeout(pendente);
    if (erro instanceof ExecucaoPerdida) {
      amb.log(`tarefa ${tarefaId}: execução assumida por outro processo`);
      return;
    }
    const legivel = erro instanceof ErroDaTarefa ? erro.message : ERRO_GENERICO;
    if (!(erro instanceof ErroDaTarefa)) amb.log(`tarefa ${tarefaId} (${def.tipo}) falhou`, erro);
    const ultima = erro instanceof ErroDaTarefa && !erro.repetir ? true : trabalho.retryCount >= trabalho.retryLimit;
    const linha = await db
      .updateTable('tarefa')
      .set({
        estado: ultima ? 'falhou' : 'fila',
        erro: legivel,
        mensagem: ultima ? null : 'Falhou; uma nova tentativa começa em instantes.',
        execucao: null,
        atualizada_em: sql`now()`,
        ...(ultima ? { concluida_em: sql`now()` } : {}),
      })
      .where('id', '=', tarefaId)
      .where('execucao', '=', execucao)
      .returningAll()
      .executeTakeFirst();
    if (!linha) return;
    await publicar(amb, linha, def.titulo);
    if (ultima) await notificarFim(amb, def as TipoDeTarefa<never>, linha);
    // A job refused for good completes in pg-boss (a retry cannot help); others fail there too.
    if (ultima && trabalho.retryCount < trabalho.retryLimit) return;
    throw erro;
  } finally {
    clearTimeout(pendente);
    amb.emExecucao.delete(tarefaId);
  }
}
