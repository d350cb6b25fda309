import type { EstadoDoEmail, OrigemDoEmail } from '../../../../shared/api/parametrosEmail.ts';
import { errosDoEmail } from '../../../../shared/api/parametrosEmail.ts';
import type { ConfiguracaoSmtp } from '../../../email.ts';

// The SMTP server in force: the one saved on the parametroemail screen, else SMTP_URL's, else
// none (e-mails stay in the outbox).

export const REMETENTE_PADRAO = 'nao-responda@alicerce.local';

/** What the parameters' row holds (the password included: it is never sent back to a client). */
export type SmtpGuardado = Omit<ConfiguracaoSmtp, 'nomeDoRemetente'>;

/** SMTP_URL read as settings (smtp://user:password@host:port, smtps:// for TLS from the start). */
export function smtpDoAmbiente(smtpUrl: string | null): SmtpGuardado | null {
  if (!smtpUrl) return null;
  try {
    const url = new URL(smtpUrl);
    const seguro = url.protocol === 'smtps:';
    if (!seguro && url.protocol !== 'smtp:') return null;
    return {
      host: url.hostname,
      porta: url.port === '' ? (seguro ? 465 : 587) : Number(url.port),
      seguro,
      usuario: decodeURIComponent(url.username),
      senha: decodeURIComponent(url.password),
      remetente: REMETENTE_PADRAO,
    };
  } catch {
    return null;
  }
}

/** The stored row, when it is still a valid setting. */
export function smtpGuardado(valor: unknown): SmtpGuardado | null {
  if (typeof valor !== 'object' || valor === null) return null;
  const v = valor as Partial<Record<keyof SmtpGuardado, unknown>>;
  if (errosDoEmail(v).length > 0 || typeof v.senha !== 'string') return null;
  return { host: String(v.host), porta: Number(v.porta), seguro: v.seguro === true, usuario: String(v.usuario), senha: v.senha, remetente: String(v.remetente) };
}

export interface SmtpEmVigor {
  origem: OrigemDoEmail;
  smtp: SmtpGuardado | null;
}

export function smtpEmVigor(guardado: unknown, smtpUrl: string | null): SmtpEmVigor {
  const dosParametros = smtpGuardado(guardado);
  if (dosParametros) return { origem: 'parametros', smtp: dosParametros };
  const doAmbiente = smtpDoAmbiente(smtpUrl);
  return doAmbiente ? { origem: 'ambiente', smtp: doAmbiente } : { origem: 'nenhuma', smtp: null };
}

export function estadoDoEmail({ origem, smtp }: SmtpEmVigor): EstadoDoEmail {
  if (!smtp) return { origem, host: '', porta: 587, seguro: false, usuario: '', remetente: REMETENTE_PADRAO, senhaDefinida: false };
  const { senha, ...visivel } = smtp;
  return { ...visivel, origem, senhaDefinida: senha !== '' };
}
