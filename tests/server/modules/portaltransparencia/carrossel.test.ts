import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDaTransparenciaPublico } from '../../../../src/shared/portaltransparencia/contrato.ts';
import { MENSAGENS_DO_CARROSSEL } from '../../../../src/shared/portaltransparencia/carrossel.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { corpoMultipart, criarUsuario, idDaUnidade, pngDeVerdade } from '../../ajudantes.ts';

// A carousel image is an uploaded file (JPEG, PNG or WebP of at most 2 MB, else a pt-BR 422);
// the visitor, with no session, loads the images of active entries only, with caching headers.

let t: AppDeTeste;
let admin: string;
let outro: string;
const CARROSSEL = '/api/portaltransparencia/carrossel';

async function enviar(token: string, nome: string, tipo: string, conteudo: Buffer): Promise<number> {
  const corpo = corpoMultipart([{ campo: 'file', nomeArquivo: nome, tipo, conteudo }]);
  const r = await t.chamar({ method: 'POST', url: '/api/arquivos?diretorio=anexos&tipo=ALL', token, ...corpo });
  expect(r.statusCode).toBe(200);
  return r.json<{ content: { id: number } }>().content.id;
}

const gravar = (token: string, arquivo: number | null, legenda: string) =>
  t.chamar({ method: 'POST', url: CARROSSEL, token, payload: { imagem: arquivo === null ? [] : [{ arquivo: { id: arquivo } }], legenda, posicao: 1 } });
const erros = (r: { json: <T>() => T }) => r.json<{ errors: { field: string; message: string }[] }>().errors;

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  await criarUsuario(t.db, { login: 'outroeditor', unidadeIds: [await idDaUnidade(t.db, 'Sede')], tags: ['portaltransparencia.portal.editar', 'portaltransparencia.portal.visualizar'] });
  outro = await t.entrar('outroeditor');
});
afterAll(() => t.fechar());

describe('the carousel images', () => {
  it('publishes an uploaded WebP image that a visitor loads without a session, cacheable, until the entry is switched off', async () => {
    const webp = await sharp({ create: { width: 160, height: 60, channels: 3, background: { r: 15, g: 108, b: 189 } } }).webp().toBuffer();
    const arquivo = await enviar(admin, 'faixa.webp', 'image/webp', webp);
    const r = await gravar(admin, arquivo, 'Oficinas de arte');
    expect(r.statusCode).toBe(200);

    const portal = (await t.chamar({ method: 'GET', url: '/api/publico/transparencia/portal' })).json<{ content: PortalDaTransparenciaPublico }>().content;
    const imagem = portal.carrossel.find((c) => c.legenda === 'Oficinas de arte');
    expect(imagem?.imagemUrl).toMatch(/^\/api\/publico\/transparencia\/carrossel\/\d+\/imagem\?v=\d+$/);
    const lida = await t.chamar({ method: 'GET', url: imagem!.imagemUrl });
    expect(lida.statusCode).toBe(200);
    expect(lida.headers['content-type']).toBe('image/webp');
    expect(lida.headers['cache-control']).toBe('public, max-age=3600');
    expect(lida.rawPayload.equals(webp)).toBe(true);

    await sql`UPDATE portal_carrossel SET ativo = false WHERE legenda = 'Oficinas de arte'`.execute(t.db);
    const desligada = await t.chamar({ method: 'GET', url: imagem!.imagemUrl });
    expect(desligada.statusCode).toBe(404);
    expect((await t.chamar({ method: 'GET', url: '/api/publico/transparencia/carrossel/999999/imagem' })).statusCode).toBe(404);
  });

  it('refuses a GIF, an image over 2 MB, no image, and a file someone else uploaded, in pt-BR, writing nothing', async () => {
    const gif = await sharp(await pngDeVerdade()).gif().toBuffer();
    expect(erros(await gravar(admin, await enviar(admin, 'animada.gif', 'image/gif', gif), 'Recusada'))).toEqual([{ field: 'imagem', message: MENSAGENS_DO_CARROSSEL.formato }]);
    const grande = Buffer.concat([await pngDeVerdade(), Buffer.alloc(2 * 1024 * 1024)]);
    expect(erros(await gravar(admin, await enviar(admin, 'grande.png', 'image/png', grande), 'Recusada'))).toEqual([{ field: 'imagem', message: MENSAGENS_DO_CARROSSEL.formato }]);
    expect(erros(await gravar(admin, 99_999_999_999, 'Recusada'))).toEqual([{ field: 'imagem', message: MENSAGENS_DO_CARROSSEL.obrigatoria }]);
    const semImagem = await gravar(admin, null, 'Recusada');
    expect(semImagem.statusCode).toBe(422);
    expect(erros(semImagem).map((e) => e.field)).toContain('imagem');
    const doAdmin = await enviar(admin, 'faixa.png', 'image/png', await pngDeVerdade());
    expect(erros(await gravar(outro, doAdmin, 'Recusada'))).toEqual([{ field: 'imagem', message: MENSAGENS_DO_CARROSSEL.naoEncontrada }]);
    const { rows } = await sql`SELECT 1 FROM portal_carrossel WHERE legenda = 'Recusada'`.execute(t.db);
    expect(rows).toHaveLength(0);
  });
});
