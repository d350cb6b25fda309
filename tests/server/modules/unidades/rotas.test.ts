import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// The units are an engine screen (screens/configuracoes/unidades.json) over the core table
// unidade, which the engine extends with the address and contact columns of schemas/unidade.json.

let t: AppDeTeste;
let admin: string;
let sede: number;

beforeAll(async () => {
  t = await criarAppDeTeste();
  sede = await idDaUnidade(t.db, 'Sede');
  admin = await t.entrarNaUnidade('admin', 'Sede');
});
afterAll(() => t.fechar());

const salvar = (payload: unknown, token = admin) => t.chamar({ method: 'POST', url: '/api/unidades', token, payload: payload as object });

const UNIDADE = {
  nome: 'Unidade Sul',
  cnpj: '12.ABC.345/01DE-35',
  telefone: '(51) 3333-4444',
  email: 'sul@alicerce.example.com.br',
  cep: '90010-000',
  logradouro: 'Rua dos Andradas',
  numero: '100',
  complemento: 'Sala 2',
  bairro: 'Centro Histórico',
  cidade: 'Porto Alegre',
  uf: 'RS',
  ativo: true,
};

describe('the units screen', () => {
  it('lists the institution\'s units, searched and sorted', async () => {
    const r = await t.chamar({ method: 'GET', url: '/api/unidades?sort=nome,asc', token: admin });
    expect(r.statusCode).toBe(200);
    expect(r.json().content.resultList.map((u: { nome: string }) => u.nome)).toEqual(['Sede', 'Unidade Norte']);
    const norte = await t.chamar({ method: 'GET', url: '/api/unidades?q=norte', token: admin });
    expect(norte.json().content.resultList).toEqual([expect.objectContaining({ nome: 'Unidade Norte', cnpj: '12ABC34501DE35' })]);
  });

  it('creates a unit with an alphanumeric CNPJ, its address and contact, and reads it back', async () => {
    const r = await salvar(UNIDADE);
    expect(r.statusCode).toBe(200);
    const { id } = r.json().content;
    const lida = (await t.chamar({ method: 'GET', url: `/api/unidades/${id}`, token: admin })).json().content;
    expect(lida).toMatchObject({ ...UNIDADE, cnpj: expect.stringMatching(/^12\.?ABC\.?345\/?01DE-?35$/) });
    const auditoria = await t.db.selectFrom('auditoria').select('acao').where('entidade', '=', 'unidade').where('entidade_id', '=', String(id)).execute();
    expect(auditoria).toEqual([{ acao: 'criar' }]);
  });

  it('edits a unit: the new one is offered to user editors', async () => {
    const id = (await t.db.selectFrom('unidade').select('id').where('nome', '=', 'Unidade Sul').executeTakeFirstOrThrow()).id;
    expect((await salvar({ id, nome: 'Unidade Sul (Porto Alegre)' })).statusCode).toBe(200);
    const opcoes = await t.chamar({ method: 'GET', url: '/api/usuarios/opcoes/unidades', token: admin });
    expect(opcoes.json().content.resultList.map((u: { nome: string }) => u.nome)).toContain('Unidade Sul (Porto Alegre)');
  });

  it.each([
    ['no name', { nome: '' }, 'nome', 'Preenchimento obrigatório.'],
    ['an invalid CNPJ', { cnpj: '12.ABC.345/01DE-36' }, 'cnpj', 'CNPJ inválido.'],
    ['an invalid CEP', { cep: '123' }, 'cep', 'CEP inválido.'],
    ['an invalid phone', { telefone: '12' }, 'telefone', 'Telefone inválido.'],
    ['an invalid e-mail', { email: 'sul@' }, 'email', 'Email inválido'],
    ['an unknown state', { uf: 'XX' }, 'uf', 'Valor inválido.'],
    ['a CEP with no city (obrigatorioSe)', { cidade: '' }, 'cidade', 'Preenchimento obrigatório.'],
    ['a CEP with no state (obrigatorioSe)', { uf: null }, 'uf', 'Preenchimento obrigatório.'],
  ])('refuses %s with 422 and writes nothing', async (_caso, extra, field, message) => {
    const antes = await t.db.selectFrom('unidade').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const r = await salvar({ ...UNIDADE, nome: 'Unidade Inválida', ...extra });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(MENSAGEM_FORMULARIO);
    expect(r.json().errors).toContainEqual({ field, message });
    const depois = await t.db.selectFrom('unidade').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(depois.n)).toBe(Number(antes.n));
  });

  it('takes an address with neither CEP nor city: only a CEP asks for street, city and state', async () => {
    const r = await salvar({ ...UNIDADE, nome: 'Unidade Oeste', cep: null, logradouro: null, cidade: null, uf: null });
    expect(r.statusCode).toBe(200);
  });

  it('never writes a field the model does not declare', async () => {
    const r = await salvar({ ...UNIDADE, nome: 'Unidade Leste', criado_em: '2000-01-01', id_interno: 7 });
    expect(r.statusCode).toBe(200);
    const linha = await t.db.selectFrom('unidade').select('criado_em').where('nome', '=', 'Unidade Leste').executeTakeFirstOrThrow();
    expect(linha.criado_em.getFullYear()).toBeGreaterThan(2000);
  });
});

describe('permission', () => {
  it('refuses the operador every call with 403', async () => {
    const operador = await t.entrar('operador');
    const chamadas = [
      t.chamar({ method: 'GET', url: '/api/unidades', token: operador }),
      t.chamar({ method: 'GET', url: '/api/unidades/metadatalist', token: operador }),
      t.chamar({ method: 'GET', url: `/api/unidades/${sede}`, token: operador }),
      salvar({ id: sede, nome: 'Sede do operador' }, operador),
      salvar({ nome: 'Unidade do operador' }, operador),
    ];
    for (const r of await Promise.all(chamadas)) {
      expect(r.statusCode).toBe(403);
      expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    }
    expect((await t.db.selectFrom('unidade').select('nome').where('id', '=', sede).executeTakeFirstOrThrow()).nome).toBe('Sede');
  });

  it('a reader lists but cannot save; nobody deletes units through this screen', async () => {
    await criarUsuario(t.db, { login: 'leitorunidade', unidadeIds: [sede], tags: ['configuracoes.unidade.visualizar'] });
    const leitor = await t.entrar('leitorunidade');
    expect((await t.chamar({ method: 'GET', url: '/api/unidades', token: leitor })).statusCode).toBe(200);
    expect((await salvar({ nome: 'Do leitor' }, leitor)).statusCode).toBe(403);
    expect((await t.chamar({ method: 'DELETE', url: `/api/unidades/${sede}`, token: admin })).statusCode).toBe(404);
  });
});
