import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carregarCatalogoDeTelas } from '../../../src/server/resources/index.ts';
import { idDaUnidade, MENSAGEM_FORMULARIO } from '../ajudantes.ts';
import { criarAppComCatalogo, pastaDeTelas, type AppComCatalogo } from './ajudantes.ts';
import { ARQUIVOS_DE_TESTE } from './catalogo-de-teste.ts';

// The generic engine over a catalogue made for it (catalogo-de-teste.ts): references,
// dates, money, enums, lists, json and the field configuration (reversal: acoes.test.ts).

let t: AppComCatalogo;
let sede: string;
let norte: string;
let categoria: { id: number; descricao: string };
let categoriaDoNorte: number;
let setorDaSede: number;
let setorDoNorte: number;

const URL = '/api/teste/lancamentos';

beforeAll(async () => {
  const pasta = await pastaDeTelas(ARQUIVOS_DE_TESTE);
  const catalogo = await carregarCatalogoDeTelas(pasta);
  await pasta.remover();
  t = await criarAppComCatalogo(catalogo);
  sede = await t.entrarNaUnidade('admin', 'Sede');
  norte = await t.entrarNaUnidade('admin', 'Unidade Norte');
  const criar = async (token: string, descricao: string) =>
    (await t.chamar({ method: 'POST', url: '/api/teste/categorias', token, payload: { descricao } })).json().content;
  categoria = await criar(sede, 'Água e Luz');
  categoriaDoNorte = (await criar(norte, 'Aluguel')).id;
  setorDaSede = (await t.db.selectFrom('setor').select('id').where('unidade_id', '=', await idDaUnidade(t.db, 'Sede')).executeTakeFirstOrThrow()).id;
  setorDoNorte = (await t.db.selectFrom('setor').select('id').where('unidade_id', '=', await idDaUnidade(t.db, 'Unidade Norte')).executeTakeFirstOrThrow()).id;
});
afterAll(() => t?.fechar());

const salvar = (payload: object, token = sede) => t.chamar({ method: 'POST', url: URL, token, payload });
const listar = (query = '', token = sede) => t.chamar({ method: 'GET', url: `${URL}${query}`, token });
const base = () => ({ descricao: 'Conta', valor: 10, categoria: categoria.id });

