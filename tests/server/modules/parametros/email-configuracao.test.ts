import { describe, expect, it } from 'vitest';
import { lerModeloDoModulo } from '../../../../src/server/resources/modelo-do-modulo.ts';
import { lerEmail, smtpEmVigor } from '../../../../src/server/modules/parametros/email/configuracao.ts';

// The SMTP server the carteiro sends through: each field saved on the screen over SMTP_URL's,
// over the model's defaults; no host, no server.

const MODELO = await lerModeloDoModulo('parametroEmail');
const SMTP_URL = 'smtp://envios%40ong.org:segredo@mail.ong.example.org:2525';

describe('the SMTP server in force', () => {
  it.each<[string, unknown, string | null, ReturnType<typeof smtpEmVigor>]>([
    ['none saved, no SMTP_URL: none', undefined, null, { origem: 'nenhuma', smtp: null }],
    [
      "none saved: SMTP_URL's, with the model's sender",
      undefined,
      SMTP_URL,
      { origem: 'ambiente', smtp: { host: 'mail.ong.example.org', porta: 2525, seguro: false, usuario: 'envios@ong.org', senha: 'segredo', remetente: 'nao-responda@alicerce.local' } },
    ],
    [
      "the saved sender over SMTP_URL's server",
      { remetente: 'avisos@ong.example.org' },
      SMTP_URL,
      { origem: 'parametros', smtp: { host: 'mail.ong.example.org', porta: 2525, seguro: false, usuario: 'envios@ong.org', senha: 'segredo', remetente: 'avisos@ong.example.org' } },
    ],
    [
      "a saved host without SMTP_URL: the model's port and sender",
      { host: 'smtp.ong.example.org' },
      null,
      { origem: 'parametros', smtp: { host: 'smtp.ong.example.org', porta: 587, seguro: false, usuario: '', senha: '', remetente: 'nao-responda@alicerce.local' } },
    ],
    [
      'a row of the former whole shape, read field by field',
      { host: 'smtp.ong.example.org', porta: 465, seguro: true, usuario: 'u', senha: 's', remetente: 'r@ong.example.org' },
      SMTP_URL,
      { origem: 'parametros', smtp: { host: 'smtp.ong.example.org', porta: 465, seguro: true, usuario: 'u', senha: 's', remetente: 'r@ong.example.org' } },
    ],
    [
      "a saved field that no longer passes gives way to SMTP_URL's",
      { porta: 99999, host: 'smtp ong' },
      SMTP_URL,
      { origem: 'ambiente', smtp: { host: 'mail.ong.example.org', porta: 2525, seguro: false, usuario: 'envios@ong.org', senha: 'segredo', remetente: 'nao-responda@alicerce.local' } },
    ],
  ])('%s', (_caso, guardado, smtpUrl, esperado) => {
    expect(smtpEmVigor(lerEmail(MODELO, guardado, smtpUrl))).toEqual(esperado);
  });
});
