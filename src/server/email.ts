import { createTransport, type Transporter } from 'nodemailer';
import type { Db } from './db/database.ts';

export interface Email {
  para: string;
  assunto: string;
  corpo: string;
}

export interface Carteiro {
  enviar(email: Email): Promise<void>;
}

/**
 * Every e-mail is kept in the outbox table; with SMTP_URL it is also sent, and the row records
 * when (or the error). Without SMTP an administrator reads the outbox (DESIGN.md).
 */
export function criarCarteiro(db: Db, smtpUrl: string | null, remetente = 'Alicerce <nao-responda@alicerce.local>'): Carteiro {
  const transporte: Transporter | null = smtpUrl ? createTransport(smtpUrl) : null;
  return {
    async enviar(email) {
      const { id } = await db
        .insertInto('email_saida')
        .values({ para: email.para, assunto: email.assunto, corpo: email.corpo })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transporte) return;
      try {
        await transporte.sendMail({ from: remetente, to: email.para, subject: email.assunto, text: email.corpo });
        await db.updateTable('email_saida').set({ enviado_em: new Date() }).where('id', '=', id).execute();
      } catch (e) {
        await db.updateTable('email_saida').set({ erro: String(e) }).where('id', '=', id).execute();
      }
    },
  };
}
