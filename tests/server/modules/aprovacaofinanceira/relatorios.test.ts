import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlDoRelatorioDaAprovacao, type RelatorioDaAprovacao } from '../../../../src/shared/api/relatoriosDaAprovacao.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { textoDoPdf } from '../../../support/pdf.ts';
import { dia, emitirRelatorio, planilha } from '../../../support/relatorios.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// The approval family's report cards against the real app and its job queue, on known data:
//   decisions of the Sede in March 2025: Ana approves T1 (R$ 12.000,00) at level 1 on 10/03, Bruno
//     at level 2 on 11/03, Bruno rejects T2 (R$ 500,00) on 12/03 "Sem nota"; Ana's approval of T1
//     on 05/03 was reset by an edit; Ana approves T2 on 02/04 (out of the period); a decision of
//     another unit in March (left out);
//   project REL18 (rubricas R1 R$ 1.000,00 and R2 R$ 500,00): despesa NF 101 R$ 300,00 in R1
//     (10/02, paid), NF 102 R$ 450,25 in R2 (15/03, open), NF 103 R$ 50,00 with no rubrica (20/03,
//     open), a cancelled one in R1 (left out) and a receita of R$ 2.000,00 (05/01);
//   a loan from REL18 to REL18B of R$ 1.000,00, R$ 200,00 returned, due back 31/01/2025.

let t: AppDeTeste;
let admin: string;
let sede = 0;
let ana = 0;
let projeto = 0;
const MARCO = { dataInicial: '2025-03-01', dataFinal: '2025-03-31' };

async function inserirTitulo(v: { tipo?: string; valor: string; pago?: string; situacao?: string; emissao: string; documento: string; rubrica?: number | null; pessoa?: number | null }): Promise<number> {
  const pago = v.pago ?? '0';
  const { rows } = await sql<{ id: number }>`
    INSERT INTO titulo (unidade_id, tipo, pessoa_id, documento, descricao, emissao, valor, valor_pago, valor_aberto, situacao, projeto_id, rubrica_id, data_vencimento)
    VALUES (${sede}, ${v.tipo ?? 'DESPESA'}, ${v.pessoa ?? null}, ${v.documento}, ${`Título ${v.documento}`}, ${v.emissao}, ${v.valor}, ${pago},
      ${(Number(v.valor) - Number(pago)).toFixed(2)}, ${v.situacao ?? 'ABERTO'}, ${projeto || null}, ${v.rubrica ?? null}, ${v.emissao}) RETURNING id`.execute(t.db);
  return rows[0]!.id;
}

async function decisao(titulo: number, usuario: number, em: string, d: { decisao: string; nivel: number; valor: string; motivo?: string; valida?: boolean; unidade?: number }) {
  await sql`INSERT INTO aprovacao_decisao (titulo_id, unidade_id, usuario_id, nivel, decisao, motivo, valor, valida, criado_em)
    VALUES (${titulo}, ${d.unidade ?? sede}, ${usuario}, ${d.nivel}, ${d.decisao}, ${d.motivo ?? null}, ${d.valor}, ${d.valida ?? true}, ${em})`.execute(t.db);
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  sede = await idDaUnidade(t.db, 'Sede');
  const outra = (await t.db.selectFrom('unidade').select('id').where('id', '<>', sede).executeTakeFirstOrThrow()).id;
  ana = await criarUsuario(t.db, { login: 'ana.rel', nome: 'Ana Aprovadora' });
  const bruno = await criarUsuario(t.db, { login: 'bruno.rel', nome: 'Bruno Diretor' });
  const t1 = await inserirTitulo({ valor: '12000.00', emissao: '2025-03-01', documento: 'T1' });
  const t2 = await inserirTitulo({ valor: '500.00', emissao: '2025-03-02', documento: 'T2' });
  await decisao(t1, ana, '2025-03-05T14:00:00Z', { decisao: 'APROVADO', nivel: 1, valor: '11000.00', valida: false });
  await decisao(t1, ana, '2025-03-10T14:00:00Z', { decisao: 'APROVADO', nivel: 1, valor: '12000.00' });
  await decisao(t1, bruno, '2025-03-11T14:00:00Z', { decisao: 'APROVADO', nivel: 2, valor: '12000.00' });
  await decisao(t2, bruno, '2025-03-12T14:00:00Z', { decisao: 'REJEITADO', nivel: 1, valor: '500.00', motivo: 'Sem nota' });
  await decisao(t2, ana, '2025-04-02T14:00:00Z', { decisao: 'APROVADO', nivel: 1, valor: '500.00' });
  await decisao(t2, bruno, '2025-03-12T15:00:00Z', { decisao: 'APROVADO', nivel: 1, valor: '500.00', unidade: outra });

  const { rows } = await sql<{ id: number }>`INSERT INTO projeto (codigo, nome, inicio, fim) VALUES ('REL18', 'Oficinas de leitura', '2025-01-01', '2025-12-31'), ('REL18B', 'Horta', NULL, NULL) RETURNING id`.execute(t.db);
  projeto = rows[0]!.id;
  const rubricas = await sql<{ id: number }>`INSERT INTO projeto_rubrica (projeto_id, ordem, codigo, descricao, valor_total)
    VALUES (${projeto}, 1, 'R1', 'Material', '1000.00'), (${projeto}, 2, 'R2', 'Oficineiros', '500.00') RETURNING id`.execute(t.db);
  const [r1, r2] = rubricas.rows.map((r) => r.id);
  const pessoa = (await t.db.insertInto('pessoa').values({ unidade_id: sede, codigo: 918001, nome: 'Papelaria Central' }).returning('id').executeTakeFirstOrThrow()).id;
  await inserirTitulo({ valor: '300.00', pago: '300.00', situacao: 'PAGO', emissao: '2025-02-10', documento: 'NF 101', rubrica: r1, pessoa });
  await inserirTitulo({ valor: '450.25', emissao: '2025-03-15', documento: 'NF 102', rubrica: r2 });
  await inserirTitulo({ valor: '50.00', emissao: '2025-03-20', documento: 'NF 103' });
  await inserirTitulo({ valor: '99.00', situacao: 'CANCELADO', emissao: '2025-03-21', documento: 'NF 104', rubrica: r1 });
  await inserirTitulo({ tipo: 'RECEITA', valor: '2000.00', emissao: '2025-01-05', documento: 'REPASSE 1' });
  await sql`INSERT INTO emprestimo (projeto_origem_id, projeto_destino_id, valor, finalidade, data_devolucao, situacao, devolvido, data_transferencia)
    VALUES (${projeto}, ${rows[1]!.id}, '1000.00', 'Sementes da horta', '2025-01-31', 'PARCIALMENTE_DEVOLVIDO', '200.00', '2025-01-10')`.execute(t.db);
});
afterAll(async () => {
  await t.fechar();
});

