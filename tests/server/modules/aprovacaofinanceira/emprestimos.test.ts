import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfDaTabela } from '../../../../src/server/jobs/relatorios/pdf.ts';
import { xlsxDaTabela } from '../../../../src/server/jobs/relatorios/xlsx.ts';
import { tabelaDosEmprestimosEmAberto } from '../../../../src/server/modules/aprovacaofinanceira/emprestimos/relatorio.ts';
import { MENSAGENS_DOS_EMPRESTIMOS as M } from '../../../../src/shared/emprestimos/mensagens.ts';
import { hojeNoModelo } from '../../../../src/shared/format/dates.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// Loans between projects through the API: P1 (coordinated by coordA, account A of the Sede) lends
// to P2 (coordB, account B of the Unidade Norte); P3 (coordA) has no account of its own; PM is a
// MROSC partnership with its own account. The requester only asks; finance holds the finance tag.

let t: AppDeTeste;
const tk = { solicitante: '', coordA: '', coordB: '', financeiro: '', leitor: '', semTag: '' };
const usuarios = { solicitante: 0 };
const p = { p1: 0, p2: 0, p3: 0, pm: 0 };
const conta = { a: 0, b: 0, c: 0, m: 0 };

const PEDIDOS = '/api/aprovacaofinanceira/emprestimos';
const A_APROVAR = '/api/aprovacaofinanceira/aprovacoesemprestimo';
const A_DEVOLVER = '/api/aprovacaofinanceira/devolucoesemprestimo';
const historico = (id: number | string) => `/api/aprovacaofinanceira/emprestimo/${id}/historico`;
const FUTURO = '2099-12-31';

const VER = 'aprovacaofinanceira.emprestimo.visualizar';
const DECIDIR = 'aprovacaofinanceira.emprestimo.decidir';

async function novaConta(unidade: number, descricao: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`INSERT INTO conta (unidade_id, descricao, tipo, saldo_inicial, data_saldo_inicial)
    VALUES (${unidade}, ${descricao}, 'CONTA_CORRENTE', 0, '2025-01-01') RETURNING id`.execute(t.db);
  return rows[0]!.id;
}

async function novoProjeto(codigo: string, coordenador: number | null, contaId: number | null, parceria = false): Promise<number> {
  const { rows } = await sql<{ id: number }>`INSERT INTO projeto (codigo, nome, coordenador_id, conta_id, parceria)
    VALUES (${codigo}, ${`Projeto ${codigo}`}, ${coordenador}, ${contaId}, ${parceria}) RETURNING id`.execute(t.db);
  return rows[0]!.id;
}

const post = (url: string, token: string, payload: object = {}) => t.chamar({ method: 'POST', url, token, payload });
const get = (url: string, token: string) => t.chamar({ method: 'GET', url, token });
const pedir = (payload: object, token = tk.solicitante) =>
  post(PEDIDOS, token, { projetoOrigem: { id: p.p1 }, projetoDestino: { id: p.p2 }, valor: 1000, finalidade: 'Folha de novembro', dataDevolucao: FUTURO, ...payload });

async function pedido(payload: object = {}): Promise<number> {
  const r = await pedir(payload);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: { id: number } }>().content.id;
}

const decidir = (id: number, acao: 'aprovar' | 'rejeitar', token: string, motivo?: string) =>
  post(`${A_APROVAR}/${id}/${acao}`, token, motivo === undefined ? {} : { motivo });
const situacao = async (id: number) => (await sql<{ situacao: string }>`SELECT situacao FROM emprestimo WHERE id = ${id}`.execute(t.db)).rows[0]?.situacao;
const idsDaLista = async (url: string, token: string) => {
  const r = await get(`${url}?rpp=100`, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: { resultList: { id: number }[] } }>().content.resultList.map((l) => l.id);
};

