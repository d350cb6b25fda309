import { createTransport, type Transporter } from 'nodemailer';
import type { Db } from './db/database.ts';

/** A file sent with an e-mail (a receipt's PDF). */
export interface AnexoDoEmail {
  nome: string;
  tipo: string;
  conteudo: Buffer;
}

export interface Email {
  para: string;
  assunto: string;
  corpo: string;
  /** Sent through SMTP; the outbox keeps only their names, at the end of the text. */
  anexos?: readonly AnexoDoEmail[];
}

/** The text the outbox keeps: the body and, when files go with it, a line naming them. */
function corpoDaSaida(email: Email): string {
  const nomes = (email.anexos ?? []).map((a) => a.nome);
  return nomes.length === 0 ? email.corpo : `${email.corpo}\n\nAnexo: ${nomes.join(', ')}`;
}

/** What became of one e-mail: kept in the outbox only (no SMTP), sent, or refused by the server. */
export type ResultadoDoEnvio = { situacao: 'saida' } | { situacao: 'enviado' } | { situacao: 'falhou'; erro: string };

export interface Carteiro {
  enviar(email: Email): Promise<ResultadoDoEnvio>;
}

/** The SMTP server in force (the parameters' over SMTP_URL); null: outbox only. */
export interface ConfiguracaoSmtp {
  host: string;
  porta: number;
  seguro: boolean;
  usuario: string;
  senha: string;
  remetente: string;
  nomeDoRemetente: string;
}

// A server that does not answer must not hold a request (the test e-mail) for nodemailer's two minutes.
const PRAZOS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

function novoTransporte(c: ConfiguracaoSmtp): Transporter {
  return createTransport({
    host: c.host,
    port: c.porta,
    secure: c.seguro,
    ...(c.usuario === '' ? {} : { auth: { user: c.usuario, pass: c.senha } }),
    ...PRAZOS,
  });
}

/**
 * Every e-mail is kept in the outbox table; with an SMTP server it is also sent, and the row
 * records when (or the error). Without SMTP an administrator reads the outbox (DESIGN.md). The
 * server is asked of `smtp` at every e-mail, so a change of the parameters applies to the next
 * one; the transport is rebuilt only when the settings change.
 */
export function criarCarteiro(db: Db, smtp: () => Promise<ConfiguracaoSmtp | null>): Carteiro {
  let atual: { chave: string; transporte: Transporter } | null = null;

  function transporteDe(c: ConfiguracaoSmtp): Transporter {
    const chave = JSON.stringify([c.host, c.porta, c.seguro, c.usuario, c.senha]);
    if (atual?.chave !== chave) {
      atual?.transporte.close();
      atual = { chave, transporte: novoTransporte(c) };
    }
    return atual.transporte;
  }

  return {
    async enviar(email) {
      const { id } = await db
        .insertInto('email_saida')
        .values({ para: email.para, assunto: email.assunto, corpo: corpoDaSaida(email) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const configuracao = await smtp();
      if (!configuracao) return { situacao: 'saida' };
      try {
        const from = { name: configuracao.nomeDoRemetente, address: configuracao.remetente };
        const attachments = (email.anexos ?? []).map((a) => ({ filename: a.nome, contentType: a.tipo, content: a.conteudo }));
        await transporteDe(configuracao).sendMail({ from, to: email.para, subject: email.assunto, text: email.corpo, attachments });
        await db.updateTable('email_saida').set({ enviado_em: new Date() }).where('id', '=', id).execute();
        return { situacao: 'enviado' };
      } catch (e) {
        const erro = e instanceof Error ? e.message : String(e);
        await db.updateTable('email_saida').set({ erro }).where('id', '=', id).execute();
        return { situacao: 'falhou', erro };
      }
    },
  };
}
