import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// The supplier door: the financeiro.fornecedor.* tags alone reach the unit's suppliers only.
// And the screens: both are served as descriptors but left out of the menu's list (x-modulo).

let t: AppDeTeste;
let sede: number;
let compras: string;

beforeAll(async () => {
  t = await criarAppDeTeste();
  sede = await idDaUnidade(t.db, 'Sede');
  await criarUsuario(t.db, {
    login: 'compras',
    unidadeIds: [sede],
    tags: ['financeiro.fornecedor.visualizar', 'financeiro.fornecedor.editar', 'financeiro.fornecedor.desativar'],
  });
  compras = await t.entrar('compras');
});
afterAll(() => t.fechar());

const primeira = (fornecedor: boolean) =>
  t.db.selectFrom('pessoa').select('id').where('unidade_id', '=', sede).where('ativo', '=', true).where('fornecedor', '=', fornecedor).orderBy('id').executeTakeFirstOrThrow();

describe('a supplier-only session', () => {
  it('lists, reads and deactivates suppliers only', async () => {
    const lista = (await t.chamar({ method: 'POST', url: '/api/pessoas/filter?rpp=100', token: compras, payload: {} })).json().content;
    const fornecedores = await t.db.selectFrom('pessoa').select('id').where('unidade_id', '=', sede).where('ativo', '=', true).where('fornecedor', '=', true).execute();
    expect(lista.count).toBe(fornecedores.length);
    expect(lista.resultList.every((p: { fornecedor: boolean }) => p.fornecedor)).toBe(true);
    const naoFornecedor = await primeira(false);
    expect((await t.chamar({ method: 'GET', url: `/api/pessoas/${naoFornecedor.id}`, token: compras })).statusCode).toBe(404);
    const desativar = (ids: number[]) => t.chamar({ method: 'POST', url: '/api/pessoas/desabilitapessoas', token: compras, payload: { ids } });
    expect((await desativar([naoFornecedor.id])).statusCode).toBe(404);
    expect((await desativar([(await primeira(true)).id])).statusCode).toBe(200);
  });

  it('saves new records as suppliers and cannot unmark one', async () => {
    const novo = await t.chamar({ method: 'POST', url: '/api/pessoas', token: compras, payload: { nome: 'Papelaria Nova Ltda', papelPessoaFisica: false, papelPessoaJuridica: true } });
    expect(novo.statusCode, novo.body).toBe(200);
    expect(novo.json().content.fornecedor).toBe(true);
    const desmarcar = await t.chamar({ method: 'POST', url: '/api/pessoas', token: compras, payload: { id: novo.json().content.id, fornecedor: false } });
    expect(desmarcar.statusCode).toBe(403);
    expect(desmarcar.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
  });
});

describe('a session of both doors', () => {
  it('keeps fornecedor: true of a supplier saved from the supplier form, and the supplier list finds it', async () => {
    const admin = await t.entrarNaUnidade('admin', 'Sede');
    const novo = await t.chamar({ method: 'POST', url: '/api/pessoas', token: admin, payload: { nome: 'Gráfica Caramuru Ltda', fornecedor: true } });
    expect(novo.statusCode, novo.body).toBe(200);
    expect(novo.json().content.fornecedor).toBe(true);
    const lista = await t.chamar({ method: 'POST', url: '/api/pessoas/filter?rpp=10', token: admin, payload: { q: 'caramuru', fornecedor: true } });
    expect(lista.json().content.resultList.map((p: { nome: string }) => p.nome)).toEqual(['Gráfica Caramuru Ltda']);
    // Saved again without the role in the payload (a form that hides the field), it stays a supplier.
    const outra = await t.chamar({ method: 'POST', url: '/api/pessoas', token: admin, payload: { id: novo.json().content.id, nome: 'Gráfica Caramuru S.A.' } });
    expect(outra.json().content.fornecedor).toBe(true);
  });
});

describe('the register\'s screens', () => {
  it('serves both descriptors but leaves them out of the menu\'s list', async () => {
    const admin = await t.entrarNaUnidade('admin', 'Sede');
    const telas = (await t.chamar({ method: 'GET', url: '/api/telas', token: admin })).json().content.map((s: { name: string }) => s.name);
    expect(telas).not.toContain('gestaopessoas.pessoa');
    expect(telas).not.toContain('financeiro.fornecedor');
    const pessoa = (await t.chamar({ method: 'GET', url: '/api/telas/gestaopessoas.pessoa', token: admin })).json().content;
    expect(pessoa.descritor.formulario.rotas).toEqual({
      novo: { name: 'gestaopessoas.pessoa.novo', path: '/gestaopessoas/novo' },
      editar: { name: 'gestaopessoas.pessoa.editar', path: '/gestaopessoas/pessoa/:id' },
    });
    expect(Object.keys(pessoa.modelosReferenciados)).toEqual(expect.arrayContaining(['cidade', 'situacaoPessoa', 'grupoPessoa', 'cargo', 'tipoAnexo']));
    expect((await t.chamar({ method: 'GET', url: '/api/telas/financeiro.fornecedor', token: compras })).statusCode).toBe(200);
    expect((await t.chamar({ method: 'GET', url: '/api/telas/gestaopessoas.pessoa', token: compras })).statusCode).toBe(403);
  });
});
