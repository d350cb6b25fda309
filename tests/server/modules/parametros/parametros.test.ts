import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstadosDosParametros } from '../../../../src/shared/api/parametros.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { contarAuditoria, MENSAGEM_FORMULARIO } from '../../ajudantes.ts';

let t: AppDeTeste;
let admin: string;
beforeAll(async () => {
  // The session defaults come from the environment (SESSION_IDLE_MIN, SESSION_MAX_HOURS).
  t = await criarAppDeTeste({ sessionIdleMinutes: 45, sessionMaxHours: 10 });
  admin = await t.entrar('admin');
});
afterAll(() => t.fechar());

const ler = async () => (await t.chamar({ method: 'GET', url: '/api/parametros', token: admin })).json<{ content: EstadosDosParametros }>().content;
const gravar = (payload: unknown) => t.chamar({ method: 'PUT', url: '/api/parametros', token: admin, payload: payload as object });

/** Everything a refused call must leave as it was. */
async function retrato() {
  const [parametros, instituicao] = await Promise.all([
    t.db.selectFrom('parametro').select(['chave', 'valor']).orderBy('chave').execute(),
    t.db.selectFrom('instituicao').selectAll().execute(),
  ]);
  return { parametros, instituicao, auditoria: await contarAuditoria(t.db) };
}

describe('GET /api/parametros', () => {
  it('gives each parameter its value, its default (from the environment) and whether it is overridden', async () => {
    const estados = await ler();
    expect(estados.sessaoInativaMinutos).toEqual({ valor: 45, padrao: 45, alterado: false });
    expect(estados.sessaoMaximaHoras).toEqual({ valor: 10, padrao: 10, alterado: false });
    expect(estados.nomeDaInstituicao).toEqual({ valor: 'Instituto Alicerce', padrao: 'Instituto Alicerce', alterado: false });
    expect(estados.urlDosTiles.valor).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(estados.fusoHorario.valor).toBe('America/Sao_Paulo');
    expect(estados.tamanhoDePagina.valor).toBe(10);
    expect(estados.logo.valor).toBeNull();
    expect(Object.keys(estados).sort()).toEqual(
      ['fusoHorario', 'logo', 'nomeDaInstituicao', 'senhaExigeLetra', 'senhaExigeNumero', 'senhaTamanhoMinimo', 'sessaoInativaMinutos', 'sessaoMaximaHoras', 'tamanhoDePagina', 'urlDosTiles'],
    );
  });
});

