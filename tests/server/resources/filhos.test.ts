import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carregarCatalogoDeTelas, registrarGanchos } from '../../../src/server/resources/index.ts';
import { MENSAGEM_FORMULARIO } from '../ajudantes.ts';
import { auditoriaDe, criarAppComCatalogo, pastaDeTelas, type AppComCatalogo } from './ajudantes.ts';
import { ARQUIVOS_DE_TITULOS, criarVisaoDeSetores, GANCHOS_DO_SETOR_RESUMIDO, ganchosDeTitulos } from './catalogo-de-titulos.ts';

// Child tables (x-filhos): a título's installments in their own table, edited in the título's
// form and written with it in one transaction, each row validated by the shared rules, and
// listed on their own across títulos.

let t: AppComCatalogo;
let sede: string;
let norte: string;
let centroDaSede: number;
let centroDoNorte: number;

const TITULOS = '/api/teste/titulos';

interface Parcela {
  id: number;
  vencimento: string;
  valor: number;
  centro: { id: number; nome: string } | null;
  inicio: string | null;
  fim: string | null;
}

beforeAll(async () => {
  const pasta = await pastaDeTelas(ARQUIVOS_DE_TITULOS);
  const catalogo = await carregarCatalogoDeTelas(pasta);
  await pasta.remover();
  registrarGanchos('titulo', ganchosDeTitulos([]));
  registrarGanchos('setorResumido', GANCHOS_DO_SETOR_RESUMIDO);
  t = await criarAppComCatalogo(catalogo, criarVisaoDeSetores);
  sede = await t.entrarNaUnidade('admin', 'Sede');
  norte = await t.entrarNaUnidade('admin', 'Unidade Norte');
  const centro = async (token: string, nome: string) => (await t.chamar({ method: 'POST', url: '/api/teste/centros', token, payload: { nome } })).json().content.id as number;
  centroDaSede = await centro(sede, 'Projetos');
  centroDoNorte = await centro(norte, 'Norte');
});
afterAll(() => t?.fechar());

const salvar = (payload: object, token = sede) => t.chamar({ method: 'POST', url: TITULOS, token, payload });
const ler = async (id: number, token = sede) => (await t.chamar({ method: 'GET', url: `${TITULOS}/${id}`, token })).json().content;
const linhasGravadas = async () =>
  (await sql<{ id: number; titulo_id: number; ordem: number; unidade_id: number }>`SELECT id, titulo_id, ordem, unidade_id FROM r_parcela ORDER BY id`.execute(t.db)).rows;

