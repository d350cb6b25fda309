import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstadosDosAjustes } from '../../../src/shared/engine/ajustes.ts';
import { carregarCatalogoDeTelas, lerAjustes } from '../../../src/server/resources/index.ts';
import { contarAuditoria, criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO } from '../ajudantes.ts';
import { auditoriaDe, criarAppComCatalogo, pastaDeTelas, type AppComCatalogo } from './ajudantes.ts';

// A settings screen the engine serves (configuracao: true): one record, the institution's or the
// session unit's, each setting at its default until saved, and back to it on "Restaurar padrão".

const PREFERENCIAS = {
  $id: 'preferencias',
  title: 'Preferências',
  type: 'object',
  required: ['saudacao', 'limite'],
  properties: {
    saudacao: { type: 'string', title: 'Saudação', maxLength: 40, default: 'Olá' },
    limite: { type: 'integer', title: 'Limite', minimum: 1, maximum: 100, 'x-medida': 'itens', default: 10 },
    aviso: { type: 'boolean', title: 'Avisar', default: false },
    chave: { type: ['string', 'null'], title: 'Chave da API', writeOnly: true, maxLength: 60 },
  },
};

const METAS = {
  $id: 'metas',
  title: 'Metas',
  type: 'object',
  'x-unidade': true,
  properties: { doacoes: { type: 'integer', title: 'Doações por mês', minimum: 0, default: 100 } },
};

const tags = (nome: string) => ({ visualizar: `teste.${nome}.visualizar`, editar: `teste.${nome}.editar` });
const novasTags = (nome: string) => Object.values(tags(nome)).map((tag) => ({ tag, descricao: `Teste: ${tag}.`, modulo: 'Testes' }));

const tela = (nome: string, campos: string[]) => ({
  rota: { name: `teste.${nome}`, path: `/teste/${nome}` },
  titulo: nome,
  recurso: `/api/teste/${nome}`,
  modelo: nome,
  configuracao: true,
  tags: tags(nome),
  novasTags: novasTags(nome),
  formulario: { secoes: [{ nome: 'geral', campos }] },
});

const ARQUIVOS = {
  'modelos/preferencias.json': PREFERENCIAS,
  'modelos/metas.json': METAS,
  'telas/teste/preferencias.json': tela('preferencias', ['saudacao', 'limite', 'aviso', 'chave']),
  'telas/teste/metas.json': tela('metas', ['doacoes']),
};

const URL = '/api/teste/preferencias';

let t: AppComCatalogo;
let admin: string;
beforeAll(async () => {
  const pasta = await pastaDeTelas(ARQUIVOS);
  const catalogo = await carregarCatalogoDeTelas(pasta);
  await pasta.remover();
  t = await criarAppComCatalogo(catalogo);
  admin = await t.entrarNaUnidade('admin', 'Sede');
});
afterAll(() => t?.fechar());

const ler = (token = admin, url = URL) => t.chamar({ method: 'GET', url, token });
const gravar = (payload: unknown, token = admin, url = URL) => t.chamar({ method: 'PUT', url, token, payload: payload as object });
const restaurar = (campo: string, token = admin, url = URL) => t.chamar({ method: 'DELETE', url: `${url}/${campo}`, token });
const estados = (r: { json<T>(): T }) => r.json<{ content: EstadosDosAjustes }>().content;