async function aprovadoPorTodos(id: number): Promise<void> {
  for (const token of [tk.coordA, tk.coordB, tk.financeiro]) {
    const r = await decidir(id, 'aprovar', token);
    expect(r.statusCode, r.body).toBe(200);
  }
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  const [sede, norte] = [await idDaUnidade(t.db, 'Sede'), await idDaUnidade(t.db, 'Unidade Norte')];
  const usuario = async (login: string, tags: string[]) => {
    const id = await criarUsuario(t.db, { login, unidadeIds: [sede], tags });
    return { id, token: await t.entrar(login) };
  };
  // The requester may decide on others' loans, never on their own.
  const solicitante = await usuario('emp-solicitante', [VER, DECIDIR, 'aprovacaofinanceira.emprestimo.solicitar']);
  const coordA = await usuario('emp-coord-a', [VER, DECIDIR]);
  const coordB = await usuario('emp-coord-b', [VER, DECIDIR]);
  const financeiro = await usuario('emp-financeiro', [VER, DECIDIR, 'aprovacaofinanceira.emprestimo.aprovar', 'aprovacaofinanceira.emprestimo.devolver']);
  const leitor = await usuario('emp-leitor', [VER, DECIDIR]);
  const semTag = await usuario('emp-sem-tag', ['gestaopessoas.pessoa.visualizar']);
  usuarios.solicitante = solicitante.id;
  Object.assign(tk, { solicitante: solicitante.token, coordA: coordA.token, coordB: coordB.token, financeiro: financeiro.token, leitor: leitor.token, semTag: semTag.token });
  [conta.a, conta.b, conta.c, conta.m] = [await novaConta(sede, 'Conta P1'), await novaConta(norte, 'Conta P2'), await novaConta(sede, 'Caixa geral'), await novaConta(sede, 'Conta do termo')];
  p.p1 = await novoProjeto('P1', coordA.id, conta.a);
  p.p2 = await novoProjeto('P2', coordB.id, conta.b);
  p.p3 = await novoProjeto('P3', coordA.id, null);
  p.pm = await novoProjeto('PM', coordB.id, conta.m, true);
});
afterAll(() => t.fechar());

