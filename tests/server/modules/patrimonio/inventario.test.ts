import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Inventario, LeituraDoInventario, ResumoDoInventario } from '../../../../src/shared/api/inventarioDoPatrimonio.ts';
import { hojeNoModelo } from '../../../../src/shared/format/dates.ts';
import { tabelaDoInventario } from '../../../../src/server/modules/patrimonio/relatorios/tabelaDoInventario.ts';
import { MENSAGENS_DO_PATRIMONIO as M } from '../../../../src/shared/patrimonio/mensagens.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// The inventory count through its calls: open one per location, reads classified at once (here,
// another location, unknown), bad input, closing with found, missing, another location (saying
// where) and unknown stored, and another unit's count answered 404.

let t: AppDeTeste;
let admin: string;
let adminNorte: string;
let semTag: string;
const ref = { grupo: 0, sala: 0, deposito: 0 };
const URL = '/api/patrimonio/inventarios';

const post = (url: string, token: string, payload: object) => t.chamar({ method: 'POST', url, token, payload });
const erros = (r: { json: <T>() => T }) => r.json<{ errors: { field: string; message: string }[] }>().errors;

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  adminNorte = await t.entrarNaUnidade('admin', 'Unidade Norte');
  await criarUsuario(t.db, { login: 'seminventario', unidadeIds: [await idDaUnidade(t.db, 'Sede')], tags: ['patrimonio.bem.visualizar'] });
  semTag = await t.entrar('seminventario');
  const { rows } = await sql<{ grupo: number }>`SELECT id AS grupo FROM patrimonio_grupo WHERE codigo = 'MOV'`.execute(t.db);
  ref.grupo = rows[0]!.grupo;
  ref.sala = (await post('/api/patrimonio/locais', admin, { descricao: 'Sala da contagem' })).json<{ content: { id: number } }>().content.id;
  ref.deposito = (await post('/api/patrimonio/locais', admin, { descricao: 'Depósito da contagem' })).json<{ content: { id: number } }>().content.id;
  for (const [plaqueta, local] of [['INV-1', ref.sala], ['INV-2', ref.sala], ['INV-3', ref.sala], ['INV-9', ref.deposito]] as const) {
    const r = await post('/api/patrimonio/bens', admin, { plaqueta, descricao: `Cadeira ${plaqueta}`, grupo: ref.grupo, valor: 300, inicioUso: '2026-01-10', local });
    expect(r.statusCode, r.body).toBe(200);
  }
  // Another unit's asset: read here, it is "another location" with no details; closed, unknown to this unit.
  const norte = await post('/api/patrimonio/bens', adminNorte, { plaqueta: 'INV-N', descricao: 'Mesa do Norte', grupo: ref.grupo, valor: 300, inicioUso: '2026-01-10', local: ref.deposito });
  expect(norte.statusCode, norte.body).toBe(200);
});
afterAll(async () => {
  await t.fechar();
});