describe('saving a record with every kind of column', () => {
  it('stores references, dates, money, lists and objects, and answers the record as the model shapes it', async () => {
    const r = await salvar({
      descricao: 'Conta de luz',
      valor: 150.75,
      data: '25/12/2025',
      vencimentoEm: '2025-12-25T10:30:00',
      categoria: { id: categoria.id, descricao: 'ignorado' },
      setor: setorDaSede,
      situacao: 'ABERTO',
      etiquetas: ['casa', 'mensal'],
      detalhes: { nota: 'pagar no débito', hack: true },
      quantidade: 2,
      extra: 'nunca gravado',
    });
    expect(r.statusCode).toBe(200);
    const { content } = r.json();
    expect(content).toEqual({
      id: expect.any(Number),
      descricao: 'Conta de luz',
      valor: 150.75,
      data: '2025-12-25',
      vencimentoEm: '2025-12-25T10:30:00',
      categoria: { id: categoria.id, descricao: 'Água e Luz' },
      setor: { id: setorDaSede, nome: expect.any(String) },
      situacao: 'ABERTO',
      observacao: null,
      quantidade: 2,
      etiquetas: ['casa', 'mensal'],
      detalhes: { nota: 'pagar no débito' },
      ativo: true,
      estornadoEm: null,
      estornoMotivo: null,
    });
    expect((await t.chamar({ method: 'GET', url: `${URL}/${content.id}`, token: sede })).json().content).toEqual(content);
  });

  it.each<[string, object, string]>([
    ['a categoria of another unit', { categoria: 0 }, 'categoria'],
    ['a categoria that does not exist', { categoria: 999999 }, 'categoria'],
    ['a setor of another unit', { setor: 0 }, 'setor'],
  ])('refuses %s: 422 on the field', async (_caso, mudanca, campo) => {
    const valores = { ...mudanca } as Record<string, number>;
    if (valores['categoria'] === 0) valores['categoria'] = categoriaDoNorte;
    if (valores['setor'] === 0) valores['setor'] = setorDoNorte;
    const r = await salvar({ ...base(), ...valores });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: campo, message: 'Registro selecionado não encontrado.' }] });
  });

  it.each<[string, object, string]>([
    ['a valor that is text', { valor: 'abc' }, 'valor'],
    ['a quantidade with decimals', { quantidade: 1.5 }, 'quantidade'],
    ['a quantidade beyond the integer column', { quantidade: 3_000_000_000 }, 'quantidade'],
    ['a situacao outside the enum', { situacao: 'CANCELADO' }, 'situacao'],
    ['etiquetas that are not a list', { etiquetas: 'casa' }, 'etiquetas'],
    ['a list item of the wrong type', { etiquetas: ['casa', 3] }, 'etiquetas.1'],
    ['a nested value of the wrong type', { detalhes: { nota: 5 } }, 'detalhes.nota'],
    ['a reference that is text', { categoria: 'Água' }, 'categoria'],
    ['a reference object without id', { categoria: { descricao: 'Água' } }, 'categoria'],
    ['a reference id of zero', { categoria: 0 }, 'categoria'],
  ])('refuses %s with "Valor inválido." on the field', async (_caso, mudanca, campo) => {
    const r = await salvar({ ...base(), ...mudanca });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: campo, message: 'Valor inválido.' }] });
  });

  it("applies the shared rules with the specification's messages", async () => {
    const r = await salvar({ descricao: '', valor: 0, data: '31/02/2025', observacao: 'x'.repeat(201) });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([
      { field: 'descricao', message: 'Preenchimento obrigatório.' },
      { field: 'valor', message: expect.stringMatching(/^O valor deve ser maior ou igual a (R\$\s)?0,01\.$/) },
      { field: 'data', message: 'Data inválida.' },
      { field: 'categoria', message: 'Preenchimento obrigatório.' },
      { field: 'observacao', message: 'Tamanho máximo de 200 excedido.' },
    ]);
  });
});

describe('listing with references', () => {
  beforeAll(async () => {
    const outra = (await t.chamar({ method: 'POST', url: '/api/teste/categorias', token: sede, payload: { descricao: 'Brinquedos' } })).json().content;
    await salvar({ descricao: 'Bola', valor: 30, data: '2025-01-10', categoria: outra.id, situacao: 'PAGO' });
    await salvar({ descricao: 'Sem data', valor: 5, categoria: categoria.id, situacao: 'PAGO', etiquetas: ['z'] });
  });

  it('searches the columns of referenced records too', async () => {
    const { resultList } = (await listar('?q=brinquedo')).json().content;
    expect(resultList.map((l: { descricao: string }) => l.descricao)).toEqual(['Bola']);
  });

  it('filters a reference by id, an enum by value and a date by day; a bad date is 422', async () => {
    const descricoes = async (q: string) => (await listar(q)).json().content.resultList.map((l: { descricao: string }) => l.descricao).sort();
    expect(await descricoes(`?categoria=${categoria.id}`)).toEqual(['Conta de luz', 'Sem data']);
    expect(await descricoes('?situacao=PAGO')).toEqual(['Bola', 'Sem data']);
    expect(await descricoes('?data=2025-12-25')).toEqual(['Conta de luz']);
    const r = await listar('?data=2025-02-31');
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([{ field: 'data', message: 'Data inválida.' }]);
    expect((await listar('?categoria=abc')).statusCode).toBe(422);
  });

  it('sorts by the default (data desc, empty last), by a reference (its display field) and refuses a json column', async () => {
    const ordem = async (q: string) => (await listar(q)).json().content.resultList.map((l: { descricao: string }) => l.descricao);
    expect(await ordem('')).toEqual(['Conta de luz', 'Bola', 'Sem data']);
    expect((await ordem('?sort=categoria,asc'))[2]).toBe('Bola');
    expect((await ordem('?sort=categoria,desc'))[0]).toBe('Bola');
    expect((await listar('?sort=etiquetas,asc')).statusCode).toBe(422);
  });

  it('narrows to dotted paths of references', async () => {
    const { resultList } = (await listar('?fields=descricao,categoria.descricao&q=bola')).json().content;
    expect(resultList).toEqual([{ descricao: 'Bola', categoria: { descricao: 'Brinquedos' } }]);
  });

  it('keeps the units apart', async () => {
    expect((await listar('', norte)).json().content.count).toBe(0);
  });
});