describe('PUT /api/parametros — bad input is a 422 in pt-BR and changes nothing', () => {
  const ummega = 'x'.repeat(1_000_000);
  it.each([
    ['a number as text', { sessaoInativaMinutos: '30' }, 'sessaoInativaMinutos', 'Informe um número inteiro.'],
    ['a fraction', { sessaoInativaMinutos: 12.5 }, 'sessaoInativaMinutos', 'Informe um número inteiro.'],
    ['null', { tamanhoDePagina: null }, 'tamanhoDePagina', 'Preenchimento obrigatório.'],
    ['idle below 5', { sessaoInativaMinutos: 4 }, 'sessaoInativaMinutos', 'O valor deve ser maior ou igual a 5.'],
    ['idle above 1440', { sessaoInativaMinutos: 1441 }, 'sessaoInativaMinutos', 'O valor deve ser menor ou igual a 1.440.'],
    ['absolute limit 0', { sessaoMaximaHoras: 0 }, 'sessaoMaximaHoras', 'O valor deve ser maior ou igual a 1.'],
    ['absolute limit 73', { sessaoMaximaHoras: 73 }, 'sessaoMaximaHoras', 'O valor deve ser menor ou igual a 72.'],
    ['a password shorter than 8', { senhaTamanhoMinimo: 7 }, 'senhaTamanhoMinimo', 'O valor deve ser maior ou igual a 8.'],
    ['a password longer than 64', { senhaTamanhoMinimo: 65 }, 'senhaTamanhoMinimo', 'O valor deve ser menor ou igual a 64.'],
    ['a page of 9', { tamanhoDePagina: 9 }, 'tamanhoDePagina', 'O valor deve ser maior ou igual a 10.'],
    ['a page of 101', { tamanhoDePagina: 101 }, 'tamanhoDePagina', 'O valor deve ser menor ou igual a 100.'],
    ['a boolean as text', { senhaExigeNumero: 'sim' }, 'senhaExigeNumero', 'Informe sim ou não.'],
    ['a boolean as 1', { senhaExigeLetra: 1 }, 'senhaExigeLetra', 'Informe sim ou não.'],
    ['an empty name', { nomeDaInstituicao: '   ' }, 'nomeDaInstituicao', 'Preenchimento obrigatório.'],
    ['a name as a number', { nomeDaInstituicao: 42 }, 'nomeDaInstituicao', 'Informe um texto.'],
    ['a 201-character name', { nomeDaInstituicao: 'a'.repeat(201) }, 'nomeDaInstituicao', 'Tamanho máximo de 200 excedido.'],
    ['a 1 MB name', { nomeDaInstituicao: ummega }, 'nomeDaInstituicao', 'Tamanho máximo de 200 excedido.'],
    ['a name with a NUL', { nomeDaInstituicao: 'Casa\u0000Nova' }, 'nomeDaInstituicao', 'O texto contém caracteres de controle, que não são aceitos.'],
    ['a tile URL over http', { urlDosTiles: 'http://tile.example.org/{z}/{x}/{y}.png' }, 'urlDosTiles', 'Use um endereço que comece com https://.'],
    ['a tile URL without {z}', { urlDosTiles: 'https://tile.example.org/{x}/{y}.png' }, 'urlDosTiles', 'O endereço deve conter {z}, {x} e {y}.'],
    ['a tile URL with a placeholder in the host', { urlDosTiles: 'https://{z}.example.org/{x}/{y}.png' }, 'urlDosTiles', 'Endereço inválido.'],
    ['a tile URL smuggling a directive', { urlDosTiles: "https://t.example.org/{z}/{x}/{y}.png; script-src 'unsafe-inline'" }, 'urlDosTiles', 'Endereço inválido.'],
    ['a 1 MB tile URL', { urlDosTiles: `https://t.example.org/{z}/{x}/{y}/${ummega}` }, 'urlDosTiles', 'Tamanho máximo de 500 excedido.'],
    ['an unknown time zone', { fusoHorario: 'Marte/Olimpo' }, 'fusoHorario', 'Fuso horário desconhecido.'],
    ['a time zone as a number', { fusoHorario: -3 }, 'fusoHorario', 'Informe um texto.'],
    ['a logo by file id (only an upload sets it)', { logo: 1 }, 'logo', 'Este campo não é alterado por aqui.'],
    ['an unknown key', { corDoTema: 'azul' }, 'corDoTema', 'Campo não permitido.'],
    ['no key at all', {}, 'registro', 'Informe ao menos um valor.'],
  ])('%s', async (_caso, payload, field, message) => {
    const antes = await retrato();
    const r = await gravar(payload);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field, message }] });
    expect(await retrato()).toEqual(antes);
  });

  it('one bad value refuses the good ones sent with it, naming every bad field (in the model\'s order)', async () => {
    const antes = await retrato();
    const r = await gravar({ nomeDaInstituicao: 'Casa Nova', sessaoInativaMinutos: 2, fusoHorario: 'Lua/Base' });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([
      { field: 'fusoHorario', message: 'Fuso horário desconhecido.' },
      { field: 'sessaoInativaMinutos', message: 'O valor deve ser maior ou igual a 5.' },
    ]);
    expect(await retrato()).toEqual(antes);
  });

  it.each([
    ['an array', [{ tamanhoDePagina: 20 }]],
    ['a string', 'tamanhoDePagina=20'],
  ])('a body that is %s', async (_caso, payload) => {
    const antes = await retrato();
    const r = await t.chamar({ method: 'PUT', url: '/api/parametros', token: admin, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(MENSAGEM_FORMULARIO);
    expect(await retrato()).toEqual(antes);
  });

  it('an unknown key in DELETE is refused', async () => {
    const r = await t.chamar({ method: 'DELETE', url: '/api/parametros/segredo_authtoken', token: admin });
    expect(r.statusCode).toBe(422);
    expect(await t.db.selectFrom('parametro').select('chave').where('chave', '=', 'segredo_authtoken').executeTakeFirst()).toBeDefined();
  });
});