describe('a loan requested, approved, transferred and returned in two parts', () => {
  let id = 0;

  it('the request waits for both coordinators and finance, each seeing it in their list', async () => {
    // The reply to the request already names its requester and the projects' own accounts.
    const r = await pedir({});
    expect(r.statusCode, r.body).toBe(200);
    const salvo = r.json<{ content: { id: number; solicitante: { id: number }; contaOrigem: { id: number }; contaDestino: { id: number } } }>().content;
    expect([salvo.solicitante.id, salvo.contaOrigem.id, salvo.contaDestino.id]).toEqual([usuarios.solicitante, conta.a, conta.b]);
    id = salvo.id;
    expect(await situacao(id)).toBe('SOLICITADO');
    for (const token of [tk.coordA, tk.coordB, tk.financeiro]) expect(await idsDaLista(A_APROVAR, token)).toContain(id);
    // Neither the requester nor a user holding no role sees it waiting for them.
    for (const token of [tk.solicitante, tk.leitor]) expect(await idsDaLista(A_APROVAR, token)).not.toContain(id);
  });

  it('refuses the requester approving, a stranger, and the same approver twice', async () => {
    const r = await decidir(id, 'aprovar', tk.solicitante);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ message: M.solicitanteNaoDecide });
    expect((await decidir(id, 'aprovar', tk.leitor)).json()).toMatchObject({ message: M.semPapelPendente });
    expect((await decidir(id, 'aprovar', tk.coordA)).statusCode).toBe(200);
    const duas = await decidir(id, 'aprovar', tk.coordA);
    expect(duas.statusCode).toBe(422);
    expect(duas.json()).toMatchObject({ message: M.jaDecidiu });
    expect(await idsDaLista(A_APROVAR, tk.coordA)).not.toContain(id);
  });

  it('the last approval transfers from P1’s account to P2’s: two movements, the consolidated balance unchanged', async () => {
    expect((await decidir(id, 'aprovar', tk.coordB)).statusCode).toBe(200);
    const r = await decidir(id, 'aprovar', tk.financeiro);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ message: 'Empréstimo aprovado e transferido.' });
    expect(await situacao(id)).toBe('TRANSFERIDO');
    const { rows } = await sql<{ conta_id: number; valor: string }>`
      SELECT m.conta_id, m.valor::text AS valor FROM movimento_conta AS m JOIN emprestimo AS e ON e.transferencia_id = m.transferencia_id
      WHERE e.id = ${id} ORDER BY m.valor`.execute(t.db);
    expect(rows).toEqual([{ conta_id: conta.a, valor: '-1000.00' }, { conta_id: conta.b, valor: '1000.00' }]);
    expect((await decidir(id, 'aprovar', tk.financeiro)).statusCode).toBe(404);
    // The loan's transfer is the loan's: finance's Estornar refuses it and changes nothing.
    const admin = await t.entrarNaUnidade('admin', 'Sede');
    const { rows: [tr] } = await sql<{ transferencia_id: number }>`SELECT transferencia_id FROM emprestimo WHERE id = ${id}`.execute(t.db);
    const estorno = await post(`/api/financeiro/transferencias/${tr!.transferencia_id}/estornar`, admin, { motivo: 'Engano' });
    expect(estorno.statusCode).toBe(422);
    expect(estorno.json()).toMatchObject({ message: `Esta transferência é do empréstimo entre projetos nº ${id} e não é estornada aqui: o empréstimo guarda o que foi transferido e devolvido.` });
    expect((await sql<{ data_estorno: string | null }>`SELECT data_estorno FROM transferencia WHERE id = ${tr!.transferencia_id}`.execute(t.db)).rows[0]?.data_estorno).toBeNull();
  });

  it('a return above the balance is refused; two returns settle it', async () => {
    const devolver = (valor: number) => post(`${A_DEVOLVER}/${id}/devolver`, tk.financeiro, { data: hojeNoModelo(), valor });
    const acima = await devolver(1000.01);
    expect(acima.statusCode).toBe(422);
    expect(acima.json()).toMatchObject({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'valor', message: 'A devolução (1.000,01) é maior que o saldo devedor do empréstimo (1.000,00).' }] });
    expect((await devolver(400)).statusCode).toBe(200);
    expect(await situacao(id)).toBe('PARCIALMENTE_DEVOLVIDO');
    const segunda = await devolver(600);
    expect(segunda.json()).toMatchObject({ message: 'Devolução registrada: o empréstimo está quitado.' });
    expect(await situacao(id)).toBe('QUITADO');
    const { rows } = await sql<{ n: number; soma: string }>`
      SELECT count(*)::int AS n, sum(m.valor)::text AS soma FROM movimento_conta AS m JOIN emprestimo_devolucao AS d ON d.transferencia_id = m.transferencia_id
      WHERE d.emprestimo_id = ${id} AND m.conta_id = ${conta.a}`.execute(t.db);
    expect(rows[0]).toEqual({ n: 2, soma: '1000.00' });
    expect((await devolver(1)).statusCode).toBe(409);
  });

  it('the history answers every step, in order, with who', async () => {
    const r = await get(historico(id), tk.leitor);
    expect(r.statusCode, r.body).toBe(200);
    const passos = r.json<{ content: { passo: string; usuario: { nome: string } | null; valor: number | null }[] }>().content;
    expect(passos.map((s) => s.passo)).toEqual(['SOLICITADO', 'APROVACAO', 'APROVACAO', 'APROVACAO', 'APROVADO', 'TRANSFERIDO', 'DEVOLUCAO', 'DEVOLUCAO', 'QUITADO']);
    expect(passos[0]).toMatchObject({ usuario: { nome: 'Usuário emp-solicitante' }, valor: 1000 });
    expect(passos.slice(6, 8).map((s) => s.valor)).toEqual([400, 600]);
    expect((await get(historico(999999), tk.leitor)).statusCode).toBe(404);
    expect((await get(historico('abc'), tk.leitor)).statusCode).toBe(422);
    expect((await get(historico(id), tk.semTag)).statusCode).toBe(403);
    expect((await t.chamar({ method: 'GET', url: historico(id) })).statusCode).toBe(401);
  });
});

