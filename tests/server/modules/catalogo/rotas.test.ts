import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carregarCatalogoDeTelas } from '../../../../src/server/resources/index.ts';
import { CATALOGO_DE_TAGS } from '../../../../src/shared/permissions/catalogue.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => t.fechar());

interface Tag {
  tag: string;
  modulo: string;
  descricao: string;
}

describe('GET /api/permissoes/catalogo', () => {
  it('is public: answers without a session, and with a broken token too', async () => {
    const semSessao = await t.chamar({ method: 'GET', url: '/api/permissoes/catalogo' });
    expect(semSessao.statusCode).toBe(200);
    const tokenRuim = await t.chamar({ method: 'GET', url: '/api/permissoes/catalogo', token: 'token-que-nao-existe' });
    expect(tokenRuim.statusCode).toBe(200);
    expect(tokenRuim.json()).toEqual(semSessao.json());
  });

  it('lists every tag once, each with its module and a pt-BR description', async () => {
    const { content } = (await t.chamar({ method: 'GET', url: '/api/permissoes/catalogo' })).json() as { content: Tag[] };
    // The static tags, then those the screen descriptors declare (novasTags).
    const dasTelas = (await carregarCatalogoDeTelas()).tagsDeclaradas;
    expect(content.map((c) => c.tag)).toEqual([...CATALOGO_DE_TAGS, ...dasTelas].map((c) => c.tag));
    expect(new Set(content.map((c) => c.tag)).size).toBe(content.length);
    for (const item of content) {
      expect(Object.keys(item).sort()).toEqual(['descricao', 'modulo', 'tag']);
      expect(item.tag === 'administrador' || /^[a-z]+\.[a-z]+\.[a-z]+$/.test(item.tag), item.tag).toBe(true);
      expect(item.modulo.trim()).not.toBe('');
      expect(item.descricao.trim().length).toBeGreaterThan(5);
    }
    expect(content.find((c) => c.tag === 'administrador')).toMatchObject({ modulo: 'Geral' });
  });

  it('holds every tag the routes check and every tag a permission group holds', async () => {
    const { content } = (await t.chamar({ method: 'GET', url: '/api/permissoes/catalogo' })).json() as { content: Tag[] };
    const catalogo = new Set(content.map((c) => c.tag));
    for (const tag of ['gestaopessoas.pessoa.visualizar', 'configuracoes.usuario.visualizar']) expect(catalogo).toContain(tag);
    const dosGrupos = await t.db.selectFrom('grupo_permissao_tag').select('tag').distinct().execute();
    expect(dosGrupos.length).toBeGreaterThan(0);
    for (const { tag } of dosGrupos) expect(catalogo, tag).toContain(tag);
  });
});
