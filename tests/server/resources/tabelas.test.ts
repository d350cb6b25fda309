import { tmpdir } from 'node:os';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarApp } from '../../../src/server/app.ts';
import { lerConfig } from '../../../src/server/config.ts';
import { CatalogoInvalido, carregarCatalogoDeTelas, TabelasIncompativeis } from '../../../src/server/resources/index.ts';
import { sincronizarTabelas } from '../../../src/server/resources/tabelas.ts';
import { criarBancoDeTeste, type BancoDeTeste } from '../../support/banco.ts';
import { pastaDeTelas } from './ajudantes.ts';
import { ARQUIVOS_DE_TESTE, MODELO_CATEGORIA, MODELO_SETOR } from './catalogo-de-teste.ts';

// The tables follow the models at start: created, extended with new columns, and never
// changed destructively (that needs a written migration).

let banco: BancoDeTeste;
beforeAll(async () => {
  banco = await criarBancoDeTeste();
});
afterAll(() => banco.descartar());

async function sincronizar(mudancas: Record<string, unknown> = {}) {
  const pasta = await pastaDeTelas({ ...ARQUIVOS_DE_TESTE, ...mudancas });
  const catalogo = await carregarCatalogoDeTelas(pasta);
  await pasta.remover();
  return sincronizarTabelas(banco.db, catalogo);
}

async function colunas(tabela: string): Promise<Record<string, string>> {
  const { rows } = await sql<{ column_name: string; data_type: string; is_nullable: string }>`
    SELECT column_name, data_type, is_nullable FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${tabela}`.execute(banco.db);
  return Object.fromEntries(rows.map((r) => [r.column_name, `${r.data_type}${r.is_nullable === 'NO' ? ' not null' : ''}`]));
}

const categoriaCom = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  'modelos/categoria.json': { ...MODELO_CATEGORIA, ...extra, properties: { ...MODELO_CATEGORIA.properties, ...properties } },
});

const telaDeSetores = {
  'telas/setores.json': {
    rota: { name: 'teste.setores', path: '/teste/setores' },
    titulo: 'Setores',
    recurso: '/api/teste/setores',
    modelo: 'setor',
    tags: { visualizar: 'teste.categoria.visualizar' },
    lista: { colunas: ['id'] },
  },
};

