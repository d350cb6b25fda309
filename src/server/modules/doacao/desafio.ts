import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { MENSAGENS_DAS_DOACOES as M } from '../../../shared/doacao/mensagens.ts';
import type { Db } from '../../db/database.ts';

// The portal's bot check without a third party (a proof of work): the server hands out a signed
// challenge; the browser finds the smallest nonce ≥ 0 whose SHA-256 of `${desafio}:${nonce}`, in
// hex, starts with `zeros` '0' characters. A challenge is accepted not before 3 seconds after it
// was issued (no human fills the form faster), for 30 minutes, once (doacao_desafio_usado). The
// signing key is the process's own: a restart only asks the open pages for a new challenge.

export const ZEROS = 3;
export const ESPERA_MINIMA_MS = 3_000;
export const VALIDADE_MS = 30 * 60_000;

export interface Desafio {
  desafio: string;
  zeros: number;
}

export type JulgamentoDoDesafio = { ok: true } | { ok: false; mensagem: string };

export interface Desafiante {
  emitir(agora: Date): Desafio;
  julgar(db: Db, desafio: string, nonce: number, agora: Date): Promise<JulgamentoDoDesafio>;
}

/** Whether the nonce proves the work: the hash starts with the zeros. */
export const provaConfere = (desafio: string, nonce: number, zeros: number): boolean =>
  createHash('sha256').update(`${desafio}:${nonce}`).digest('hex').startsWith('0'.repeat(zeros));

export function criarDesafiante(zeros = ZEROS): Desafiante {
  const chave = randomBytes(32);
  const assinar = (corpo: string): string => createHmac('sha256', chave).update(corpo).digest('base64url');
  return {
    emitir(agora) {
      const corpo = `${randomBytes(12).toString('base64url')}.${agora.getTime()}.${zeros}`;
      return { desafio: `${corpo}.${assinar(corpo)}`, zeros };
    },
    async julgar(db, desafio, nonce, agora) {
      const partes = desafio.split('.');
      if (partes.length !== 4) return { ok: false, mensagem: M.desafioInvalido };
      const corpo = partes.slice(0, 3).join('.');
      const esperada = Buffer.from(assinar(corpo));
      const recebida = Buffer.from(partes[3]!);
      if (esperada.length !== recebida.length || !timingSafeEqual(esperada, recebida)) return { ok: false, mensagem: M.desafioInvalido };
      const idade = agora.getTime() - Number(partes[1]);
      if (idade > VALIDADE_MS) return { ok: false, mensagem: M.desafioInvalido };
      if (idade < ESPERA_MINIMA_MS) return { ok: false, mensagem: M.desafioCedo };
      if (!provaConfere(desafio, nonce, Number(partes[2]))) return { ok: false, mensagem: M.provaInvalida };
      await sql`DELETE FROM doacao_desafio_usado WHERE usado_em < ${new Date(agora.getTime() - 2 * VALIDADE_MS)}`.execute(db);
      const { rows } = await sql<{ desafio: string }>`
        INSERT INTO doacao_desafio_usado (desafio, usado_em) VALUES (${desafio}, ${agora}) ON CONFLICT DO NOTHING RETURNING desafio`.execute(db);
      return rows.length === 0 ? { ok: false, mensagem: M.desafioInvalido } : { ok: true };
    },
  };
}
