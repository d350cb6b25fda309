import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carregarCatalogoDeTelas, TabelasIncompativeis } from '../../../src/server/resources/index.ts';
import { sincronizarTabelas } from '../../../src/server/resources/tabelas.ts';
import { criarBancoDeTeste, type BancoDeTeste } from '../../support/banco.ts';
import { pastaDeTelas, problemasDoCatalogo } from './ajudantes.ts';
import { ARQUIVOS_DE_TITULOS, MODELO_SETOR_RESUMIDO, MODELO_TITULO, TELA_TITULOS, VISAO_SETOR } from './catalogo-de-titulos.ts';

// What the catalogue and the tables' sync make of child tables, resumos, range filters and
// views: problems named by file and JSON path, a child table with its key and order, a view
// checked and never altered.

const com = (mudancas: Record<string, unknown>) => ({ ...ARQUIVOS_DE_TITULOS, ...mudancas });
const titulosCom = (mudanca: Record<string, unknown>) => ({ 'telas/teste/titulos.json': { ...TELA_TITULOS, ...mudanca } });

describe('the catalogue', () => {
  it('loads the fixture, serving the child model with its parent key', async () => {
    const pasta = await pastaDeTelas(ARQUIVOS_DE_TITULOS);
    const catalogo = await carregarCatalogoDeTelas(pasta);
    await pasta.remover();
    expect(catalogo.mapas.get('parcela')?.chaveDoPai).toBe('titulo');
    expect(catalogo.mapas.get('titulo')?.filhos).toEqual([{ propriedade: 'parcelas', modelo: 'parcela', chave: 'titulo' }]);
    expect(catalogo.mapas.get('titulo')?.colunas.map((c) => c.propriedade)).not.toContain('parcelas');
    expect(catalogo.modelos['titulo']?.properties['parcelas']?.items?.properties).not.toHaveProperty('titulo');
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a child model the catalogue lacks',
      { 'modelos/titulo.json': { ...MODELO_TITULO, properties: { ...MODELO_TITULO.properties, parcelas: { type: 'array', 'x-filhos': { modelo: 'prestacao', chave: 'titulo' } } } } },
      "modelos/titulo.json: /properties/parcelas/x-filhos/modelo — Modelo filho desconhecido: 'prestacao'.",
    ],
    [
      'a range whose bound takes another filter’s name',
      titulosCom({ filtro: { campos: [{ campo: 'valor', widget: 'intervalo' }, { campo: 'emissao', parametro: 'valorDe' }] } }),
      "telas/teste/titulos.json: /filtro/campos/1 — O parâmetro 'valorDe' já é enviado por /filtro/campos/0.",
    ],
    [
      'a parameter-only filter named like a list parameter',
      titulosCom({ filtro: { campos: [{ parametro: 'sort', titulo: 'Ordem', widget: 'q-input' }] } }),
      "telas/teste/titulos.json: /filtro/campos/0 — O parâmetro 'sort' é reservado da lista.",
    ],
    [
      'a condition whose value is not of its column’s type',
      titulosCom({ lista: { colunas: ['descricao'], resumos: [{ nome: 'caros', contagem: true, se: { field: 'valor', op: 'gt', value: 'mil' } }] } }),
      "telas/teste/titulos.json: /lista/resumos/0/se/value — O valor não é do tipo da coluna 'valor' (numeric).",
    ],
  ])('reports %s', async (_caso, mudancas, problema) => {
    expect(await problemasDoCatalogo(com(mudancas))).toContain(problema);
  });
});

describe('the tables of child models and views', () => {
  let banco: BancoDeTeste;
  beforeAll(async () => {
    banco = await criarBancoDeTeste();
  });
  afterAll(() => banco.descartar());

  async function sincronizar(mudancas: Record<string, unknown> = {}) {
    const pasta = await pastaDeTelas(com(mudancas));
    const catalogo = await carregarCatalogoDeTelas(pasta);
    await pasta.remover();
    return sincronizarTabelas(banco.db, catalogo);
  }

  it('refuses to start while the view a model reads does not exist, creating nothing', async () => {
    const erro = await sincronizar().catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(TabelasIncompativeis);
    expect((erro as Error).message).toContain("A visão 'vw_setor_teste' (x-visao do modelo 'setorResumido') não existe; crie-a numa migração.");
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'r_parcela'`.execute(banco.db);
    expect(rows[0]?.n).toBe(0);
  });

  it("names a column the view lacks, and never alters the view", async () => {
    await sql.raw(VISAO_SETOR).execute(banco.db);
    const maisUma = { 'modelos/setorResumido.json': { ...MODELO_SETOR_RESUMIDO, properties: { ...MODELO_SETOR_RESUMIDO.properties, sigla: { type: 'string' } } } };
    const erro = await sincronizar(maisUma).catch((e: unknown) => e);
    expect((erro as Error).message).toContain("A visão 'vw_setor_teste' não tem a coluna 'sigla' que o modelo 'setorResumido' lê: mude a migração que a cria.");
  });

  it('creates the child table with its order and a required key that deletes the rows with the parent', async () => {
    await sincronizar();
    const { rows } = await sql<{ column_name: string; is_nullable: string }>`
      SELECT column_name, is_nullable FROM information_schema.columns WHERE table_name = 'r_parcela' ORDER BY column_name`.execute(banco.db);
    expect(rows).toEqual(expect.arrayContaining([{ column_name: 'titulo_id', is_nullable: 'NO' }, { column_name: 'ordem', is_nullable: 'NO' }, { column_name: 'unidade_id', is_nullable: 'NO' }]));
    const regra = await sql<{ delete_rule: string }>`
      SELECT rc.delete_rule FROM information_schema.referential_constraints rc
      JOIN information_schema.key_column_usage k ON k.constraint_name = rc.constraint_name
      WHERE k.table_name = 'r_parcela' AND k.column_name = 'titulo_id'`.execute(banco.db);
    expect(regra.rows).toEqual([{ delete_rule: 'CASCADE' }]);
  });
});