describe('the inventory count', () => {
  let id = 0;

  it('opens one count per location', async () => {
    const r = await post(URL, admin, { local: ref.sala });
    expect(r.statusCode, r.body).toBe(200);
    id = r.json<{ content: { id: number } }>().content.id;
    const outra = await post(URL, admin, { local: ref.sala });
    expect([outra.statusCode, erros(outra)]).toEqual([422, [{ field: 'local', message: M.inventarioJaAberto }]]);
    const lista = (await t.chamar({ method: 'GET', url: URL, token: admin })).json<{ content: ResumoDoInventario[] }>().content;
    expect(lista.find((i) => i.id === id)).toMatchObject({ local: 'Sala da contagem', situacao: 'ABERTO', leituras: 0 });
  });

  it('classifies each read at once: here, another location, unknown; a repeated read counts once', async () => {
    const ler = async (plaqueta: string) => (await post(`${URL}/${id}/leituras`, admin, { plaqueta })).json<{ content: LeituraDoInventario }>().content;
    expect(await ler(' INV-1 ')).toEqual({ plaqueta: 'INV-1', classe: 'AQUI', descricao: 'Cadeira INV-1', localDoBem: null });
    expect(await ler('INV-9')).toEqual({ plaqueta: 'INV-9', classe: 'OUTRO_LOCAL', descricao: 'Cadeira INV-9', localDoBem: 'Depósito da contagem' });
    expect(await ler('NAO-EXISTE')).toMatchObject({ classe: 'DESCONHECIDO', descricao: null });
    expect(await ler('INV-3')).toMatchObject({ classe: 'AQUI' });
    expect(await ler('INV-1')).toMatchObject({ classe: 'AQUI' });
    expect(await ler('INV-N')).toEqual({ plaqueta: 'INV-N', classe: 'OUTRO_LOCAL', descricao: null, localDoBem: null });
    const contagem = (await t.chamar({ method: 'GET', url: `${URL}/${id}`, token: admin })).json<{ content: Inventario }>().content;
    expect(contagem.lidas.map((l) => l.plaqueta).sort()).toEqual(['INV-1', 'INV-3', 'INV-9', 'INV-N', 'NAO-EXISTE']);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const vazia = await post(`${URL}/${id}/leituras`, admin, { plaqueta: '   ' });
    expect([vazia.statusCode, erros(vazia)]).toEqual([422, [{ field: 'plaqueta', message: M.plaquetaInvalida }]]);
    expect((await post(`${URL}/${id}/leituras`, admin, { plaqueta: 'x'.repeat(31) })).statusCode).toBe(422);
    expect((await post(`${URL}/${id}/leituras`, admin, {})).statusCode).toBe(422);
    expect((await post(URL, admin, { local: 'sala' })).statusCode).toBe(422);
    const semLocal = await post(URL, admin, { local: 999999 });
    expect([semLocal.statusCode, erros(semLocal)]).toEqual([422, [{ field: 'local', message: M.localInexistente }]]);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM inventario_leitura WHERE inventario_id = ${id}`.execute(t.db);
    expect(rows[0]!.n).toBe(5);
  });

  it('is another unit\'s 404, and refused without the tag', async () => {
    expect((await t.chamar({ method: 'GET', url: `${URL}/${id}`, token: adminNorte })).statusCode).toBe(404);
    expect((await post(`${URL}/${id}/leituras`, adminNorte, { plaqueta: 'INV-2' })).statusCode).toBe(404);
    expect((await post(`${URL}/${id}/fechar`, adminNorte, {})).statusCode).toBe(404);
    const sem = await post(URL, semTag, { local: ref.deposito });
    expect([sem.statusCode, sem.json<{ message: string }>().message]).toEqual([403, MENSAGEM_SEM_PERMISSAO]);
  });

  it('closes with found, missing (the location\'s assets not read), another location (where it is registered) and unknown tags, stored; then takes no read', async () => {
    const r = await post(`${URL}/${id}/fechar`, admin, {});
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<{ message: string }>().message).toBe('Contagem fechada: 2 encontrado(s), 1 faltante(s), 1 de outro local, 2 desconhecido(s).');
    const fechado = r.json<{ content: Inventario }>().content;
    expect([fechado.situacao, fechado.encontrados, fechado.faltantes, fechado.outrosLocais, fechado.desconhecidos]).toEqual(['FECHADO', 2, 1, 1, 2]);
    // The differences first (missing, another location, unknown), then what was found.
    expect(fechado.resultado).toEqual([
      { plaqueta: 'INV-2', resultado: 'FALTANTE', descricao: 'Cadeira INV-2', localDoBem: null },
      { plaqueta: 'INV-9', resultado: 'OUTRO_LOCAL', descricao: 'Cadeira INV-9', localDoBem: 'Depósito da contagem' },
      { plaqueta: 'INV-N', resultado: 'DESCONHECIDO', descricao: null, localDoBem: null },
      { plaqueta: 'NAO-EXISTE', resultado: 'DESCONHECIDO', descricao: null, localDoBem: null },
      { plaqueta: 'INV-1', resultado: 'ENCONTRADO', descricao: 'Cadeira INV-1', localDoBem: null },
      { plaqueta: 'INV-3', resultado: 'ENCONTRADO', descricao: 'Cadeira INV-3', localDoBem: null },
    ]);
    const { rows } = await sql<{ resultado: string; n: number }>`
      SELECT resultado, count(*)::int AS n FROM inventario_resultado WHERE inventario_id = ${id} GROUP BY 1 ORDER BY 1`.execute(t.db);
    expect(rows).toEqual([{ resultado: 'DESCONHECIDO', n: 2 }, { resultado: 'ENCONTRADO', n: 2 }, { resultado: 'FALTANTE', n: 1 }, { resultado: 'OUTRO_LOCAL', n: 1 }]);
    const depois = await post(`${URL}/${id}/leituras`, admin, { plaqueta: 'INV-2' });
    expect([depois.statusCode, erros(depois)[0]?.message]).toEqual([422, M.inventarioFechado]);
    expect((await post(`${URL}/${id}/fechar`, admin, {})).statusCode).toBe(422);
    expect((await post(URL, admin, { local: ref.sala })).statusCode).toBe(200);
  });

  it('makes the inventory differences report: the missing assets, those of another location (where) and the unknown tags of the counts closed in the period', async () => {
    const hoje = hojeNoModelo();
    const tabela = await tabelaDoInventario(t.db, await idDaUnidade(t.db, 'Sede'), hoje, hoje);
    expect(tabela.linhas.map((l) => [l[1], l[2], l[3], l[4], l[5]])).toEqual([
      ['Sala da contagem', 'INV-2', 'Cadeira INV-2', 'Faltante', ''],
      ['Sala da contagem', 'INV-9', 'Cadeira INV-9', 'De outro local', 'Depósito da contagem'],
      ['Sala da contagem', 'INV-N', '', 'Desconhecida', ''],
      ['Sala da contagem', 'NAO-EXISTE', '', 'Desconhecida', ''],
    ]);
    expect(tabela.totais.map((x) => [x.rotulo, x.valor])).toEqual([['Contagens', 1], ['Encontrados', 2], ['Faltantes', 1], ['De outro local', 1], ['Desconhecidas', 2]]);
    const norte = await tabelaDoInventario(t.db, await idDaUnidade(t.db, 'Unidade Norte'), hoje, hoje);
    expect(norte.linhas).toEqual([]);
  });
});

describe('the demo counts', () => {
  it('has the library closed with every outcome and the workshop room open with tags read', async () => {
    const lista = (await t.chamar({ method: 'GET', url: URL, token: admin })).json<{ content: ResumoDoInventario[] }>().content;
    const oficinas = lista.find((i) => i.local === 'Sede – Sala de oficinas');
    expect(oficinas).toMatchObject({ situacao: 'ABERTO', leituras: 2 });
    const biblioteca = lista.find((i) => i.local === 'Sede – Biblioteca' && i.situacao === 'FECHADO');
    expect(biblioteca).toMatchObject({ faltantes: 2, outrosLocais: 1, desconhecidos: 1 });
    const fechada = (await t.chamar({ method: 'GET', url: `${URL}/${biblioteca?.id}`, token: admin })).json<{ content: Inventario }>().content;
    expect(fechada.resultado.find((i) => i.resultado === 'OUTRO_LOCAL')).toMatchObject({ descricao: expect.stringMatching(/^Notebook/), localDoBem: 'Sede – Administração' });
    expect(fechada.resultado.find((i) => i.resultado === 'DESCONHECIDO')).toMatchObject({ plaqueta: 'PAT-09999' });
  });
});