describe('sincronizarTabelas', () => {
  it('creates a table per served model, typed by the model, with its references as foreign keys', async () => {
    const feito = await sincronizar();
    expect(feito.tabelasCriadas).toEqual(['r_categoria', 'r_lancamento']);
    expect(await colunas('r_lancamento')).toEqual({
      id: 'integer not null',
      unidade_id: 'integer not null',
      ativo: 'boolean not null',
      criado_em: 'timestamp with time zone not null',
      atualizado_em: 'timestamp with time zone not null',
      estornado_em: 'timestamp with time zone',
      estornado_por: 'integer',
      estorno_motivo: 'text',
      descricao: 'text',
      valor: 'numeric',
      data: 'date',
      vencimento_em: 'timestamp with time zone',
      categoria_id: 'integer',
      setor_id: 'integer',
      situacao: 'text',
      observacao: 'text',
      quantidade: 'integer',
      etiquetas: 'jsonb',
      detalhes: 'jsonb',
    });
    const { rows } = await sql<{ alvo: string }>`
      SELECT confrelid::regclass::text AS alvo FROM pg_constraint
      WHERE conrelid = 'r_lancamento'::regclass AND contype = 'f' ORDER BY 1`.execute(banco.db);
    expect(rows.map((r) => r.alvo)).toEqual(['r_categoria', 'setor', 'unidade', 'usuario']);
  });

  it('changes nothing on a second start', async () => {
    expect(await sincronizar()).toEqual({ tabelasCriadas: [], colunasAdicionadas: [] });
  });

  it('adds the column of a new property and keeps the rows', async () => {
    const unidade = (await banco.db.selectFrom('unidade').select('id').executeTakeFirstOrThrow()).id;
    await sql`INSERT INTO r_categoria (unidade_id, descricao) VALUES (${unidade}, 'Antiga')`.execute(banco.db);
    const feito = await sincronizar(categoriaCom({ codigo: { type: 'integer' }, corDeFundo: { type: 'string', 'x-tipo': 'cor' } }));
    expect(feito).toEqual({ tabelasCriadas: [], colunasAdicionadas: ['r_categoria.codigo', 'r_categoria.cor_de_fundo'] });
    const { rows } = await sql<{ descricao: string; codigo: number | null }>`SELECT descricao, codigo FROM r_categoria`.execute(banco.db);
    expect(rows).toEqual([{ descricao: 'Antiga', codigo: null }]);
  });

  it('refuses a changed column type, asking for a written migration, and applies nothing of that start', async () => {
    const erro = await sincronizar(categoriaCom({ descricao: { type: 'integer' }, nova: { type: 'string' } })).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(TabelasIncompativeis);
    expect((erro as Error).message).toContain(
      "A coluna 'r_categoria.descricao' é text, mas a propriedade 'descricao' do modelo 'categoria' pede integer: essa mudança precisa de uma migração escrita (src/server/db/migrations).",
    );
    expect(Object.keys(await colunas('r_categoria'))).not.toContain('nova');
  });

  it('refuses a missing core table, and a required core table column the model leaves out', async () => {
    const problemas = async (mudancas: Record<string, unknown>) => ((await sincronizar(mudancas).catch((e: unknown) => e)) as Error).message;

    expect(await problemas({ 'modelos/setor.json': { ...MODELO_SETOR, 'x-tabela': 'nao_existe' }, ...telaDeSetores })).toContain(
      "A tabela 'nao_existe' (x-tabela do modelo 'setor') não existe; crie-a numa migração.",
    );
    const { nome: _nome, ...semNome } = MODELO_SETOR.properties;
    expect(await problemas({ 'modelos/setor.json': { ...MODELO_SETOR, 'x-exibicao': undefined, properties: semNome }, ...telaDeSetores })).toContain(
      "A coluna obrigatória 'setor.nome' não está no modelo 'setor' (toda inclusão falharia)",
    );
  });

  it('refuses a new required unit column on a table that has rows', async () => {
    await sql`ALTER TABLE r_categoria DROP COLUMN unidade_id`.execute(banco.db);
    const erro = (await sincronizar().catch((e: unknown) => e)) as Error;
    expect(erro.message).toContain("A tabela 'r_categoria' tem registros e não pode ganhar a coluna obrigatória 'unidade_id'");
    await sql`DELETE FROM r_categoria`.execute(banco.db);
    expect((await sincronizar()).colunasAdicionadas).toEqual(['r_categoria.unidade_id']);
  });
});

describe('the screens of the repository', () => {
  it('bring the core table setor up to the model, additively', async () => {
    const catalogo = await carregarCatalogoDeTelas();
    const feito = await sincronizarTabelas(banco.db, catalogo);
    expect(feito.colunasAdicionadas).toEqual(expect.arrayContaining(['setor.criado_em', 'setor.atualizado_em']));
    // The people register's configuration tables come from migration 0006 (pessoa references them).
    expect(feito.tabelasCriadas).toEqual([]);
    expect(await sincronizarTabelas(banco.db, catalogo)).toEqual({ tabelasCriadas: [], colunasAdicionadas: [] });
  });
});

describe('criarApp', () => {
  it("stops on a descriptor whose resource a hand-written module serves, naming the file", async () => {
    const pasta = await pastaDeTelas({
      ...ARQUIVOS_DE_TESTE,
      'telas/usuarios.json': { ...telaDeSetores['telas/setores.json'], rota: { name: 'teste.usuarios', path: '/teste/usuarios' }, recurso: '/api/usuarios' },
    });
    const catalogo = await carregarCatalogoDeTelas(pasta);
    await pasta.remover();
    const erro = await criarApp(banco.db, { ...lerConfig({ DATA_DIR: tmpdir() }), logLevel: 'silent' }, { catalogo }).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(CatalogoInvalido);
    expect((erro as Error).message).toContain("telas/usuarios.json: /recurso — O recurso '/api/usuarios' já é atendido por um módulo do servidor.");
  });
});
