import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { contarAuditoria, corpoMultipart, criarUsuario, idDaUnidade, MENSAGEM_SEM_PERMISSAO, pngDeVerdade } from '../../ajudantes.ts';

let t: AppDeTeste;
let png: Buffer;
let idDoEmail: number;
beforeAll(async () => {
  t = await criarAppDeTeste();
  png = await pngDeVerdade(300, 300);
  const { id } = await t.db.insertInto('email_saida').values({ para: 'a@ong.example.org', assunto: 'Redefinição', corpo: 'link secreto' }).returning('id').executeTakeFirstOrThrow();
  idDoEmail = id;
});
afterAll(() => t.fechar());

type Chamada = Omit<InjectOptions, 'method'> & { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string };

const CHAMADAS = (): Chamada[] => [
  { method: 'GET', url: '/api/parametros' },
  { method: 'PUT', url: '/api/parametros', payload: { nomeDaInstituicao: 'Tomada' } },
  { method: 'PUT', url: '/api/parametros', payload: { sessaoInativaMinutos: 'x' } },
  { method: 'DELETE', url: '/api/parametros/nomeDaInstituicao' },
  { method: 'POST', url: '/api/parametros/logo', ...corpoMultipart([{ campo: 'file', nomeArquivo: 'logo.png', tipo: 'image/png', conteudo: png }]) },
  { method: 'GET', url: '/api/parametros/email' },
  { method: 'PUT', url: '/api/parametros/email', payload: { host: 'smtp.tomada.example.org', porta: 25, seguro: false, usuario: '', remetente: 'x@tomada.example.org' } },
  { method: 'DELETE', url: '/api/parametros/email' },
  { method: 'POST', url: '/api/parametros/email/teste', payload: { para: 'x@tomada.example.org' } },
  { method: 'GET', url: '/api/parametros/email/saida' },
  { method: 'GET', url: `/api/parametros/email/saida/${idDoEmail}` },
];

const nomeDe = (c: Chamada) => `${c.method} ${c.url}`;

async function retrato() {
  const [parametros, instituicao, emails] = await Promise.all([
    t.db.selectFrom('parametro').select(['chave', 'valor']).orderBy('chave').execute(),
    t.db.selectFrom('instituicao').selectAll().execute(),
    t.db.selectFrom('email_saida').select('id').execute(),
  ]);
  return { parametros, instituicao, emails, auditoria: await contarAuditoria(t.db) };
}

describe('operador (no configuracoes tag)', () => {
  it('gets 403 on every call and changes nothing', async () => {
    const token = await t.entrar('operador');
    const antes = await retrato();
    for (const chamada of CHAMADAS()) {
      const r = await t.chamar({ ...chamada, token });
      expect({ chamada: nomeDe(chamada), status: r.statusCode, corpo: r.json() }).toEqual({ chamada: nomeDe(chamada), status: 403, corpo: { message: MENSAGEM_SEM_PERMISSAO } });
    }
    expect(await retrato()).toEqual(antes);
  });

  it('without a session every call but the public one is a 401', async () => {
    for (const chamada of CHAMADAS()) expect((await t.chamar(chamada)).statusCode, nomeDe(chamada)).toBe(401);
    expect((await t.chamar({ method: 'GET', url: '/api/parametros/sessao' })).statusCode).toBe(401);
    expect((await t.chamar({ method: 'GET', url: '/api/parametros/publicos' })).statusCode).toBe(200);
  });
});

describe('each tag opens only its calls', () => {
  let sede: number;
  beforeAll(async () => {
    sede = await idDaUnidade(t.db, 'Sede');
  });

  const permitidas = async (login: string, tags: string[]) => {
    await criarUsuario(t.db, { login, senha: `${login}-123`, unidadeIds: [sede], tags });
    const token = await t.entrar(login, `${login}-123`);
    const abertas: string[] = [];
    // Reads only: a write allowed here would change what the next user sees.
    for (const chamada of CHAMADAS().filter((c) => c.method === 'GET')) {
      if ((await t.chamar({ ...chamada, token })).statusCode !== 403) abertas.push(nomeDe(chamada));
    }
    return { token, abertas };
  };

  it('parametro.visualizar reads the parameters but may not change them', async () => {
    const { token, abertas } = await permitidas('leitora', ['configuracoes.parametro.visualizar']);
    expect(abertas).toEqual(['GET /api/parametros']);
    expect((await t.chamar({ method: 'PUT', url: '/api/parametros', token, payload: { tamanhoDePagina: 20 } })).statusCode).toBe(403);
  });

  it('parametroemail.visualizar lists the outbox but may not read an e-mail (it may hold a password link)', async () => {
    const { abertas } = await permitidas('carteira', ['configuracoes.parametroemail.visualizar']);
    expect(abertas).toEqual(['GET /api/parametros/email', 'GET /api/parametros/email/saida']);
  });

  it('parametroemail.saida reads the e-mails', async () => {
    const { abertas } = await permitidas('auditora', ['configuracoes.parametroemail.saida']);
    expect(abertas).toEqual([`GET /api/parametros/email/saida/${idDoEmail}`]);
  });
});

describe('the logo', () => {
  it('is uploaded by an editor, stored as a small PNG and served without a session', async () => {
    const admin = await t.entrar('admin');
    const [envio] = CHAMADAS().filter((c) => c.url === '/api/parametros/logo');
    const r = await t.chamar({ ...envio!, token: admin });
    expect(r.statusCode).toBe(200);
    expect(r.json().content.logo.alterado).toBe(true);
    const { logoUrl } = (await t.chamar({ method: 'GET', url: '/api/parametros/publicos' })).json().content;
    expect(logoUrl).toMatch(/^\/api\/parametros\/logo\?v=\d+$/);
    const imagem = await t.chamar({ method: 'GET', url: logoUrl });
    expect(imagem.statusCode).toBe(200);
    expect(imagem.headers['content-type']).toBe('image/png');
    const { default: sharp } = await import('sharp');
    expect(await sharp(imagem.rawPayload).metadata()).toMatchObject({ format: 'png', width: 128, height: 128 });

    const texto = await t.chamar({ method: 'POST', url: '/api/parametros/logo', token: admin, ...corpoMultipart([{ campo: 'file', nomeArquivo: 'logo.png', tipo: 'image/png', conteudo: Buffer.from('não é imagem') }]) });
    expect(texto.statusCode).toBe(422);
    expect((await t.chamar({ method: 'DELETE', url: '/api/parametros/logo', token: admin })).statusCode).toBe(200);
    expect((await t.chamar({ method: 'GET', url: '/api/parametros/logo' })).statusCode).toBe(404);
  });
});