describe('a título with its installments', () => {
  let id: number;
  let parcelas: Parcela[];

  it('saves the parent and its rows in one call, and reads them back in order, without the key, with their references', async () => {
    const r = await salvar({
      descricao: 'Aluguel',
      valor: 300,
      parcelas: [
        { vencimento: '2026-01-10', valor: 100, centro: centroDaSede },
        { vencimento: '10/02/2026', valor: 100, id: 999999 },
        { vencimento: '2026-03-10', valor: 100, inicio: '08:00', fim: '09:00' },
      ],
    });
    expect(r.statusCode).toBe(200);
    ({ id, parcelas } = r.json().content);
    expect(parcelas).toEqual([
      { id: expect.any(Number), vencimento: '2026-01-10', valor: 100, centro: { id: centroDaSede, nome: 'Projetos' }, inicio: null, fim: null },
      { id: expect.any(Number), vencimento: '2026-02-10', valor: 100, centro: null, inicio: null, fim: null },
      { id: expect.any(Number), vencimento: '2026-03-10', valor: 100, centro: null, inicio: '08:00', fim: '09:00' },
    ]);
    expect(parcelas.map((p) => p.id)).not.toContain(999999);
    expect(await ler(id)).toEqual(r.json().content);
    const linhas = await linhasGravadas();
    expect(linhas.map((l) => [l.titulo_id, l.ordem])).toEqual([[id, 0], [id, 1], [id, 2]]);
    const unidade = (await sql<{ unidade_id: number }>`SELECT unidade_id FROM r_titulo WHERE id = ${id}`.execute(t.db)).rows[0]?.unidade_id;
    expect(new Set(linhas.map((l) => l.unidade_id))).toEqual(new Set([unidade]));
  });

  it('keeps the ids of the rows sent back in their new order, inserts the new ones, deletes the rest, and audits the change', async () => {
    const [a, b, c] = parcelas as [Parcela, Parcela, Parcela];
    const r = await salvar({ id, parcelas: [{ ...c, valor: 150.5 }, { vencimento: '2026-04-10', valor: 49.5 }, a] });
    expect(r.statusCode).toBe(200);
    const depois: Parcela[] = r.json().content.parcelas;
    expect(depois.map((p) => p.id)).toEqual([c.id, expect.any(Number), a.id]);
    expect(depois[0]?.valor).toBe(150.5);
    expect([a.id, b.id, c.id]).not.toContain(depois[1]?.id);
    expect((await linhasGravadas()).map((l) => l.id)).not.toContain(b.id);
    const [, alteracao] = await auditoriaDe(t.db, 'titulo', id);
    expect(alteracao?.acao).toBe('alterar');
    expect(alteracao?.alteracoes).toEqual({ parcelas: { de: parcelas, para: depois } });
    parcelas = depois;
  });

  it("takes neither another título's row nor the same id twice", async () => {
    const outro = (await salvar({ descricao: 'Outro', valor: 1, parcelas: [{ vencimento: '2026-01-01', valor: 1 }] })).json().content;
    const alheia: Parcela = outro.parcelas[0];
    const [primeira] = parcelas as [Parcela];
    const r = await salvar({ id, parcelas: [primeira, { ...primeira, valor: 2 }, alheia] });
    const depois: Parcela[] = r.json().content.parcelas;
    expect(depois[0]?.id).toBe(primeira.id);
    expect(depois[1]?.id).not.toBe(primeira.id);
    expect(depois[2]?.id).not.toBe(alheia.id);
    expect((await ler(outro.id)).parcelas).toEqual([alheia]);
    parcelas = depois;
  });

  it('leaves the rows alone when a save does not send the list, and empties them when it sends none', async () => {
    expect((await salvar({ id, descricao: 'Aluguel da sede' })).json().content.parcelas).toEqual(parcelas);
    expect((await salvar({ id, parcelas: [] })).json().content.parcelas).toEqual([]);
    expect((await linhasGravadas()).filter((l) => l.titulo_id === id)).toEqual([]);
  });

  it('deletes the rows with the título', async () => {
    const novo = (await salvar({ descricao: 'Efêmero', valor: 1, parcelas: [{ vencimento: '2026-01-01', valor: 1 }] })).json().content;
    expect((await t.chamar({ method: 'DELETE', url: `${TITULOS}/${novo.id}`, token: sede })).statusCode).toBe(200);
    expect((await linhasGravadas()).filter((l) => l.titulo_id === novo.id)).toEqual([]);
    const [, exclusao] = await auditoriaDe(t.db, 'titulo', novo.id);
    expect(exclusao?.alteracoes).toMatchObject({ parcelas: { de: novo.parcelas, para: null } });
  });
});

