import type { Aedes } from 'aedes';
import { sql } from 'kysely';
import { buscarSessaoAtiva, limitesEmVigor, type LimitesVigentes } from '../auth/sessoes.ts';
import type { Db } from '../db/database.ts';
import {
  topicoDaUnidade,
  topicoDoUsuario,
  type Aviso,
  type MensagemDoServidor,
  type TarefaResumo,
} from '../../shared/realtime/protocolo.ts';
import { instalarControleDeAcesso, type ControleDeAcesso } from './acesso.ts';
import { abrirBroker } from './broker.ts';

/** The live channel as the rest of the server sees it. */
export interface TempoReal {
  /** The embedded broker (after `iniciar`). */
  readonly broker: Aedes;
  /** True between `iniciar` and `fechar`. */
  readonly aberto: boolean;
  /** Sends a notice (spec section 3) to every browser of the user, on any server process. */
  notificarUsuario(usuarioId: number, aviso: Aviso): Promise<void>;
  notificarUnidade(unidadeId: number, aviso: Aviso): Promise<void>;
  /** Tells the user's browsers that a background job changed (the jobs panel). */
  atualizarTarefa(usuarioId: number, tarefa: TarefaResumo): Promise<void>;
  /** Closes this process's connections of an ended session at once (logout). */
  encerrarConexoesDaSessao(sessaoId: number): number;
  /** Clients that completed the handshake on this process. */
  conexoesAutenticadas(): number;
  iniciar(): Promise<void>;
  fechar(): Promise<void>;
}

export interface OpcoesDoTempoReal {
  db: Db;
  limites: LimitesVigentes;
  redisUrl: string | null;
  /** How often the sessions behind open connections are checked (logout elsewhere, expiry). */
  verificacaoMs?: number;
  /** A connection without a granted handshake by then is closed. */
  prazoDoAcessoMs?: number;
}

interface Aberto {
  broker: Aedes;
  controle: ControleDeAcesso;
  verificador: NodeJS.Timeout;
  fecharBroker(): Promise<void>;
}

/** The live channel; nothing runs until `iniciar` (the app's onReady), so a failed start leaves nothing behind. */
export function criarTempoReal({ db, limites, redisUrl, verificacaoMs = 500, prazoDoAcessoMs }: OpcoesDoTempoReal): TempoReal {
  let aberto: Aberto | null = null;
  const atual = (): Aberto => {
    if (!aberto) throw new Error('O canal em tempo real não está aberto.');
    return aberto;
  };

  const publicar = (topico: string, mensagem: MensagemDoServidor, qos: 0 | 1 = 1) =>
    new Promise<void>((resolve, reject) => {
      atual().broker.publish(
        { cmd: 'publish', topic: topico, payload: Buffer.from(JSON.stringify(mensagem)), qos, retain: false, dup: false },
        (erro) => (erro ? reject(erro) : resolve()),
      );
    });

  // Sessions end by logout on another process, by an administrator, or by the idle and absolute
  // limits, none of which tells this process: look at the sessions behind open connections.
  let verificando = false;
  async function verificarSessoes(controle: ControleDeAcesso): Promise<void> {
    if (verificando || controle.acessos.size === 0) return;
    verificando = true;
    try {
      const ids = [...new Set([...controle.acessos.values()].map((a) => a.sessaoId))];
      const vigentes = await limitesEmVigor(limites);
      const abertas = await db
        .selectFrom('sessao as s')
        .innerJoin('usuario as u', 'u.id', 's.usuario_id')
        .select(['s.id', 's.unidade_id'])
        .where(sql<boolean>`s.id = ANY(${ids}::bigint[])`)
        .where('s.encerrada_em', 'is', null)
        .where('u.ativo', '=', true)
        .where(sql<boolean>`s.ultimo_uso_em > now() - make_interval(mins => ${vigentes.idleMinutes})`)
        .where(sql<boolean>`s.criada_em > now() - make_interval(hours => ${vigentes.maxHours})`)
        .execute();
      const unidadeDa = new Map(abertas.map((s) => [s.id, s.unidade_id]));
      const consultadas = new Set(ids);
      // A changed unit changes the granted topics: the client reconnects and is granted anew. A
      // connection admitted while the query ran was not asked about: the next round judges it.
      controle.encerrar((a) => consultadas.has(a.sessaoId) && (!unidadeDa.has(a.sessaoId) || unidadeDa.get(a.sessaoId) !== a.unidadeId));
    } catch {
      // The database is away for a moment; the next round checks again.
    } finally {
      verificando = false;
    }
  }

  return {
    get broker() {
      return atual().broker;
    },
    get aberto() {
      return aberto !== null && !aberto.broker.closed;
    },
    notificarUsuario: (usuarioId, aviso) => publicar(topicoDoUsuario(usuarioId), { type: 'AVISO', content: aviso }),
    notificarUnidade: (unidadeId, aviso) => publicar(topicoDaUnidade(unidadeId), { type: 'AVISO', content: aviso }),
    atualizarTarefa: (usuarioId, tarefa) => publicar(topicoDoUsuario(usuarioId), { type: 'TAREFA', content: tarefa }, 0),
    encerrarConexoesDaSessao: (sessaoId) => aberto?.controle.encerrar((a) => a.sessaoId === sessaoId) ?? 0,
    conexoesAutenticadas: () => aberto?.controle.acessos.size ?? 0,
    async iniciar() {
      if (aberto) return;
      const { broker, fechar: fecharBroker } = await abrirBroker(redisUrl);
      const controle = instalarControleDeAcesso(broker, {
        prazoDoAcessoMs,
        async buscarSessao(token) {
          const sessao = await buscarSessaoAtiva(db, { token }, limites);
          return sessao && { id: sessao.id, usuarioId: sessao.usuarioId, unidadeId: sessao.unidadeId };
        },
        publicar: (topico, mensagem) => void publicar(topico, mensagem).catch(() => undefined),
      });
      const verificador = setInterval(() => void verificarSessoes(controle), verificacaoMs);
      verificador.unref();
      aberto = { broker, controle, verificador, fecharBroker };
    },
    async fechar() {
      if (!aberto) return;
      const { verificador, fecharBroker } = aberto;
      clearInterval(verificador);
      await fecharBroker();
      aberto = null;
    },
  };
}
