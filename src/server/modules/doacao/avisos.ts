import { sql } from 'kysely';
import { enderecoDoDoador, textoDoAviso } from '../../../shared/doacao/avisos.ts';
import { numeroDoRecibo } from '../../../shared/financeiro/recibo.ts';
import type { Db } from '../../db/database.ts';
import type { Carteiro, Email } from '../../email.ts';
import { pdfDoDocumento } from '../../jobs/relatorios/pdf.ts';
import type { ContextoDoGancho } from '../../resources/ganchos.ts';
import { documentoDosRecibos } from '../financeiro/recibos/pdf.ts';
import { emitenteDaUnidade, reciboDaUnidade } from '../financeiro/recibos/leitura.ts';
import { notificacoesDasDoacoes } from './configuracao.ts';

// The e-mails to the donor of one gift, sent once its transaction has committed (the outbox when
// there is no SMTP), with the texts and switches of doacao/configuracoes/notificacoes: the thanks
// when the gift is registered (portal or staff) and the receipt, its PDF attached, when it is
// received. Each is written by the one step that moves the gift there (registered once, received
// once from PENDENTE under the row's lock), so each goes at most once; a donor without e-mail gets
// none, and a failure to write one never undoes nor refuses the gift.

type Correio = { db: Db; carteiro: Carteiro };

interface DoacaoDoAviso {
  unidadeId: number;
  nome: string;
  email: string | null;
  valor: string;
  data: string;
  reciboId: number | null;
}

async function lerDoacao(db: Db, id: number): Promise<DoacaoDoAviso | null> {
  const { rows } = await sql<DoacaoDoAviso>`
    SELECT d.unidade_id AS "unidadeId", p.nome, p.email_principal AS email, d.valor::text AS valor, to_char(d.data, 'YYYY-MM-DD') AS data, d.recibo_id AS "reciboId"
    FROM doacao AS d JOIN pessoa AS p ON p.id = d.pessoa_id WHERE d.id = ${id}`.execute(db);
  return rows[0] ?? null;
}

/** The thanks e-mail of a gift, when the switch is on and the donor has an address. */
export async function agradecerDoacao({ db, carteiro }: Correio, id: number): Promise<void> {
  const { agradecer, agradecimento } = await notificacoesDasDoacoes(db);
  if (!agradecer) return;
  const d = await lerDoacao(db, id);
  const para = enderecoDoDoador(d?.email ?? null);
  if (d === null || para === null) return;
  await carteiro.enviar({ para, assunto: textoDoAviso(agradecimento.assunto, d), corpo: textoDoAviso(agradecimento.texto, d) });
}

/** The receipt e-mail of a received gift, with its receipt's PDF; nothing when it has no receipt in force. */
export async function enviarReciboDaDoacao({ db, carteiro }: Correio, id: number): Promise<void> {
  const d = await lerDoacao(db, id);
  const para = enderecoDoDoador(d?.email ?? null);
  if (d === null || para === null || d.reciboId === null) return;
  const recibo = await reciboDaUnidade(db, d.reciboId, d.unidadeId);
  if (recibo === null || recibo.situacao !== 'EMITIDO') return;
  const numero = numeroDoRecibo(recibo.numero);
  const pdf = await pdfDoDocumento(documentoDosRecibos([recibo], await emitenteDaUnidade(db, d.unidadeId), { titulo: `Recibo ${numero}` }));
  const { recibo: modelo } = await notificacoesDasDoacoes(db);
  const email: Email = {
    para,
    assunto: textoDoAviso(modelo.assunto, d),
    corpo: textoDoAviso(modelo.texto, d),
    anexos: [{ nome: `recibo-${numero}.pdf`, tipo: 'application/pdf', conteudo: pdf }],
  };
  await carteiro.enviar(email);
}

type Envio = (correio: Correio, id: number) => Promise<void>;

/** Sends one of them once the hook's transaction commits (dropped on a rollback). */
export function enviarDepoisDoCommit(ctx: Pick<ContextoDoGancho, 'servicos' | 'depoisDoCommit'>, enviar: Envio, id: number): void {
  ctx.depoisDoCommit(() => void enviar(ctx.servicos, id).catch(() => undefined));
}
