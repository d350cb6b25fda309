import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { MENSAGEM_FORMULARIO } from '../../ajudantes.ts';

// GET /api/cidades: the municipalities autocomplete (page, rpp 10, q, term, fields).

let t: AppDeTeste;
let token: string;

beforeAll(async () => {
  t = await criarAppDeTeste();
  token = await t.entrar('operador');
});
afterAll(() => t.fechar());

const get = (url: string) => t.chamar({ method: 'GET', url, token });

describe('GET /api/cidades', () => {
  it('finds towns accent- and case-insensitively, those beginning with the text first', async () => {
    const { content } = (await get('/api/cidades?page=1&rpp=10&q=sao%20paulo&term=sao%20paulo')).json();
    expect(content.resultList[0]).toMatchObject({ nome: 'São Paulo', estado: { uf: 'SP' } });
    expect(content.resultList.every((c: { nome: string }) => c.nome.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().includes('sao paulo'))).toBe(true);
  });

  it('reads the text it shows (nome - UF) back as the town of that state, and narrows to fields', async () => {
    const { content } = (await get(`/api/cidades?q=${encodeURIComponent('Bom Jesus - PI')}&fields=id,nome,estado.uf`)).json();
    expect(content.resultList).toEqual([{ id: expect.any(Number), nome: 'Bom Jesus', estado: { uf: 'PI' } }]);
    expect((await get(`/api/cidades/${content.resultList[0].id}`)).json().content).toEqual({ id: content.resultList[0].id, nome: 'Bom Jesus', estado: { nome: 'Piauí', uf: 'PI' } });
  });

  it('pages by ten', async () => {
    const { content } = (await get('/api/cidades?page=2&rpp=10&q=santa')).json();
    expect(content).toMatchObject({ page: 2, rpp: 10, hasMore: true });
    expect(content.resultList).toHaveLength(10);
    expect(content.count).toBeGreaterThan(20);
  });

  it('treats SQL-looking and wildcard text literally, and refuses bad parameters', async () => {
    expect((await get(`/api/cidades?q=${encodeURIComponent("' OR 1=1 --")}`)).json().content.count).toBe(0);
    expect((await get('/api/cidades?q=%25')).json().content.count).toBe(0);
    for (const query of ['rpp=1000', 'q=' + 'a'.repeat(201), 'fields=id;drop', 'uf=XYZ']) {
      const r = await get(`/api/cidades?${query}`);
      expect(r.statusCode, query).toBe(422);
      expect(r.json().message).toBe(MENSAGEM_FORMULARIO);
    }
    expect((await get('/api/cidades/999999')).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await t.chamar({ method: 'GET', url: '/api/cidades?q=santos' })).statusCode).toBe(401);
  });
});