const emitirComo = (token: string, id: RelatorioDaAprovacao, corpo: object) => t.chamar({ method: 'POST', url: urlDoRelatorioDaAprovacao(id), token, payload: corpo });

/** Queues the report, waits for its job and answers the job's message and file. */
const emitir = (id: RelatorioDaAprovacao, corpo: object, token = admin) => emitirRelatorio(t, urlDoRelatorioDaAprovacao(id), corpo, token);

describe('aprovações por período e aprovador', () => {
  it("lists the unit's decisions of the period with the totals per approver", async () => {
    const { mensagem, conteudo } = await emitir('aprovacoes', { ...MARCO, formato: 'XLSX' });
    expect(mensagem).toBe('4 decisões no relatório.');
    const { linhas, totais } = await planilha(conteudo, 'Data');
    expect(linhas.map((l) => [l[0], l[3], l[4], l[5], l[6] ?? null, l[7]])).toEqual([
      [dia('2025-03-05'), 11000, 1, 'Aprovado (reiniciado por alteração)', null, 'Ana Aprovadora'],
      [dia('2025-03-10'), 12000, 1, 'Aprovado', null, 'Ana Aprovadora'],
      [dia('2025-03-11'), 12000, 2, 'Aprovado', null, 'Bruno Diretor'],
      [dia('2025-03-12'), 500, 1, 'Rejeitado', 'Sem nota', 'Bruno Diretor'],
    ]);
    expect(totais).toEqual({ 'Decisões': 4, 'Ana Aprovadora: 2 decisões, valor aprovado': 23000, 'Bruno Diretor: 2 decisões, valor aprovado': 12000 });
  });

  it("as a PDF, of one approver, named on top", async () => {
    const { mensagem, conteudo } = await emitir('aprovacoes', { ...MARCO, formato: 'PDF', aprovador: String(ana) });
    expect(mensagem).toBe('2 decisões no relatório.');
    const texto = textoDoPdf(conteudo);
    for (const trecho of ['Aprovações por período e aprovador', 'Aprovador: Ana Aprovadora', '01/03/2025 a 31/03/2025', 'R$\u00a012.000,00']) expect(texto).toContain(trecho);
    expect(texto).not.toContain('Bruno Diretor');
  });
});

describe('empréstimos em aberto e atrasados', () => {
  it('lists the loans still owing with their balance and days overdue', async () => {
    const { rows: [abertos] } = await sql<{ n: number; saldo: string }>`
      SELECT count(*)::int AS n, sum(valor - devolvido)::text AS saldo FROM emprestimo WHERE situacao IN ('TRANSFERIDO', 'PARCIALMENTE_DEVOLVIDO')`.execute(t.db);
    const { mensagem, conteudo } = await emitir('emprestimos', { formato: 'XLSX' });
    expect(mensagem).toBe(`${abertos!.n} empréstimos no relatório.`);
    const { linhas, totais } = await planilha(conteudo, 'Devolução prevista');
    const nosso = linhas.find((l) => l[3] === 'Sementes da horta');
    expect(nosso?.slice(0, 2)).toEqual([dia('2025-01-31'), 'REL18 – Oficinas de leitura']);
    expect(nosso?.slice(5, 8)).toEqual([1000, 200, 800]);
    expect(Number(nosso?.[8])).toBeGreaterThan(300);
    expect(totais['Saldo devedor']).toBe(Number(abertos!.saldo));
  });

  it('as a PDF, each project as its code – name: the standard Helvetica keeps the en dash (WinAnsi 0x96)', async () => {
    const { conteudo } = await emitir('emprestimos', { formato: 'PDF' });
    const texto = textoDoPdf(conteudo);
    expect(texto).toContain('REL18 – Oficinas de leitura');
    expect(texto).toContain('Sementes da horta');
  });
});