describe('the request’s rules and the guards', () => {
  const erros = async (payload: object) => {
    const r = await pedir(payload);
    expect(r.statusCode, r.body).toBe(422);
    return r.json<{ errors: { field: string; message: string }[] }>().errors;
  };

  it('refuses a loan from a MROSC partnership with its own account (Lei 13.019/2014, art. 51), storing nothing', async () => {
    const antes = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM emprestimo`.execute(t.db)).rows[0]!.n;
    expect(await erros({ projetoOrigem: { id: p.pm } })).toEqual([
      { field: 'projetoOrigem', message: expect.stringContaining('(Lei 13.019/2014, art. 51)') as string },
    ]);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM emprestimo`.execute(t.db)).rows[0]!.n).toBe(antes);
  });

  it('refuses bad input with the field’s message', async () => {
    expect((await erros({ projetoDestino: { id: p.p1 } }))).toEqual([{ field: 'projetoDestino', message: M.mesmoProjeto }]);
    expect((await erros({ projetoOrigem: { id: p.p3 } }))).toEqual([{ field: 'contaOrigem', message: 'O projeto P3 – Projeto P3 não tem conta própria: informe a conta da instituição.' }]);
    expect((await erros({ dataDevolucao: '2020-01-01' }))).toEqual([{ field: 'dataDevolucao', message: M.dataDevolucaoPassada }]);
    expect((await erros({ valor: -1, finalidade: '' })).map((e) => e.field).sort()).toEqual(['finalidade', 'valor']);
    expect((await erros({ valor: 10.001 })).map((e) => e.field)).toEqual(['valor']);
    const id = await pedido({ projetoOrigem: { id: p.p3 }, contaOrigem: { id: conta.c } });
    const alterar = await post(PEDIDOS, tk.solicitante, { id, finalidade: 'Outra' });
    expect(alterar.statusCode).toBe(422);
    expect(alterar.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(['finalidade']);
    expect((await post(PEDIDOS, tk.solicitante, { id })).json()).toMatchObject({ message: 'Um empréstimo solicitado não é alterado.' });
    expect((await sql<{ finalidade: string }>`SELECT finalidade FROM emprestimo WHERE id = ${id}`.execute(t.db)).rows[0]?.finalidade).toBe('Folha de novembro');
  });

  it('without the tags: 403 on request, decision and return', async () => {
    const id = await pedido();
    expect((await pedir({}, tk.coordA)).json()).toMatchObject({ message: MENSAGEM_SEM_PERMISSAO });
    expect((await decidir(id, 'aprovar', tk.semTag)).statusCode).toBe(403);
    expect((await post(`${A_DEVOLVER}/${id}/devolver`, tk.coordA, { data: '2025-01-01', valor: 1 })).statusCode).toBe(403);
    expect((await get(`${A_APROVAR}?rpp=10`, tk.semTag)).statusCode).toBe(403);
  });

  it('one rejection, with its reason, rejects the loan', async () => {
    const id = await pedido();
    expect((await decidir(id, 'rejeitar', tk.coordB)).statusCode).toBe(422);
    expect((await decidir(id, 'rejeitar', tk.coordB, 'Sem saldo no projeto')).statusCode).toBe(200);
    expect(await situacao(id)).toBe('REJEITADO');
    const passos = (await get(historico(id), tk.leitor)).json<{ content: { passo: string; motivo: string | null }[] }>().content;
    expect(passos.at(-1)).toMatchObject({ passo: 'REJEICAO', motivo: 'Sem saldo no projeto' });
  });

  it('the project without an account uses the institution account named; a closed period leaves the loan waiting', async () => {
    const id = await pedido({ projetoOrigem: { id: p.p3 }, contaOrigem: { id: conta.c } });
    expect((await decidir(id, 'aprovar', tk.coordA)).statusCode).toBe(200);
    expect((await decidir(id, 'aprovar', tk.coordB)).statusCode).toBe(200);
    await sql`INSERT INTO fechamento_contabil (data_fechamento, operacao) VALUES (current_date, 'FECHAMENTO')`.execute(t.db);
    const fechado = await decidir(id, 'aprovar', tk.financeiro);
    await sql`INSERT INTO fechamento_contabil (data_fechamento, operacao, motivo) VALUES (NULL, 'REABERTURA', 'Teste')`.execute(t.db);
    expect(fechado.statusCode).toBe(422);
    expect(await situacao(id)).toBe('SOLICITADO');
    expect((await decidir(id, 'aprovar', tk.financeiro)).statusCode).toBe(200);
    const { rows } = await sql<{ conta_origem_id: number }>`SELECT t.conta_origem_id FROM emprestimo AS e JOIN transferencia AS t ON t.id = e.transferencia_id WHERE e.id = ${id}`.execute(t.db);
    expect(rows).toEqual([{ conta_origem_id: conta.c }]);
  });

  it('flags an overdue loan', async () => {
    const id = await pedido();
    await aprovadoPorTodos(id);
    await sql`UPDATE emprestimo SET data_devolucao = current_date - 1 WHERE id = ${id}`.execute(t.db);
    const r = await get(`${A_DEVOLVER}?rpp=100&atrasado=true`, tk.leitor);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<{ content: { resultList: { id: number; atrasado: boolean }[] } }>().content.resultList).toContainEqual(expect.objectContaining({ id, atrasado: true }));
  });
});

