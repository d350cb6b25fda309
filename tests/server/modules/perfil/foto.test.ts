import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { contarAuditoria, corpoMultipart, criarUsuario, idDaUnidade, idDoUsuario, pngDeVerdade } from '../../ajudantes.ts';

let t: AppDeTeste;
let usuarioId: number;
let token: string;
let png: Buffer;
beforeAll(async () => {
  t = await criarAppDeTeste();
  usuarioId = await criarUsuario(t.db, { login: 'fotografa', senha: 'fotografa-1', unidadeIds: [await idDaUnidade(t.db, 'Sede')] });
  token = await t.entrar('fotografa', 'fotografa-1');
  png = await pngDeVerdade(64, 48);
});
afterAll(() => t.fechar());

const enviar = (conteudo: Buffer, nomeArquivo = 'foto.png', tipo = 'image/png', campo = 'file', tk = token) =>
  t.chamar({ method: 'POST', url: '/api/perfilusuario/foto', token: tk, ...corpoMultipart([{ campo, nomeArquivo, tipo, conteudo }]) });

const fotoNoBanco = async () =>
  (await t.db.selectFrom('usuario').select('foto_arquivo_id').where('id', '=', usuarioId).executeTakeFirstOrThrow()).foto_arquivo_id;

const contarArquivos = async () =>
  Number((await t.db.selectFrom('arquivo').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

async function authtokenPara(recurso: string, tk = token): Promise<string> {
  const r = await t.chamar({ method: 'POST', url: '/api/authtokens', token: tk, payload: { recurso } });
  expect(r.statusCode).toBe(200);
  return r.json().content.authtoken;
}

describe('POST /api/perfilusuario/foto — refused uploads change nothing', () => {
  it.each([
    ['a text file renamed .png', () => Buffer.from('isto não é uma imagem, é só texto\n'.repeat(20)), 'O arquivo não é uma imagem válida (png, jpg, jpeg ou gif).'],
    ['an empty file', () => Buffer.alloc(0), 'O arquivo enviado está vazio.'],
    ['an HTML page renamed .png', () => Buffer.from('<html><script>alert(1)</script></html>'), 'O arquivo não é uma imagem válida (png, jpg, jpeg ou gif).'],
  ])('%s → 422', async (_caso, conteudo, mensagem) => {
    const auditoria = await contarAuditoria(t.db);
    const arquivos = await contarArquivos();
    const r = await enviar(conteudo());
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: mensagem });
    expect(await fotoNoBanco()).toBeNull();
    expect(await contarArquivos()).toBe(arquivos);
    expect(await contarAuditoria(t.db)).toBe(auditoria);
  });

  it('a real image in a format other than png/jpg/gif (WebP) → 422', async () => {
    const webp = await sharp(png).webp().toBuffer();
    const r = await enviar(webp, 'foto.png');
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('O arquivo não é uma imagem válida (png, jpg, jpeg ou gif).');
    expect(await fotoNoBanco()).toBeNull();
  });

  it.each([
    ['png', 'its header only', 0.0005],
    ['png', 'half of it', 0.5],
    ['jpeg', 'half of it', 0.5],
  ] as const)('a %s cut short (%s) → 422, so the photo never fails to show later', async (formato, _caso, fracao) => {
    // A noisy image, so that its compressed data spans many bytes.
    const ruido = Buffer.alloc(200 * 200 * 3).map((_, i) => (i * 7919) % 251);
    const inteira = await sharp(ruido, { raw: { width: 200, height: 200, channels: 3 } })[formato]().toBuffer();
    const cortada = inteira.subarray(0, Math.max(60, Math.floor(inteira.length * fracao)));
    const r = await enviar(cortada, `foto.${formato}`, `image/${formato}`);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: 'O arquivo não é uma imagem válida (png, jpg, jpeg ou gif).' });
    expect(await fotoNoBanco()).toBeNull();
    const semFoto = await t.chamar({ method: 'GET', url: `/api/usuarios/${usuarioId}/foto`, token });
    expect(semFoto.statusCode).toBe(404);
  });

  it('a file sent under another field name → 422', async () => {
    const r = await enviar(png, 'foto.png', 'image/png', 'arquivo');
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: 'Nenhum arquivo selecionado.' });
    expect(await fotoNoBanco()).toBeNull();
  });

  it('a request that is not multipart → 4xx with a pt-BR message', async () => {
    const r = await t.chamar({ method: 'POST', url: '/api/perfilusuario/foto', token, payload: { file: png.toString('base64') } });
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);
    expect(r.json()).toEqual({ message: 'A requisição não é multipart.' });
    expect(await fotoNoBanco()).toBeNull();
  });

  it('a file over 5 MB → 413 with a pt-BR message', async () => {
    const grande = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]);
    const r = await enviar(grande);
    expect(r.statusCode).toBe(413);
    expect(r.json()).toEqual({ message: 'O arquivo excede o tamanho permitido.' });
    expect(await fotoNoBanco()).toBeNull();
  });

  it('needs a session', async () => {
    const r = await t.chamar({ method: 'POST', url: '/api/perfilusuario/foto', ...corpoMultipart([{ campo: 'file', nomeArquivo: 'a.png', tipo: 'image/png', conteudo: png }]) });
    expect(r.statusCode).toBe(401);
    expect(await fotoNoBanco()).toBeNull();
  });
});

