import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade } from '../../ajudantes.ts';
import { smtpDeTeste, type SmtpDeTeste } from '../../smtpDeTeste.ts';

// With a mail server configured (SMTP_URL), the password links are really sent, and the
// replies say so, naming the address.

let smtp: SmtpDeTeste;
let t: AppDeTeste;
let admin: string;
let sede: number;

beforeAll(async () => {
  smtp = await smtpDeTeste();
  t = await criarAppDeTeste({ smtpUrl: smtp.url });
  sede = await idDaUnidade(t.db, 'Sede');
  admin = await t.entrarNaUnidade('admin', 'Sede');
});
afterAll(async () => {
  await t.fechar();
  await smtp.fechar();
});

describe('the password links with a mail server', () => {
  it('a new user: the reply says the link was sent to the address', async () => {
    const r = await t.chamar({
      method: 'POST',
      url: '/api/usuarios',
      token: admin,
      payload: { login: 'denise', nome: 'Denise Lima', email: 'denise@exemplo.org', ativo: true, unidades: [{ id: sede }], grupos: [] },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Usuário criado. O link para criar a senha foi enviado para denise@exemplo.org.');
    expect(smtp.recebidos).toContainEqual(['denise@exemplo.org']);
  });

  it('a new link for a user: the reply says it was sent to the address', async () => {
    const id = await criarUsuario(t.db, { login: 'edu', unidadeIds: [sede] });
    const r = await t.chamar({ method: 'POST', url: `/api/usuarios/${id}/redefinirsenha`, token: admin });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ content: null, message: 'O link para criar uma nova senha foi enviado para edu@alicerce.example.com.br.' });
    expect(smtp.recebidos).toContainEqual(['edu@alicerce.example.com.br']);
  });
});
