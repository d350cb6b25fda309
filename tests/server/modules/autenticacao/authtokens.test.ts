import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { corpoMultipart, criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO, pngDeVerdade } from '../../ajudantes.ts';

// The `authtoken` of URLs is never the session token: it is derived for one resource path and
// one session (DESIGN.md, "Contracts").

let t: AppDeTeste;
let ana: { id: number; token: string };
let bia: { id: number; token: string };
beforeAll(async () => {
  t = await criarAppDeTeste();
  const sede = await idDaUnidade(t.db, 'Sede');
  const png = await pngDeVerdade(40, 40);
  const preparar = async (login: string) => {
    const id = await criarUsuario(t.db, { login, senha: `${login}-senha`, unidadeIds: [sede] });
    const token = await t.entrar(login, `${login}-senha`);
    const r = await t.chamar({
      method: 'POST',
      url: '/api/perfilusuario/foto',
      token,
      ...corpoMultipart([{ campo: 'file', nomeArquivo: 'eu.png', tipo: 'image/png', conteudo: png }]),
    });
    if (r.statusCode !== 200) throw new Error(r.body);
    return { id, token };
  };
  ana = await preparar('ana');
  bia = await preparar('bia');
});
afterAll(() => t.fechar());

async function derivar(recurso: string, token = ana.token): Promise<string> {
  const r = await t.chamar({ method: 'POST', url: '/api/authtokens', token, payload: { recurso } });
  expect(r.statusCode).toBe(200);
  return r.json().content.authtoken;
}

const abrir = (caminho: string, authtoken: string) =>
  t.chamar({ method: 'GET', url: `${caminho}?authtoken=${encodeURIComponent(authtoken)}` });

const esperar401 = async (r: Awaited<ReturnType<typeof abrir>>) => {
  expect(r.statusCode).toBe(401);
  expect(r.json().message).toMatch(/^Sessão expirada/);
  expect(r.headers['content-type']).not.toMatch(/image/);
};

describe('POST /api/authtokens', () => {
  it('derives a short-lived token, different from the session token, for one path', async () => {
    const r = await t.chamar({ method: 'POST', url: '/api/authtokens', token: ana.token, payload: { recurso: `/api/usuarios/${ana.id}/foto` } });
    expect(r.statusCode).toBe(200);
    const { authtoken, expiraEm } = r.json().content;
    expect(typeof authtoken).toBe('string');
    expect(authtoken).not.toContain(ana.token);
    const expira = new Date(expiraEm).getTime();
    expect(expira).toBeGreaterThan(Date.now());
    expect(expira).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
  });

  it.each([
    ['a path outside /api', { recurso: '/etc/passwd' }],
    ['a full address', { recurso: 'https://exemplo.com/api/usuarios/1/foto' }],
    ['a path climbing up', { recurso: '/api/../package.json' }],
    ['a missing resource', {}],
    ['a resource that is not text', { recurso: { caminho: '/api/x' } }],
    ['an oversized resource', { recurso: `/api/${'a'.repeat(400)}` }],
  ])('answers 422 to %s', async (_caso, payload) => {
    const r = await t.chamar({ method: 'POST', url: '/api/authtokens', token: ana.token, payload });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(MENSAGEM_FORMULARIO);
  });

  it('needs a session', async () => {
    const r = await t.chamar({ method: 'POST', url: '/api/authtokens', payload: { recurso: `/api/usuarios/${ana.id}/foto` } });
    expect(r.statusCode).toBe(401);
  });
});

describe('GET /api/usuarios/{id}/foto?authtoken=', () => {
  it('shows the photo with the token derived for its path', async () => {
    const caminho = `/api/usuarios/${ana.id}/foto`;
    const r = await abrir(caminho, await derivar(caminho));
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/webp');
    expect(r.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('refuses the same token on another user\'s photo path', async () => {
    const authtoken = await derivar(`/api/usuarios/${ana.id}/foto`);
    await esperar401(await abrir(`/api/usuarios/${bia.id}/foto`, authtoken));
  });

  it('refuses the session token passed as authtoken in the URL', async () => {
    await esperar401(await abrir(`/api/usuarios/${ana.id}/foto`, ana.token));
  });

  it('refuses a tampered, forged or malformed token', async () => {
    const caminho = `/api/usuarios/${ana.id}/foto`;
    const authtoken = await derivar(caminho);
    const [sessao, exp, assinatura] = authtoken.split('.');
    const outraAssinatura = `${assinatura!.slice(0, -2)}${assinatura!.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const falso of [
      `${sessao}.${Number(exp) + 3600}.${assinatura}`, // a later expiry
      `${Number(sessao) + 1}.${exp}.${assinatura}`, // another session
      `${sessao}.${exp}.${outraAssinatura}`,
      `${sessao}.${exp}`,
      'abc',
      '',
      '....',
    ]) {
      await esperar401(await abrir(caminho, falso));
    }
  });

  it('refuses an authtoken on a route that does not take one', async () => {
    const authtoken = await derivar('/api/context');
    await esperar401(await abrir('/api/context', authtoken));
    await esperar401(await t.chamar({ method: 'GET', url: `/api/perfilusuario?authtoken=${encodeURIComponent(await derivar('/api/perfilusuario'))}` }));
  });

  it('stops working once its session is logged out', async () => {
    const token = await t.entrar('bia', 'bia-senha');
    const caminho = `/api/usuarios/${bia.id}/foto`;
    const authtoken = await derivar(caminho, token);
    expect((await abrir(caminho, authtoken)).statusCode).toBe(200);
    expect((await t.chamar({ method: 'POST', url: '/api/logout', token })).statusCode).toBe(200);
    await esperar401(await abrir(caminho, authtoken));
    // Bia's other session and its own tokens are unaffected.
    expect((await abrir(caminho, await derivar(caminho, bia.token))).statusCode).toBe(200);
  });

  it('stops working when its user is deactivated', async () => {
    const caminho = `/api/usuarios/${ana.id}/foto`;
    const authtoken = await derivar(caminho);
    await t.db.updateTable('usuario').set({ ativo: false }).where('id', '=', ana.id).execute();
    try {
      await esperar401(await abrir(caminho, authtoken));
    } finally {
      await t.db.updateTable('usuario').set({ ativo: true }).where('id', '=', ana.id).execute();
    }
    expect((await abrir(caminho, authtoken)).statusCode).toBe(200);
  });
});