describe('a settings screen the engine serves', () => {
  it('answers each setting at its default before any save, a write-only one only as not set', async () => {
    const r = await ler();
    expect(r.statusCode).toBe(200);
    expect(estados(r)).toEqual({
      saudacao: { valor: 'Olá', padrao: 'Olá', alterado: false },
      limite: { valor: 10, padrao: 10, alterado: false },
      aviso: { valor: false, padrao: false, alterado: false },
      chave: { valor: null, padrao: null, alterado: false, definido: false },
    });
  });

  it('saves only what is sent, trimmed, audits it and never answers nor audits a write-only value', async () => {
    const r = await gravar({ saudacao: ' Bom dia ', chave: 'chave-secreta-1' });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Configuração salva.');
    expect(estados(r)).toMatchObject({
      saudacao: { valor: 'Bom dia', padrao: 'Olá', alterado: true },
      limite: { valor: 10, alterado: false },
      chave: { valor: null, alterado: true, definido: true },
    });
    expect(r.body).not.toContain('chave-secreta-1');
    expect((await ler()).body).not.toContain('chave-secreta-1');
    const auditoria = await auditoriaDe(t.db, 'preferencias', 0);
    expect(auditoria.at(-1)).toMatchObject({ acao: 'alterar', alteracoes: { saudacao: { de: 'Olá', para: 'Bom dia' }, chave: { de: '(alterado)', para: '(alterado)' } } });
    expect(JSON.stringify(auditoria)).not.toContain('chave-secreta-1');
  });

  it('keeps a write-only value when it is sent empty', async () => {
    expect((await gravar({ chave: '', limite: 20 })).statusCode).toBe(200);
    const guardados = await lerAjustes(t.db, { modelo: PREFERENCIAS as never, unidadeId: null });
    expect(guardados.valores).toMatchObject({ chave: 'chave-secreta-1', limite: 20 });
  });

  it.each<[string, unknown, string, string]>([
    ['a value over the maximum', { limite: 500 }, 'limite', 'O valor deve ser menor ou igual a 100.'],
    ['a required setting emptied', { saudacao: '  ' }, 'saudacao', 'Preenchimento obrigatório.'],
    ['a number as text', { limite: '20' }, 'limite', 'Informe um número inteiro.'],
    ['an unknown field', { cor: 'azul' }, 'cor', 'Campo não permitido.'],
    ['a NUL', { saudacao: 'a\u0000b' }, 'saudacao', 'O texto contém caracteres de controle, que não são aceitos.'],
    ['nothing', {}, 'registro', 'Informe ao menos um valor.'],
  ])('refuses %s with a 422 and changes nothing', async (_caso, payload, field, message) => {
    const antes = await contarAuditoria(t.db);
    const r = await gravar(payload);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field, message }] });
    expect(await contarAuditoria(t.db)).toBe(antes);
    expect(estados(await ler())).toMatchObject({ saudacao: { valor: 'Bom dia' }, limite: { valor: 20 } });
  });

  it('"Restaurar padrão" puts one setting back at its default, the others as they are', async () => {
    const r = await restaurar('saudacao');
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Valor padrão restaurado.');
    expect(estados(r)).toMatchObject({ saudacao: { valor: 'Olá', alterado: false }, limite: { valor: 20, alterado: true } });
    expect((await auditoriaDe(t.db, 'preferencias', 0)).at(-1)).toMatchObject({ acao: 'excluir', alteracoes: { saudacao: { de: 'Bom dia', para: 'Olá' } } });
    expect((await restaurar('chave')).json().content.chave).toEqual({ valor: null, padrao: null, alterado: false, definido: false });
    expect((await restaurar('cor')).statusCode).toBe(422);
  });

  it('asks the screen’s tags: visualizar to read, editar to write', async () => {
    const sede = await idDaUnidade(t.db, 'Sede');
    await criarUsuario(t.db, { login: 'leitor', unidadeIds: [sede], tags: ['teste.preferencias.visualizar'] });
    const leitor = await t.entrarNaUnidade('leitor', 'Sede');
    expect((await ler(leitor)).statusCode).toBe(200);
    expect((await gravar({ limite: 30 }, leitor)).statusCode).toBe(403);
    expect((await restaurar('limite', leitor)).statusCode).toBe(403);
    const operador = await t.entrarNaUnidade('operador', 'Sede');
    expect((await ler(operador)).statusCode).toBe(403);
  });

  it("keeps an x-unidade model's settings per unit", async () => {
    const norte = await t.entrarNaUnidade('admin', 'Unidade Norte');
    expect((await gravar({ doacoes: 40 }, admin, '/api/teste/metas')).statusCode).toBe(200);
    expect(estados(await ler(admin, '/api/teste/metas')).doacoes).toEqual({ valor: 40, padrao: 100, alterado: true });
    expect(estados(await ler(norte, '/api/teste/metas')).doacoes).toEqual({ valor: 100, padrao: 100, alterado: false });
  });

  it('is no record screen: no list, no record by id, no table of its own', async () => {
    expect((await t.chamar({ method: 'POST', url: URL, token: admin, payload: { limite: 3 } })).statusCode).toBe(404);
    expect((await t.chamar({ method: 'GET', url: `${URL}/metadatalist`, token: admin })).statusCode).toBe(404);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'r_preferencias'`.execute(t.db);
    expect(rows).toEqual([{ n: 0 }]);
  });
});