describe('the profile photo, from upload to removal', () => {
  it('stores a real PNG, shows it through a derived authtoken, and removes it', async () => {
    // Upload.
    const r = await enviar(png, '../../etc/minha foto.png');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ content: { temFoto: true, login: 'fotografa' }, message: 'Foto atualizada.' });
    const arquivoId = await fotoNoBanco();
    expect(arquivoId).not.toBeNull();
    const arquivo = await t.db.selectFrom('arquivo').selectAll().where('id', '=', arquivoId).executeTakeFirstOrThrow();
    expect(arquivo).toMatchObject({ tipo_mime: 'image/png', tamanho: png.length, nome_original: 'minha foto.png', criado_por: usuarioId });
    const ctx = await t.chamar({ method: 'GET', url: '/api/context', token });
    expect(ctx.json().content.usuario.temFoto).toBe(true);
    const auditada = await t.db.selectFrom('auditoria').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(auditada).toMatchObject({ usuario_id: usuarioId, entidade: 'usuario', entidade_id: String(usuarioId), acao: 'alterar_foto' });

    // Shown through an authtoken derived for this very path.
    const caminho = `/api/usuarios/${usuarioId}/foto`;
    const authtoken = await authtokenPara(caminho);
    expect(authtoken).not.toBe(token);
    const foto = await t.chamar({ method: 'GET', url: `${caminho}?authtoken=${encodeURIComponent(authtoken)}&width=32` });
    expect(foto.statusCode).toBe(200);
    expect(foto.headers['content-type']).toBe('image/webp');
    const meta = await sharp(foto.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 32, height: 32 });

    // With the session header instead, any signed-in colleague sees it too.
    const colega = await t.entrar('operador');
    const peloColega = await t.chamar({ method: 'GET', url: `${caminho}?width=280&height=120`, token: colega });
    expect(peloColega.statusCode).toBe(200);
    expect(await sharp(peloColega.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 280, height: 120 });

    // Removal.
    const apagada = await t.chamar({ method: 'DELETE', url: '/api/perfilusuario/foto', token });
    expect(apagada.statusCode).toBe(200);
    expect(apagada.json()).toMatchObject({ content: { temFoto: false }, message: 'Foto removida.' });
    expect(await fotoNoBanco()).toBeNull();
    const removida = await t.db.selectFrom('auditoria').select('acao').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(removida.acao).toBe('remover_foto');
    const depois = await t.chamar({ method: 'GET', url: `${caminho}?authtoken=${encodeURIComponent(authtoken)}` });
    expect(depois.statusCode).toBe(404);
    expect(depois.json()).toEqual({ message: 'Foto não encontrada.' });
  });

  it('accepts JPEG and GIF as well', async () => {
    for (const formato of ['jpeg', 'gif'] as const) {
      const imagem = await sharp(png)[formato]().toBuffer();
      const r = await enviar(imagem, `foto.${formato}`, `image/${formato}`);
      expect(r.statusCode, formato).toBe(200);
      const arquivo = await t.db.selectFrom('arquivo').select('tipo_mime').where('id', '=', await fotoNoBanco()).executeTakeFirstOrThrow();
      expect(arquivo.tipo_mime).toBe(`image/${formato}`);
    }
    // Judged by its bytes, not by the name or the declared type.
    const r = await enviar(png, 'foto.gif', 'image/gif');
    expect(r.statusCode).toBe(200);
    const arquivo = await t.db.selectFrom('arquivo').select('tipo_mime').where('id', '=', await fotoNoBanco()).executeTakeFirstOrThrow();
    expect(arquivo.tipo_mime).toBe('image/png');
  });
});

describe('GET /api/usuarios/{id}/foto', () => {
  it('answers 404 Foto não encontrada. for a user without a photo or a nonexistent user', async () => {
    const adminId = await idDoUsuario(t.db, 'admin');
    for (const id of [adminId, 99999]) {
      const r = await t.chamar({ method: 'GET', url: `/api/usuarios/${id}/foto`, token });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ message: 'Foto não encontrada.' });
    }
  });

  it.each([['abc/foto'], ['0/foto'], ['-1/foto'], ['1/foto?width=5'], ['1/foto?width=5000'], ['1/foto?height=abc']])(
    'answers 422 to /api/usuarios/%s',
    async (resto) => {
      const r = await t.chamar({ method: 'GET', url: `/api/usuarios/${resto}`, token });
      expect(r.statusCode).toBe(422);
      expect(r.json().message).toBe('Existem erros no formulário, revise-o salve novamente.');
    },
  );
});
