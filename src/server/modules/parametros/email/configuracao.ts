import type { OrigemDoEmail } from '../../../../shared/api/parametrosEmail.ts';
import type { Model } from '../../../../shared/engine/types.ts';
import { isEmpty } from '../../../../shared/validation/index.ts';
import type { ConfiguracaoSmtp } from '../../../email.ts';
import { ajustesEmVigor, padroesDoModelo, type AjustesLidos } from '../../../resources/index.ts';

// The SMTP server in force, field by field: what the parametroemail screen saved, over SMTP_URL's
// server (or, without it, the model's defaults); without a host, none (e-mails stay in the outbox).

/** What the carteiro sends through (the password included: it is never sent back to a client). */
export type SmtpGuardado = Omit<ConfiguracaoSmtp, 'nomeDoRemetente'>;

/** SMTP_URL read as settings (smtp://user:password@host:port, smtps:// for TLS from the start). */
export function smtpDoAmbiente(smtpUrl: string | null): Partial<SmtpGuardado> | null {
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
    };
  } catch {
    return null;
  }
}

/** The saved row: the fields set on the screen, by name (a row of an older shape is read the same). */
export function camposGuardados(guardado: unknown): [string, unknown][] {
  return typeof guardado === 'object' && guardado !== null && !Array.isArray(guardado) ? Object.entries(guardado) : [];
}

/** The e-mail settings in force: the saved fields that still pass over SMTP_URL's, over the model's defaults. */
export function lerEmail(modelo: Model, guardado: unknown, smtpUrl: string | null): AjustesLidos {
  const doAmbiente = Object.fromEntries(Object.entries(smtpDoAmbiente(smtpUrl) ?? {}).filter(([, v]) => !isEmpty(v)));
  return ajustesEmVigor(modelo, { ...padroesDoModelo(modelo), ...doAmbiente }, camposGuardados(guardado));
}

export interface SmtpEmVigor {
  origem: OrigemDoEmail;
  smtp: SmtpGuardado | null;
}

const texto = (v: unknown): string => (typeof v === 'string' ? v : '');

export function smtpEmVigor({ valores, guardados }: AjustesLidos): SmtpEmVigor {
  if (isEmpty(valores['host'])) return { origem: 'nenhuma', smtp: null };
  return {
    origem: guardados.size > 0 ? 'parametros' : 'ambiente',
    smtp: {
      host: texto(valores['host']),
      porta: Number(valores['porta']),
      seguro: valores['seguro'] === true,
      usuario: texto(valores['usuario']),
      senha: texto(valores['senha']),
      remetente: texto(valores['remetente']),
    },
  };
}
