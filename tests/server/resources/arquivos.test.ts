import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../support/app.ts';
import { corpoMultipart, idDoUsuario, pngDeVerdade, type ParteDeArquivo } from '../ajudantes.ts';
import { auditoriaDe } from './ajudantes.ts';

// POST /api/arquivos and GET /api/arquivos/:id/download.

let t: AppDeTeste;
let admin: string;
let png: Buffer;
beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  png = await pngDeVerdade(64, 48);
});
afterAll(() => t.fechar());

const parte = (conteudo: Buffer, nomeArquivo = 'foto.png', tipo = 'image/png', campo = 'file'): ParteDeArquivo => ({ campo, nomeArquivo, tipo, conteudo });

async function enviar(partes: ParteDeArquivo[], query = 'diretorio=pessoas&tipo=IMAGEM', token: string | null = admin) {
  const { payload, headers } = corpoMultipart(partes);
  return t.chamar({ method: 'POST', url: `/api/arquivos?${query}`, token: token ?? undefined, payload, headers });
}

const baixar = (id: number, query = '', token?: string) => t.chamar({ method: 'GET', url: `/api/arquivos/${id}/download${query}`, token });

describe('POST /api/arquivos', () => {
  it('stores a real image, keeps its creator and audits the upload', async () => {
    const r = await enviar([parte(png)]);
    expect(r.statusCode).toBe(200);
    const { content } = r.json();
    expect(content).toEqual({ id: expect.any(Number), fileName: 'foto.png', tipo: 'image/png', tamanho: png.length });
    const linha = await t.db.selectFrom('arquivo').selectAll().where('id', '=', content.id).executeTakeFirstOrThrow();
    expect(linha).toMatchObject({ diretorio: 'pessoas', criado_por: await idDoUsuario(t.db, 'admin'), tipo_mime: 'image/png' });
    expect((await auditoriaDe(t.db, 'arquivo', content.id))[0]?.acao).toBe('criar');
  });

  it('fits an image inside width × height when they are given', async () => {
    const { content } = (await enviar([parte(png)], 'diretorio=pessoas&tipo=IMAGEM&width=32&height=32')).json();
    const bytes = (await baixar(content.id, '', admin)).rawPayload;
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 32, 24]);
  });

  it('answers an array for several files (file, file-1, ...)', async () => {
    const r = await enviar([parte(png), parte(Buffer.from('%PDF-1.4 ...'), 'relatório.pdf', 'application/pdf', 'file-1')], 'diretorio=anexos&tipo=ALL');
    expect(r.statusCode).toBe(200);
    expect(r.json().content.map((a: { fileName: string; tipo: string }) => [a.fileName, a.tipo])).toEqual([
      ['foto.png', 'image/png'],
      ['relatório.pdf', 'application/pdf'],
    ]);
  });

  it.each<[string, ParteDeArquivo[], string, string]>([
    ['a fake PNG as IMAGEM', [parte(Buffer.from('não sou uma imagem'))], 'tipo=IMAGEM', 'O arquivo não é uma imagem válida (png, jpg, jpeg ou gif).'],
    ['an empty image', [parte(Buffer.alloc(0))], 'tipo=IMAGEM', 'O arquivo enviado está vazio.'],
    ['an empty file', [parte(Buffer.alloc(0), 'vazio.txt', 'text/plain')], 'tipo=ALL', 'O arquivo enviado está vazio.'],
    ['HTML posing as a PNG', [parte(Buffer.from('<html><script>alert(1)</script></html>'))], 'tipo=ALL', 'O conteúdo do arquivo não corresponde a uma imagem.'],
    ['an SVG declared as an image', [parte(Buffer.from('<svg onload="alert(1)"/>'), 'logo.svg', 'image/svg+xml')], 'tipo=ALL', 'O conteúdo do arquivo não corresponde a uma imagem.'],
    ['a script named .jpg', [parte(Buffer.from('alert(document.cookie)'), 'x.jpg', 'application/octet-stream')], 'tipo=ALL', 'O conteúdo do arquivo não corresponde a uma imagem.'],
    ['a file under another field name', [parte(Buffer.from('x'), 'a.txt', 'text/plain', 'arquivo')], 'tipo=ALL', 'Campo de arquivo inesperado: use file, file-1, file-2...'],
    ['no file at all', [], 'tipo=ALL', 'Nenhum arquivo selecionado.'],
  ])('refuses %s with 422 and stores nothing', async (_caso, partes, query, mensagem) => {
    const antes = await t.db.selectFrom('arquivo').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const r = await enviar(partes, `diretorio=x&${query}`);
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(mensagem);
    const depois = await t.db.selectFrom('arquivo').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(depois.n)).toBe(Number(antes.n));
  });

  it('refuses a bad query, a file over 20 MB, a request that is not multipart and a call without session', async () => {
    for (const query of ['diretorio=../etc', 'diretorio=Pessoas', 'tipo=EXE', 'width=0', 'height=abc']) {
      expect((await enviar([parte(png)], query)).statusCode, query).toBe(422);
    }
    expect((await enviar([parte(Buffer.alloc(21 * 1024 * 1024, 1), 'grande.bin', 'application/octet-stream')], 'tipo=ALL')).statusCode).toBe(413);
    expect((await t.chamar({ method: 'POST', url: '/api/arquivos', token: admin, payload: { file: 'x' } })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.chamar({ method: 'POST', url: '/api/arquivos', token: admin, payload: { file: 'x' } })).statusCode).toBeLessThan(500);
    expect((await enviar([parte(png)], 'tipo=IMAGEM', null)).statusCode).toBe(401);
  });
});

