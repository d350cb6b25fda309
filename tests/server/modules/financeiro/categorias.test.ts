import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// The management chart through the generic resource, with the tree rules of
// src/shared/financeiro/categoria.ts checked before the save (demo chart: 1 Receitas › 1.1
// Doações e contribuições › 1.1.01 Doações de pessoas físicas; 2 Despesas...).

const URL = '/api/financeiro/categorias';

let t: AppDeTeste;
let admin: string;
const ids: Record<string, number> = {};

interface Categoria {
  id: number;
  codigo: string;
  descricao: string;
  natureza: string;
  tipo: string;
  nivel: number;
  pai: { id: number; codigo: string; descricao: string } | null;
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  for (const c of await t.db.selectFrom('categoria').select(['id', 'codigo']).execute()) ids[c.codigo] = c.id;
});
afterAll(async () => {
  await t.fechar();
});

const salvar = (payload: object) => t.chamar({ method: 'POST', url: URL, token: admin, payload });
const erros = (...errors: { field: string; message: string }[]) => ({ message: MENSAGEM_FORMULARIO, errors });

describe('the chart as a tree', () => {
  it('lists in the tree’s order, by code, with each level', async () => {
    const r = await t.chamar({ method: 'GET', url: `${URL}?rpp=8`, token: admin });
    const linhas = r.json<{ content: { resultList: Categoria[] } }>().content.resultList;
    expect(linhas.map((c) => [c.codigo, c.nivel])).toEqual([
      ['1', 1], ['1.1', 2], ['1.1.01', 3], ['1.1.02', 3], ['1.1.03', 3], ['1.2', 2], ['1.2.01', 3], ['1.2.02', 3],
    ]);
  });

  it('saves a subcategory with its level and reads its parent by code and name', async () => {
    const r = await salvar({ codigo: '1.1.04', descricao: 'Doações via campanhas online', pai: ids['1.1'], natureza: 'RECEITA', tipo: 'ANALITICA' });
    expect(r.statusCode).toBe(200);
    expect(r.json<{ content: Categoria }>().content).toMatchObject({ codigo: '1.1.04', nivel: 3, pai: { id: ids['1.1'], codigo: '1.1', descricao: 'Doações e contribuições' } });
  });

  it('refuses a code that another category holds', async () => {
    const r = await salvar({ codigo: '1.1.01', descricao: 'Repetida', pai: ids['1.1'], natureza: 'RECEITA', tipo: 'ANALITICA' });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual(erros({ field: 'codigo', message: 'Já existe uma categoria com este código.' }));
  });

  it('refuses a subcategory of another nature than its parent’s', async () => {
    const r = await salvar({ codigo: '1.1.05', descricao: 'Despesa perdida', pai: ids['1.1'], natureza: 'DESPESA', tipo: 'ANALITICA' });
    expect(r.json()).toEqual(erros({ field: 'natureza', message: 'A natureza deve ser a mesma da categoria superior.' }));
  });

  it('refuses an analytic parent and a code outside the parent’s', async () => {
    const r = await salvar({ codigo: '1.2.09', descricao: 'Sob analítica', pai: ids['1.1.01'], natureza: 'RECEITA', tipo: 'ANALITICA' });
    expect(r.json()).toEqual(
      erros(
        { field: 'codigo', message: 'Use o código da categoria superior seguido de um número, como 1.1.01.01.' },
        { field: 'pai', message: 'A categoria superior deve ser sintética.' },
      ),
    );
  });

  it('refuses a cycle: a category under one of its own subcategories', async () => {
    const r = await salvar({ id: ids['1.1'], pai: ids['1.1.01'] });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toContainEqual({ field: 'pai', message: 'Uma categoria não pode ficar abaixo dela mesma nem de uma subcategoria sua.' });
    const guardada = await t.db.selectFrom('categoria').select('pai_id').where('id', '=', ids['1.1'] ?? 0).executeTakeFirstOrThrow();
    expect(guardada.pai_id).toBe(ids['1']);
  });

  it('keeps a category with subcategories synthetic, with its code and nature', async () => {
    const r = await salvar({ id: ids['2.3'], codigo: '2.9', natureza: 'RECEITA', tipo: 'ANALITICA' });
    expect(r.json()).toEqual(
      erros(
        { field: 'tipo', message: 'Uma categoria com subcategorias é sintética.' },
        { field: 'codigo', message: 'Uma categoria com subcategorias não muda de código.' },
        { field: 'natureza', message: 'Uma categoria com subcategorias não muda de natureza.' },
      ),
    );
  });

  it('judges a partial update as the whole record: a new description alone is saved', async () => {
    const r = await salvar({ id: ids['2.3'], descricao: 'Ocupação e manutenção' });
    expect(r.statusCode).toBe(200);
    expect(r.json<{ content: Categoria }>().content).toMatchObject({ codigo: '2.3', descricao: 'Ocupação e manutenção', tipo: 'SINTETICA', nivel: 2 });
  });

  it('leaves a payload of the wrong types to the generic save', async () => {
    const r = await salvar({ codigo: 12, descricao: 'Tipos errados', pai: 'abc', natureza: 'RECEITA', tipo: 'ANALITICA' });
    expect(r.json()).toEqual(erros({ field: 'codigo', message: 'Valor inválido.' }, { field: 'pai', message: 'Valor inválido.' }));
  });

  it('refuses to delete a category that has subcategories', async () => {
    const r = await t.chamar({ method: 'DELETE', url: `${URL}/${ids['2.4']}`, token: admin });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({ message: 'Registro em uso: não pode ser excluído.' });
  });

  it('needs the category tags', async () => {
    const r = await t.chamar({ method: 'POST', url: URL, token: await t.entrar('operador'), payload: { codigo: '9', descricao: 'X', natureza: 'RECEITA', tipo: 'SINTETICA' } });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
  });
});