describe('a bad row refuses the whole save, naming the row and field', () => {
  it.each<[string, object, { field: string; message: string }[]]>([
    ['a value under the minimum', { vencimento: '2026-01-10', valor: 0 }, [{ field: 'parcelas.1.valor', message: 'O valor deve ser maior ou igual a 0,01.' }]],
    ['a row without its required fields', {}, [{ field: 'parcelas.1.vencimento', message: 'Preenchimento obrigatório.' }, { field: 'parcelas.1.valor', message: 'Preenchimento obrigatório.' }]],
    ['an end before the start', { vencimento: '2026-01-10', valor: 1, inicio: '10:00', fim: '09:00' }, [{ field: 'parcelas.1.fim', message: 'A hora deve ser posterior a 10:00.' }]],
    ['a date that is no date', { vencimento: '31/02/2026', valor: 1 }, [{ field: 'parcelas.1.vencimento', message: 'Data inválida.' }]],
    ['a reference of another unit', { vencimento: '2026-01-10', valor: 1, centro: 0 }, [{ field: 'parcelas.1.centro', message: 'Registro selecionado não encontrado.' }]],
    ['a row that is not an object', 'x' as unknown as object, [{ field: 'parcelas.1', message: 'Valor inválido.' }]],
    ['a row that is null', null as unknown as object, [{ field: 'parcelas.1', message: 'Valor inválido.' }]],
  ])('%s: 422, and nothing is written', async (_caso, ruim, errors) => {
    const linha = typeof ruim === 'object' && ruim !== null && 'centro' in ruim ? { ...ruim, centro: centroDoNorte } : ruim;
    const antes = await linhasGravadas();
    const titulos = await sql<{ n: number }>`SELECT count(*)::int AS n FROM r_titulo`.execute(t.db);
    const r = await salvar({ descricao: 'Com erro', valor: 2, parcelas: [{ vencimento: '2026-01-01', valor: 1 }, linha] });
    expect(r.statusCode).toBe(422);
    const corpo = r.json();
    expect(corpo.message).toBe(MENSAGEM_FORMULARIO);
    expect(corpo.errors).toEqual(expect.arrayContaining(errors));
    expect(await linhasGravadas()).toEqual(antes);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM r_titulo`.execute(t.db)).rows).toEqual(titulos.rows);
  });

  it('leaves a stored título and its rows as they were when an update carries a bad row', async () => {
    const { id, parcelas } = (await salvar({ descricao: 'Intacto', valor: 1, parcelas: [{ vencimento: '2026-05-01', valor: 1 }] })).json().content;
    const r = await salvar({ id, descricao: 'Mudado', parcelas: [...parcelas, { vencimento: '2026-06-01', valor: -1 }] });
    expect(r.json().errors).toEqual([{ field: 'parcelas.1.valor', message: 'O valor deve ser maior ou igual a 0,01.' }]);
    expect(await ler(id)).toMatchObject({ descricao: 'Intacto', parcelas });
  });
});

describe('the installments listed on their own', () => {
  it('lists every título’s rows of the unit, with the parent as its display field, sorted and searched by it', async () => {
    await salvar({ descricao: 'Energia', valor: 20, parcelas: [{ vencimento: '2026-07-01', valor: 10 }, { vencimento: '2026-08-01', valor: 10 }] });
    await salvar({ descricao: 'Energia do norte', valor: 5, parcelas: [{ vencimento: '2026-07-01', valor: 5 }] }, norte);
    const r = await t.chamar({ method: 'GET', url: '/api/teste/parcelas?q=energia&rpp=50', token: sede });
    expect(r.statusCode).toBe(200);
    const linhas = r.json().content.resultList;
    expect(linhas.map((l: { titulo: { descricao: string }; vencimento: string }) => [l.titulo.descricao, l.vencimento])).toEqual([
      ['Energia', '2026-07-01'],
      ['Energia', '2026-08-01'],
    ]);
  });

  it('is read only when its screen gives no editar tag', async () => {
    const r = await t.chamar({ method: 'POST', url: '/api/teste/parcelas', token: sede, payload: { vencimento: '2026-01-01', valor: 1 } });
    expect(r.statusCode).toBe(404);
  });
});

describe('rows a hook works out', () => {
  it('writes the list antesDeSalvar returns instead of the one sent, and answers it', async () => {
    registrarGanchos('titulo', {
      antesDeSalvar: (_ctx, registro) => {
        if (registro['descricao'] !== 'Horário do gancho') return Promise.resolve();
        const parcelas = Array.isArray(registro['parcelas']) ? (registro['parcelas'] as Record<string, unknown>[]) : [];
        return Promise.resolve({ ...registro, parcelas: parcelas.map((p) => ({ ...p, inicio: '07:00', fim: '08:00' })) });
      },
    });
    const r = await salvar({ descricao: 'Horário do gancho', valor: 1, parcelas: [{ vencimento: '2026-09-01', valor: 1 }] });
    expect(r.statusCode, r.body).toBe(200);
    const { id, parcelas } = r.json().content;
    expect(parcelas).toEqual([expect.objectContaining({ vencimento: '2026-09-01', inicio: '07:00', fim: '08:00' })]);
    expect((await ler(id)).parcelas).toEqual(parcelas);
  });
});