describe('execução financeira do projeto', () => {
  it('lists every despesa of the project with its document, and budget vs executed, whole', async () => {
    const { mensagem, conteudo } = await emitir('execucaoprojeto', { formato: 'XLSX', projeto: String(projeto) });
    expect(mensagem).toBe('3 despesas no relatório.');
    const { linhas, totais } = await planilha(conteudo, 'Data');
    expect(linhas.map((l) => [l[0], l[1], l[2] ?? null, l[4], l[6], l[7], l[8]])).toEqual([
      [dia('2025-02-10'), 'NF 101', 'Papelaria Central', 'R1 - Material', 300, 300, 0],
      [dia('2025-03-15'), 'NF 102', null, 'R2 - Oficineiros', 450.25, 0, 450.25],
      [dia('2025-03-20'), 'NF 103', null, 'Sem rubrica', 50, 0, 50],
    ]);
    expect(totais).toEqual({
      'Orçado': 1500,
      'Executado (despesas)': 800.25,
      'Pago': 300,
      'Em aberto': 500.25,
      'Saldo do orçamento (orçado - executado nas rubricas)': 749.75,
      'Receitas': 2000,
      'Saldo do projeto (receitas - despesas)': 1199.75,
    });
  });

  it('as a PDF of a period: the rubricas on top, only the despesas of those days', async () => {
    const { mensagem, conteudo } = await emitir('execucaoprojeto', { ...MARCO, formato: 'PDF', projeto: String(projeto) });
    expect(mensagem).toBe('2 despesas no relatório.');
    const texto = textoDoPdf(conteudo);
    for (const trecho of ['REL18 - Oficinas de leitura', 'Período: 01/03/2025 a 31/03/2025', 'Rubrica R1 - Material: orçado R$\u00a01.000,00, executado R$\u00a00,00', 'NF 102', 'Executado (despesas): R$\u00a0500,25']) {
      expect(texto).toContain(trecho);
    }
    expect(texto).not.toContain('NF 101');
  });
});

describe('pedidos recusados', () => {
  it('answers 422 in pt-BR naming the field, and queues nothing', async () => {
    const tarefas = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM tarefa`.execute(t.db)).rows[0]?.n);
    const antes = await tarefas();
    const casos: [RelatorioDaAprovacao, object, string, string][] = [
      ['aprovacoes', { formato: 'PDF' }, 'dataInicial', 'Informe uma data válida (AAAA-MM-DD).'],
      ['aprovacoes', { ...MARCO, formato: 'DOC' }, 'formato', 'Escolha o formato: PDF ou XLSX.'],
      ['aprovacoes', { ...MARCO, formato: 'PDF', aprovador: '99999' }, 'aprovador', 'Selecione um registro válido.'],
      ['execucaoprojeto', { formato: 'PDF' }, 'projeto', 'Selecione um registro válido.'],
      ['execucaoprojeto', { formato: 'PDF', projeto: '99999' }, 'projeto', 'Selecione um registro válido.'],
      ['execucaoprojeto', { formato: 'PDF', projeto: String(projeto), dataInicial: '2025-03-01' }, 'dataFinal', 'Informe uma data válida (AAAA-MM-DD).'],
    ];
    for (const [id, corpo, campo, mensagem] of casos) {
      const r = await emitirComo(admin, id, corpo);
      expect(r.statusCode, `${id} ${JSON.stringify(corpo)}`).toBe(422);
      expect(r.json().message).toBe(MENSAGEM_FORMULARIO);
      expect(r.json().errors).toContainEqual({ field: campo, message: mensagem });
    }
    expect(await tarefas()).toBe(antes);
  });

  it("refuses (403) a card whose tag the user lacks, even holding another card's", async () => {
    await criarUsuario(t.db, { login: 'so.aprovacoes', unidadeIds: [sede], tags: ['aprovacaofinanceira.relatorios.aprovacoes'] });
    const token = await t.entrarNaUnidade('so.aprovacoes', 'Sede');
    for (const id of ['emprestimos', 'execucaoprojeto'] as const) {
      const r = await emitirComo(token, id, { formato: 'PDF', projeto: String(projeto) });
      expect(r.statusCode).toBe(403);
      expect(r.json().message).toBe(MENSAGEM_SEM_PERMISSAO);
    }
    expect((await emitir('aprovacoes', { ...MARCO, formato: 'PDF' }, token)).mensagem).toBe('4 decisões no relatório.');
  });
});
