import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { configurarAlcadas } from '../aprovacaofinanceira/alcadas-de-teste.ts';
import { criarUsuario, idDaUnidade, idDoUsuario, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// Reallocations through their calls, under the tiers (alcadas-de-teste.ts): the request
// refused past the source's balance, a R$ 12.000,00 one waiting for the coordenador then the diretor (admin, who asked, never offered it), the budget moved on
// the last approval with its history, a rejection, and the tags.

let t: AppDeTeste;
let admin: string;
let coordenador: string;
let diretor: string;
let semTag: string;

const PEDIDOS = '/api/projetos/remanejamentos';
const A_APROVAR = '/api/projetos/remanejamentosaaprovar';
const HISTORICO = '/api/projetos/remanejamentoshistorico';

interface Projeto {
  id: number;
  rubricas: { id: number; codigo: string; valorTotal: number }[];
}

let projeto: Projeto;
const rubrica = (codigo: string): number => projeto.rubricas.find((r) => r.codigo === codigo)?.id ?? 0;

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  coordenador = await t.entrarNaUnidade('coordenador', 'Sede');
  diretor = await t.entrarNaUnidade('diretor', 'Sede');
  const sede = await idDaUnidade(t.db, 'Sede');
  await criarUsuario(t.db, { login: 'semremanejar', unidadeIds: [sede], tags: ['projetos.projeto.visualizar'] });
  semTag = await t.entrar('semremanejar');
  await configurarAlcadas(t, admin);
  const r = await t.chamar({
    method: 'POST', url: '/api/projetos', token: admin,
    payload: { codigo: 'T-REM', nome: 'Projeto T-REM', situacao: 'EM_EXECUCAO', rubricas: [{ codigo: 'A', descricao: 'Pessoal', valorTotal: 20000 }, { codigo: 'B', descricao: 'Material', valorTotal: 1000 }] },
  });
  expect(r.statusCode, r.body).toBe(200);
  projeto = r.json<{ content: Projeto }>().content;
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await t.fechar();
});

const pedir = (valor: number, extra: object = {}) =>
  t.chamar({ method: 'POST', url: PEDIDOS, token: admin, payload: { projeto: projeto.id, rubricaOrigem: rubrica('A'), rubricaDestino: rubrica('B'), valor, motivo: 'Compra de material', ...extra } });
const totais = async (): Promise<string[]> =>
  (await sql<{ v: string }>`SELECT valor_total::text AS v FROM projeto_rubrica WHERE projeto_id = ${projeto.id} ORDER BY codigo`.execute(t.db)).rows.map((r) => r.v);
const aguardando = async (token: string): Promise<number[]> =>
  (await t.chamar({ method: 'GET', url: A_APROVAR, token })).json<{ content: { resultList: { id: number }[] } }>().content.resultList.map((r) => r.id);