describe('field configuration', () => {
  const configurar = (secao: string, campos: object[], visivel?: boolean) =>
    t.chamar({
      method: 'POST',
      url: '/api/configuracoesCamposFomularios/config',
      token: sede,
      payload: { formulario: 'teste.lancamentos', secao, campos, ...(visivel === undefined ? {} : { visivel }) },
    });

  it('makes an optional field required, and then hidden, for the very next save', async () => {
    expect((await salvar(base())).statusCode).toBe(200);
    expect((await configurar('extra', [{ inputName: 'observacao', visible: true, required: true }])).statusCode).toBe(200);
    const exigida = await salvar(base());
    expect(exigida.statusCode).toBe(422);
    expect(exigida.json().errors).toEqual([{ field: 'observacao', message: 'Preenchimento obrigatório.' }]);

    await configurar('extra', [{ inputName: 'observacao', visible: false, required: true }]);
    // Hidden: not required, and only the model's limits hold (a client may still send it).
    expect((await salvar(base())).statusCode).toBe(200);
    const longa = await salvar({ ...base(), observacao: 'x'.repeat(300) });
    expect(longa.statusCode).toBe(422);
    expect(longa.json().errors).toEqual([{ field: 'observacao', message: 'Tamanho máximo de 200 excedido.' }]);

    await configurar('extra', []);
    expect((await salvar({ ...base(), observacao: 'x'.repeat(300) })).statusCode).toBe(422);
  });

  it("cannot lift the model's requirement, but hiding the whole section skips its fields", async () => {
    await configurar('principal', [{ inputName: 'descricao', visible: true, required: false }]);
    expect((await salvar({ ...base(), descricao: '' })).json().errors).toEqual([{ field: 'descricao', message: 'Preenchimento obrigatório.' }]);
    await configurar('extra', [{ inputName: 'observacao', visible: true, required: true }]);
    await configurar('extra', [{ inputName: 'observacao', visible: true, required: true }], false);
    expect((await salvar(base())).statusCode).toBe(200);
    expect((await salvar({ ...base(), observacao: 'x'.repeat(300) })).statusCode).toBe(422);
    await configurar('extra', [], true);
    await configurar('principal', []);
  });
});

describe('DELETE of a referenced record', () => {
  it("answers 409 'Registro em uso' and keeps it", async () => {
    const r = await t.chamar({ method: 'DELETE', url: `/api/teste/categorias/${categoria.id}`, token: sede });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({ message: 'Registro em uso: não pode ser excluído.' });
    expect((await t.chamar({ method: 'GET', url: `/api/teste/categorias/${categoria.id}`, token: sede })).statusCode).toBe(200);
  });
});

describe('GET /api/telas/:name', () => {
  it('carries the models the screen references', async () => {
    const { content } = (await t.chamar({ method: 'GET', url: '/api/telas/teste.lancamentos', token: sede })).json();
    expect(content.modelo.$id).toBe('lancamento');
    expect(Object.keys(content.modelosReferenciados).sort()).toEqual(['categoria', 'setor']);
  });
});