describe('PUT and DELETE /api/parametros — a stored value overrides the default at once', () => {
  it('stores the name in the institution (the top bar shows it) and audits the change; DELETE restores the installed name', async () => {
    const auditoria = await contarAuditoria(t.db);
    const r = await gravar({ nomeDaInstituicao: '  Casa da Esperança  ', sessaoInativaMinutos: 20 });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Parâmetros salvos.');
    const { nomeDaInstituicao, sessaoInativaMinutos } = r.json<{ content: EstadosDosParametros }>().content;
    expect(nomeDaInstituicao).toEqual({ valor: 'Casa da Esperança', padrao: 'Instituto Alicerce', alterado: true });
    expect(sessaoInativaMinutos).toEqual({ valor: 20, padrao: 45, alterado: true });
    expect(await contarAuditoria(t.db)).toBe(auditoria + 2);
    const registro = await t.db.selectFrom('auditoria').select(['entidade', 'entidade_id', 'acao', 'alteracoes']).orderBy('id', 'desc').limit(2).execute();
    expect(registro).toContainEqual({ entidade: 'parametro', entidade_id: 'sessaoInativaMinutos', acao: 'alterar', alteracoes: { sessaoInativaMinutos: { de: 45, para: 20 } } });

    const contexto = await t.chamar({ method: 'GET', url: '/api/context', token: admin });
    expect(contexto.json().content.database.nome).toBe('Casa da Esperança');
    const publicos = await t.chamar({ method: 'GET', url: '/api/parametros/publicos' });
    expect(publicos.json().content.nomeDaInstituicao).toBe('Casa da Esperança');

    // A second change keeps the installed name as the default.
    await gravar({ nomeDaInstituicao: 'Outro Nome' });
    const restaurado = await t.chamar({ method: 'DELETE', url: '/api/parametros/nomeDaInstituicao', token: admin });
    expect(restaurado.statusCode).toBe(200);
    expect(restaurado.json().message).toBe('Valor padrão restaurado.');
    expect(restaurado.json().content.nomeDaInstituicao).toEqual({ valor: 'Instituto Alicerce', padrao: 'Instituto Alicerce', alterado: false });
    expect((await t.db.selectFrom('instituicao').select('nome').executeTakeFirstOrThrow()).nome).toBe('Instituto Alicerce');
    await t.chamar({ method: 'DELETE', url: '/api/parametros/sessaoInativaMinutos', token: admin });
    expect((await ler()).sessaoInativaMinutos).toEqual({ valor: 45, padrao: 45, alterado: false });
  });

  it('stores the time zone in the institution and gives it (with the tiles and page size) to any session', async () => {
    expect((await gravar({ fusoHorario: 'America/Manaus', tamanhoDePagina: 25 })).statusCode).toBe(200);
    expect((await t.db.selectFrom('instituicao').select('fuso_horario').executeTakeFirstOrThrow()).fuso_horario).toBe('America/Manaus');
    const operador = await t.entrar('operador');
    const sessao = await t.chamar({ method: 'GET', url: '/api/parametros/sessao', token: operador });
    expect(sessao.json()).toEqual({ content: { urlDosTiles: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', tamanhoDePagina: 25, fusoHorario: 'America/Manaus' } });
    expect((await t.chamar({ method: 'GET', url: '/api/parametros/sessao' })).statusCode).toBe(401);

    await t.chamar({ method: 'DELETE', url: '/api/parametros/fusoHorario', token: admin });
    expect((await t.db.selectFrom('instituicao').select('fuso_horario').executeTakeFirstOrThrow()).fuso_horario).toBe('America/Sao_Paulo');
    await t.chamar({ method: 'DELETE', url: '/api/parametros/tamanhoDePagina', token: admin });
  });

  it('the public call needs no session and tells only the name, the logo and the password policy', async () => {
    await gravar({ senhaTamanhoMinimo: 12, senhaExigeNumero: true });
    const r = await t.chamar({ method: 'GET', url: '/api/parametros/publicos' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      content: { nomeDaInstituicao: 'Instituto Alicerce', logoUrl: null, politicaDeSenha: { tamanhoMinimo: 12, exigeNumero: true, exigeLetra: false } },
    });
    await t.chamar({ method: 'DELETE', url: '/api/parametros/senhaTamanhoMinimo', token: admin });
    await t.chamar({ method: 'DELETE', url: '/api/parametros/senhaExigeNumero', token: admin });
  });
});