describe('a reallocation request', () => {
  it('past the source’s free balance is refused, naming it, and nothing is stored', async () => {
    const r = await pedir(20000.01);
    expect(r.statusCode).toBe(422);
    expect(r.json<{ errors: { field: string; message: string }[] }>().errors).toContainEqual({ field: 'valor', message: 'A rubrica A - Pessoal tem R$ 20.000,00 livres (orçado menos executado): remaneje no máximo isso.' });
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM remanejamento WHERE projeto_id = ${projeto.id}`.execute(t.db)).rows[0]?.n).toBe(0);
  });

  it('of R$ 12.000,00 waits for the coordenador, then the diretor, each told live; the requester is never offered it; the last approval moves the budget', async () => {
    vi.spyOn(t.app.tempoReal, 'aberto', 'get').mockReturnValue(true);
    const notificar = vi.spyOn(t.app.tempoReal, 'notificarUsuario').mockResolvedValue(undefined);
    const avisados = () => notificar.mock.calls.map(([usuario, aviso]) => [usuario, aviso.title]);
    const [idCoordenador, idDiretor] = [await idDoUsuario(t.db, 'coordenador'), await idDoUsuario(t.db, 'diretor')];
    const r = await pedir(12000);
    expect(r.statusCode, r.body).toBe(200);
    const { id, situacao } = r.json<{ content: { id: number; situacao: string } }>().content;
    expect(situacao).toBe('PENDENTE');
    expect(await aguardando(admin)).not.toContain(id);
    const propria = await t.chamar({ method: 'POST', url: `${A_APROVAR}/${id}/aprovar`, token: admin, payload: {} });
    expect(propria.statusCode).toBe(403);
    expect(propria.json<{ message: string }>().message).toBe('Você não é um aprovador disponível deste remanejamento no nível em que ele está.');
    expect(await aguardando(diretor)).not.toContain(id);
    expect(await aguardando(coordenador)).toContain(id);
    await vi.waitFor(() => expect(avisados()).toEqual([[idCoordenador, 'Remanejamento para aprovar']]));

    const primeira = await t.chamar({ method: 'POST', url: `${A_APROVAR}/${id}/aprovar`, token: coordenador, payload: {} });
    expect(primeira.statusCode, primeira.body).toBe(200);
    expect(await totais()).toEqual(['20000.00', '1000.00']);
    expect(await aguardando(diretor)).toContain(id);
    await vi.waitFor(() => expect(avisados()).toEqual([[idCoordenador, 'Remanejamento para aprovar'], [idDiretor, 'Remanejamento para aprovar']]));

    const ultima = await t.chamar({ method: 'POST', url: `${A_APROVAR}/${id}/aprovar`, token: diretor, payload: {} });
    expect(ultima.statusCode, ultima.body).toBe(200);
    expect(ultima.json<{ message: string }>().message).toBe('Remanejamento aprovado: o orçamento foi movido.');
    expect(await totais()).toEqual(['8000.00', '13000.00']);

    const historico = await t.chamar({ method: 'GET', url: `${HISTORICO}?rpp=50`, token: admin });
    expect(historico.statusCode, historico.body).toBe(200);
    const passos = historico.json<{ content: { resultList: { id: number; remanejamento: { id: number }; passo: string; nivel: number | null }[] } }>()
      .content.resultList.filter((p) => p.remanejamento.id === id)
      .sort((a, b) => a.id - b.id);
    expect(passos.map((p) => [p.passo, p.nivel])).toEqual([['SOLICITADO', null], ['APROVADO', 1], ['APROVADO', 2], ['EFETIVADO', null]]);
    expect((await t.chamar({ method: 'POST', url: PEDIDOS, token: admin, payload: { ...r.json<{ content: object }>().content, valor: 1 } })).statusCode).toBe(422);
  });

  it('rejected with a reason, the budget stays', async () => {
    const r = await pedir(2000);
    const { id } = r.json<{ content: { id: number } }>().content;
    const rejeicao = await t.chamar({ method: 'POST', url: `${A_APROVAR}/${id}/rejeitar`, token: coordenador, payload: { motivo: 'Sem justificativa' } });
    expect(rejeicao.statusCode, rejeicao.body).toBe(200);
    const lido = await t.chamar({ method: 'GET', url: `${PEDIDOS}/${id}`, token: admin });
    expect(lido.json<{ content: { situacao: string } }>().content.situacao).toBe('REJEITADO');
    expect(await totais()).toEqual(['8000.00', '13000.00']);
  });

  it('without the tags: 403 on asking and on the approval list', async () => {
    for (const [method, url] of [['POST', PEDIDOS], ['GET', A_APROVAR]] as const) {
      const r = await t.chamar({ method, url, token: semTag, payload: method === 'GET' ? undefined : {} });
      expect(r.statusCode, `${method} ${url}`).toBe(403);
      expect(r.json<{ message: string }>().message).toBe(MENSAGEM_SEM_PERMISSAO);
    }
  });
});
