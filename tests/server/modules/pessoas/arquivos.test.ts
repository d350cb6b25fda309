import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { corpoMultipart, criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO, pngDeVerdade } from '../../ajudantes.ts';

// A person's photo (GET /api/pessoas/:id/foto, resized and cached) and attachments
// (GET /api/pessoas/:id/anexos/:arquivoId): opened with a derived authtoken by whoever may
// view the person; a file id alone attaches nothing.

let t: AppDeTeste;
let admin: string;
let png: Buffer;

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  png = await pngDeVerdade(120, 80);
});
afterAll(() => t.fechar());

async function enviar(token: string, conteudo: Buffer, nomeArquivo: string, tipo: string): Promise<number> {
  const r = await t.chamar({ method: 'POST', url: '/api/arquivos?diretorio=pessoas&tipo=ALL', token, ...corpoMultipart([{ campo: 'file', nomeArquivo, tipo, conteudo }]) });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().content.id;
}

async function authtoken(recurso: string, token = admin): Promise<string> {
  return (await t.chamar({ method: 'POST', url: '/api/authtokens', token, payload: { recurso } })).json().content.authtoken;
}

describe('photo and attachments', () => {
  it('saves a photo and attachments the user uploaded, and serves them with a derived token', async () => {
    const foto = await enviar(admin, png, 'rosto.png', 'image/png');
    const doc = await enviar(admin, Buffer.from('%PDF-1.4 termo'), 'termo.pdf', 'application/pdf');
    const tipo = (await t.db.selectFrom('r_tipo_anexo').select('id').where('descricao', '=', 'Contrato').executeTakeFirstOrThrow()).id;
    const salvo = await t.chamar({ method: 'POST', url: '/api/pessoas', token: admin, payload: { nome: 'Com foto', foto: { id: foto }, anexos: [{ arquivo: { id: doc }, tipoAnexo: { id: tipo } }] } });
    expect(salvo.statusCode, salvo.body).toBe(200);
    const pessoa = salvo.json().content;
    expect(pessoa.foto).toEqual({ id: foto });
    expect(pessoa.anexos).toEqual([{ id: expect.any(Number), arquivo: { id: doc, fileName: 'termo.pdf' }, tipoAnexo: { id: tipo, descricao: 'Contrato' } }]);

    const caminho = `/api/pessoas/${pessoa.id}/foto`;
    const imagem = await t.chamar({ method: 'GET', url: `${caminho}?width=64&height=64&arquivoId=${foto}&authtoken=${await authtoken(caminho)}` });
    expect(imagem.statusCode).toBe(200);
    expect(imagem.headers['content-type']).toBe('image/webp');
    expect((await t.chamar({ method: 'GET', url: `${caminho}?arquivoId=${foto + 1}`, token: admin })).statusCode).toBe(404);
    expect((await t.chamar({ method: 'GET', url: `${caminho}?authtoken=${await authtoken('/api/outra/coisa')}` })).statusCode).toBe(401);

    const anexo = `/api/pessoas/${pessoa.id}/anexos/${doc}`;
    const baixado = await t.chamar({ method: 'GET', url: `${anexo}?authtoken=${await authtoken(anexo, await t.entrar('operador'))}` });
    expect(baixado.statusCode).toBe(200);
    expect(baixado.body).toBe('%PDF-1.4 termo');

    // Removing the attachment from the list removes it from the person.
    const sem = await t.chamar({ method: 'POST', url: '/api/pessoas', token: admin, payload: { id: pessoa.id, anexos: [] } });
    expect(sem.json().content.anexos).toEqual([]);
    expect((await t.chamar({ method: 'GET', url: anexo, token: admin })).statusCode).toBe(404);
  });

  it('refuses a file another user uploaded, and a non-image as the photo', async () => {
    await criarUsuario(t.db, { login: 'outrousuario', unidadeIds: [await idDaUnidade(t.db, 'Sede')], tags: ['gestaopessoas.pessoa.editar'] });
    const alheio = await enviar(await t.entrar('outrousuario'), png, 'alheio.png', 'image/png');
    const texto = await enviar(admin, Buffer.from('só texto'), 'nota.txt', 'text/plain');
    const r = await t.chamar({ method: 'POST', url: '/api/pessoas', token: admin, payload: { nome: 'X', foto: { id: texto }, anexos: [{ arquivo: { id: alheio } }] } });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({
      message: MENSAGEM_FORMULARIO,
      errors: [
        { field: 'foto', message: 'Arquivo não encontrado.' },
        { field: 'anexos', message: 'Arquivo não encontrado.' },
      ],
    });
  });

  it('never serves the photo of another unit\'s person', async () => {
    const doNorte = await t.db.selectFrom('pessoa').select('id').where('unidade_id', '=', await idDaUnidade(t.db, 'Unidade Norte')).executeTakeFirstOrThrow();
    expect((await t.chamar({ method: 'GET', url: `/api/pessoas/${doNorte.id}/foto`, token: admin })).statusCode).toBe(404);
  });
});