describe('the demo', () => {
  it('has a loan waiting for the lending coordinator, one overdue and partly returned, one settled', async () => {
    const { rows } = await sql<{ situacao: string; atrasado: boolean }>`
      SELECT e.situacao, coalesce(d.atrasado, false) AS atrasado FROM emprestimo AS e LEFT JOIN vw_emprestimo_a_devolver AS d ON d.id = e.id
      JOIN projeto AS p ON p.id = e.projeto_origem_id WHERE p.codigo = 'PRJ-CULT' ORDER BY e.id`.execute(t.db);
    expect(rows).toEqual([
      { situacao: 'SOLICITADO', atrasado: false },
      { situacao: 'PARCIALMENTE_DEVOLVIDO', atrasado: true },
      { situacao: 'QUITADO', atrasado: false },
    ]);
    const coordenador = await t.entrar('coordenador', 'coordenador');
    expect(await idsDaLista(A_APROVAR, coordenador)).toHaveLength(1);
  });
});

describe('the report of open and overdue loans', () => {
  it('lists what each open loan owes, overdue days and exact totals, in PDF and XLSX', async () => {
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const tabela = await tabelaDosEmprestimosEmAberto(t.db, hoje);
    const demo = tabela.linhas.find((l) => l[3] === 'Material didático do segundo semestre');
    expect(demo?.slice(5, 8)).toEqual(['12000.00', '5000.00', '7000.00']);
    expect(demo?.[8]).toBeGreaterThan(0);
    const { rows } = await sql<{ saldo: string }>`SELECT sum(valor - devolvido)::text AS saldo FROM emprestimo WHERE situacao IN ('TRANSFERIDO', 'PARCIALMENTE_DEVOLVIDO')`.execute(t.db);
    expect(tabela.totais[0]).toEqual({ rotulo: 'Saldo devedor', tipo: 'dinheiro', valor: rows[0]!.saldo });
    expect((await pdfDaTabela(tabela)).subarray(0, 4).toString()).toBe('%PDF');
    expect((await xlsxDaTabela(tabela)).subarray(0, 2).toString()).toBe('PK');
  });
});
