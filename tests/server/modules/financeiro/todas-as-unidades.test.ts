import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TarefaResumo } from '../../../../src/shared/realtime/protocolo.ts';
import { arquivoDaTarefa } from '../../../security/planilhas.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// The administrator's view of every unit (lista.todasAsUnidades) over the demo's títulos: the
// list, its resumos and its print take unidades=todas and answer both units' rows, each with its
// unit; the figures are the sum of each unit's. Anyone else is refused (403), and a list that does
// not offer the view refuses the parameter (422) rather than ignore it.

let t: AppDeTeste;
let admin: string;
let adminNorte: string;
let tesoureira: string;

const RECEITAS = '/api/titulos/receitas';

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  adminNorte = await t.entrarNaUnidade('admin', 'Unidade Norte');
  const unidades = [await idDaUnidade(t.db, 'Sede'), await idDaUnidade(t.db, 'Unidade Norte')];
  const tags = ['visualizar', 'criar', 'editar', 'imprimir'].map((acao) => `financeiro.receita.${acao}`);
  await criarUsuario(t.db, { login: 'tesoureira', unidadeIds: unidades, tags });
  tesoureira = await t.entrarNaUnidade('tesoureira', 'Sede');
});
afterAll(() => t.fechar());

type Resumos = Record<'quantidade' | 'total' | 'aberto' | 'pago' | 'vencido', number>;

const chamar = (url: string, token = admin) => t.chamar({ method: 'GET', url, token });
const resumos = async (query: string, token = admin): Promise<Resumos> => (await chamar(`${RECEITAS}/resumos?${query}`, token)).json<{ content: Resumos }>().content;
const centavos = (valor: number) => Math.round(valor * 100);

describe('every unit, for the administrator', () => {
  it("answers figures that are the sum of each unit's, to the cent", async () => {
    const filtro = 'proximoVencimento=CUSTOMIZADO&proximoVencimentoDe=2026-01-01&proximoVencimentoAte=2026-12-31';
    const sede = await resumos(filtro);
    const norte = await resumos(filtro, adminNorte);
    const todas = await resumos(`${filtro}&unidades=todas`);
    expect(sede.quantidade).toBeGreaterThan(0);
    expect(norte.quantidade).toBeGreaterThan(0);
    for (const nome of ['total', 'aberto', 'pago', 'vencido'] as const) expect(centavos(todas[nome]), nome).toBe(centavos(sede[nome]) + centavos(norte[nome]));
    expect(todas.quantidade).toBe(sede.quantidade + norte.quantidade);
  });

  it('lists both units’ rows, each with its unit, and the session’s unit alone without the parameter', async () => {
    type Pagina = { resultList: Record<string, unknown>[]; count: number };
    const pagina = async (query: string, token = admin) => (await chamar(`${RECEITAS}?rpp=100&${query}`, token)).json<{ content: Pagina }>().content;
    const todas = await pagina('unidades=todas');
    expect(todas.count).toBe((await pagina('')).count + (await pagina('', adminNorte)).count);
    expect(todas.resultList.every((r) => ['Sede', 'Unidade Norte'].includes((r['unidade'] as { nome: string }).nome))).toBe(true);
    expect((await pagina('')).resultList.every((r) => !Object.hasOwn(r, 'unidade'))).toBe(true);
  });

  it('prints every unit with a Unidade column', async () => {
    const r = await t.chamar({ method: 'POST', url: `${RECEITAS}/imprimir?unidades=todas&sort=valor,desc`, token: admin, payload: { formato: 'XLSX', colunas: ['descricao', 'valor'] } });
    expect(r.statusCode, r.body).toBe(200);
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load((await arquivoDaTarefa(t, admin, r.json<{ content: TarefaResumo }>().content)) as unknown as ExcelJS.Buffer);
    const linhas: unknown[][] = [];
    livro.worksheets[0]?.eachRow((row) => linhas.push((row.values as unknown[]).slice(1)));
    const cabecalho = linhas.findIndex((l) => l[0] === 'Unidade');
    expect(linhas[cabecalho]).toEqual(['Unidade', 'Descrição', 'Valor']);
    expect(linhas.flat()).toContain('Unidade: Todas as unidades');
    const unidades = linhas.slice(cabecalho + 1).map((l) => l[0]);
    expect(unidades).toContain('Sede');
    expect(unidades).toContain('Unidade Norte');
  });
});

describe('every unit, for anyone else', () => {
  it('is refused to a user without administrador, on the list, its resumos and its print, even holding every receita tag', async () => {
    expect((await chamar(`${RECEITAS}?unidades=todas`, tesoureira)).json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    expect((await chamar(`${RECEITAS}/resumos?unidades=todas`, tesoureira)).statusCode).toBe(403);
    const imprimir = await t.chamar({ method: 'POST', url: `${RECEITAS}/imprimir?unidades=todas`, token: tesoureira, payload: { formato: 'PDF' } });
    expect(imprimir.statusCode).toBe(403);
    expect((await chamar(`${RECEITAS}?unidades=todas&rpp=5`, admin)).statusCode).toBe(200);
  });

  it('is refused by a list that does not offer it, rather than ignored', async () => {
    const r = await chamar('/api/financeiro/contas?unidades=todas');
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'unidades', message: 'Esta lista não mostra todas as unidades.' }] });
    expect((await chamar(`${RECEITAS}?unidades=algumas`)).statusCode).toBe(422);
  });
});
