import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';

// The `authtoken` of URLs (photos, downloads, report links) is never the session token: it is
// derived for one resource path and one session, and expires in minutes (DESIGN.md).

const VALIDADE_S = 10 * 60;
const CHAVE_SEGREDO = 'segredo_authtoken';

export interface Authtokens {
  derivar(sessaoId: number, recurso: string, agora?: number): { authtoken: string; expiraEm: Date };
  /** The session id the token was derived for, when it is valid for this resource now. */
  conferir(authtoken: string, recurso: string, agora?: number): number | null;
}

/** Reads the shared secret (created once, so every server process derives the same tokens). */
export async function carregarAuthtokens(db: Db): Promise<Authtokens> {
  await db
    .insertInto('parametro')
    .values({ chave: CHAVE_SEGREDO, valor: JSON.stringify(randomBytes(32).toString('base64url')) })
    .onConflict((oc) => oc.column('chave').doNothing())
    .execute();
  const linha = await db.selectFrom('parametro').select('valor').where('chave', '=', CHAVE_SEGREDO).executeTakeFirstOrThrow();
  const segredo = Buffer.from(String(linha.valor), 'base64url');
  const assinar = (sessaoId: number, recurso: string, exp: number) =>
    createHmac('sha256', segredo).update(`${sessaoId}|${recurso}|${exp}`).digest();

  return {
    derivar(sessaoId, recurso, agora = Date.now()) {
      const exp = Math.floor(agora / 1000) + VALIDADE_S;
      const assinatura = assinar(sessaoId, recurso, exp).toString('base64url');
      return { authtoken: `${sessaoId}.${exp}.${assinatura}`, expiraEm: new Date(exp * 1000) };
    },
    conferir(authtoken, recurso, agora = Date.now()) {
      const [sessao, expTexto, assinatura] = authtoken.split('.');
      const sessaoId = Number(sessao);
      const exp = Number(expTexto);
      if (!Number.isSafeInteger(sessaoId) || !Number.isSafeInteger(exp) || !assinatura) return null;
      if (exp * 1000 < agora) return null;
      const esperada = assinar(sessaoId, recurso, exp);
      const recebida = Buffer.from(assinatura, 'base64url');
      return recebida.length === esperada.length && timingSafeEqual(recebida, esperada) ? sessaoId : null;
    },
  };
}