describe('GET /api/arquivos/:id/download', () => {
  let id: number;
  let pagina: number;
  beforeAll(async () => {
    id = (await enviar([parte(Buffer.from('%PDF-1.4 conteúdo'), 'relatório final ação.pdf', 'application/pdf')], 'diretorio=anexos&tipo=ALL')).json().content.id;
    pagina = (await enviar([parte(Buffer.from('<p>oi</p>'), 'pagina.html', 'text/html')], 'diretorio=anexos&tipo=ALL')).json().content.id;
  });

  it('sends the bytes as an attachment named per RFC 6266, never sniffed', async () => {
    const r = await baixar(id, '', admin);
    expect(r.statusCode).toBe(200);
    expect(r.rawPayload.toString()).toBe('%PDF-1.4 conteúdo');
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-disposition']).toBe(
      `attachment; filename="relat_rio final a__o.pdf"; filename*=UTF-8''${encodeURIComponent('relatório final ação.pdf')}`,
    );
  });

  it('serves a page as plain bytes', async () => {
    expect((await baixar(pagina, '', admin)).headers['content-type']).toBe('application/octet-stream');
  });

  it('accepts an authtoken derived for that file only', async () => {
    const derivar = async (recurso: string) =>
      (await t.chamar({ method: 'POST', url: '/api/authtokens', token: admin, payload: { recurso } })).json().content.authtoken as string;
    const authtoken = await derivar(`/api/arquivos/${id}/download`);
    expect((await baixar(id, `?authtoken=${encodeURIComponent(authtoken)}`)).statusCode).toBe(200);
    expect((await baixar(pagina, `?authtoken=${encodeURIComponent(authtoken)}`)).statusCode).toBe(401);
    expect((await baixar(id, `?authtoken=${encodeURIComponent(`${authtoken}x`)}`)).statusCode).toBe(401);
    expect((await baixar(id, `?authtoken=${encodeURIComponent(admin)}`)).statusCode).toBe(401);
    expect((await baixar(id)).statusCode).toBe(401);
  });

  it("does not open another user's file to someone who is not an administrator", async () => {
    const operador = await t.entrar('operador');
    const r = await baixar(id, '', operador);
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ message: 'Arquivo não encontrado.' });
    const proprio = (await enviar([parte(Buffer.from('meu'), 'meu.txt', 'text/plain')], 'diretorio=anexos&tipo=ALL', operador)).json().content.id as number;
    expect((await baixar(proprio, '', operador)).rawPayload.toString()).toBe('meu');
  });

  it('answers 404 for an unknown file and 422 for a bad id', async () => {
    expect((await baixar(999999, '', admin)).statusCode).toBe(404);
    expect((await baixar(0, '', admin)).statusCode).toBe(422);
  });
});
