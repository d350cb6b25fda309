import type { LightMyRequestResponse } from 'fastify';
import { topicoDoUsuario, type MensagemDoServidor } from '../../../../src/shared/realtime/protocolo.ts';
import type { AppDeTeste } from '../../../support/app.ts';
import { corpoMultipart, criarUsuario, idDaUnidade } from '../../ajudantes.ts';

// Helpers of the messages and notices tests (not a test file itself).

export type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Equipe {
  /** Login → user id. */
  ids: Record<string, number>;
  /** Login → session token. */
  tokens: Record<string, string>;
}

/**
 * ana, bia and caio in Sede, duda in Unidade Norte, eva (inactive once signed in) in Sede,
 * none with any tag; plus the demo's admin (both units) and operador (Sede).
 */
export async function montarEquipe(t: AppDeTeste): Promise<Equipe> {
  const sede = await idDaUnidade(t.db, 'Sede');
  const norte = await idDaUnidade(t.db, 'Unidade Norte');
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  for (const [login, unidades] of [['ana', [sede]], ['bia', [sede]], ['caio', [sede]], ['duda', [norte]], ['eva', [sede]]] as const) {
    ids[login] = await criarUsuario(t.db, { login, nome: `${login.charAt(0).toUpperCase()}${login.slice(1)} Teste`, unidadeIds: [...unidades] });
    tokens[login] = await t.entrar(login);
  }
  await t.db.updateTable('usuario').set({ ativo: false }).where('id', '=', ids.eva ?? 0).execute();
  for (const login of ['admin', 'operador']) {
    ids[login] = (await t.db.selectFrom('usuario').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id;
    tokens[login] = await t.entrar(login);
  }
  return { ids, tokens };
}

export function chamador(t: AppDeTeste, equipe: Equipe) {
  return (login: string, method: Metodo, url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    t.chamar({ method, url, token: equipe.tokens[login], ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** Uploads a file as the user (POST /api/arquivos) and returns its id. */
export async function enviarArquivo(t: AppDeTeste, token: string | undefined, nomeArquivo: string, conteudo: string): Promise<number> {
  const r = await t.chamar({
    method: 'POST',
    url: '/api/arquivos?diretorio=mensagens&tipo=ALL',
    token,
    ...corpoMultipart([{ campo: 'file', nomeArquivo, tipo: 'text/plain', conteudo: Buffer.from(conteudo) }]),
  });
  if (r.statusCode !== 200) throw new Error(`envio de arquivo falhou: ${r.statusCode} ${r.body}`);
  return r.json<{ content: { id: number } }>().content.id;
}

/** Every message the broker publishes on the users' topics, from now until `parar`. */
export async function escutarUsuarios(t: AppDeTeste, usuarioIds: readonly number[]) {
  const recebidas: { usuarioId: number; mensagem: MensagemDoServidor }[] = [];
  const ouvintes = usuarioIds.map((usuarioId) => ({
    topico: topicoDoUsuario(usuarioId),
    ouvir: (packet: { payload: Buffer | string }, cb: () => void) => {
      recebidas.push({ usuarioId, mensagem: JSON.parse(packet.payload.toString()) as MensagemDoServidor });
      cb();
    },
  }));
  const broker = t.app.tempoReal.broker;
  for (const o of ouvintes) await new Promise<void>((r) => broker.subscribe(o.topico, o.ouvir, r));
  return {
    recebidas,
    async parar() {
      for (const o of ouvintes) await new Promise<void>((r) => broker.unsubscribe(o.topico, o.ouvir, r));
    },
  };
}

/** A snapshot of what the module stores, to prove a refused call changed nothing. */
export async function estado(t: AppDeTeste) {
  const [mensagens, destinatarios, anexos, avisos, leituras, auditoria] = await Promise.all([
    t.db.selectFrom('mensagem').selectAll().orderBy('id').execute(),
    t.db.selectFrom('mensagem_destinatario').selectAll().orderBy('mensagem_id').orderBy('usuario_id').execute(),
    t.db.selectFrom('mensagem_anexo').selectAll().orderBy('mensagem_id').orderBy('arquivo_id').execute(),
    t.db.selectFrom('aviso').selectAll().orderBy('id').execute(),
    t.db.selectFrom('aviso_destinatario').selectAll().orderBy('aviso_id').orderBy('usuario_id').execute(),
    t.db.selectFrom('auditoria').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { mensagens, destinatarios, anexos, avisos, leituras, auditoria: Number(auditoria.n) };
}
