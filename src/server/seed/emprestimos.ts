import { sql } from 'kysely';
import { somarDias, somarMeses } from '../../shared/calendario/index.ts';
import { hojeNoModelo } from '../../shared/format/dates.ts';
import type { Tag } from '../../shared/permissions/catalogue.ts';
import { gerarHashSenha } from '../auth/senha.ts';
import type { Db } from '../db/database.ts';
import { SENTIDO_NA_UNIDADE } from '../modules/financeiro/transferencias/lados.ts';
import { contabilizar } from '../modules/financeiro/contabilidade/contabilizar.ts';

// Loans between projects on first start: two project coordinators (logins coordenadora and
// coordenador, password = login), three projects with their own accounts in the group of funds
// tied to projects (one a MROSC partnership, which never lends), and three loans: one waiting for
// the lending coordinator and finance, one transferred months ago, partly returned and overdue,
// and one settled in two returns. Their transfers are posted in the books like any other.

export const LOGINS_DOS_EMPRESTIMOS = [
  { login: 'coordenadora', nome: 'Ana Ribeiro', projeto: 'Educação Integral' },
  { login: 'coordenador', nome: 'Bruno Lima', projeto: 'Cultura Viva' },
] as const;

const TAGS_DA_COORDENACAO: readonly Tag[] = ['aprovacaofinanceira.emprestimo.visualizar', 'aprovacaofinanceira.emprestimo.solicitar', 'aprovacaofinanceira.emprestimo.decidir'];

async function coordenador(db: Db, login: string, nome: string, sede: number, grupo: number): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO usuario (login, nome, email, senha_hash) VALUES (${login}, ${nome}, ${`${login}@alicerce.example.com.br`}, ${await gerarHashSenha(login)}) RETURNING id`.execute(db);
  const id = rows[0]!.id;
  await sql`INSERT INTO usuario_unidade (usuario_id, unidade_id) VALUES (${id}, ${sede})`.execute(db);
  await sql`INSERT INTO usuario_grupo (usuario_id, grupo_id) VALUES (${id}, ${grupo})`.execute(db);
  return id;
}

async function projeto(db: Db, sede: number, p: { codigo: string; nome: string; coordenador: number; saldo: number; parceria: boolean; abertura: string }): Promise<{ id: number; conta: number }> {
  const conta = await sql<{ id: number }>`
    INSERT INTO conta (unidade_id, descricao, tipo, grupo_id, banco, agencia, numero, saldo_inicial, data_saldo_inicial)
    SELECT ${sede}, ${`Conta do projeto ${p.nome}`}, 'CONTA_CORRENTE', (SELECT id FROM grupo_conta WHERE descricao = 'Recursos vinculados a projetos'),
      '104', '0634', ${`${p.codigo.slice(-3)}77-1`}, ${p.saldo}, ${p.abertura}::date
    RETURNING id`.execute(db);
  const contaId = conta.rows[0]!.id;
  const { rows } = await sql<{ id: number }>`
    INSERT INTO projeto (codigo, nome, inicio, coordenador_id, conta_id, parceria) VALUES (${p.codigo}, ${p.nome}, ${p.abertura}::date, ${p.coordenador}, ${contaId}, ${p.parceria})
    ON CONFLICT (codigo) DO UPDATE SET codigo = excluded.codigo RETURNING id`.execute(db);
  return { id: rows[0]!.id, conta: contaId };
}

async function transferencia(db: Db, sede: number, data: string, de: number, para: number, valor: number, descricao: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO transferencia (unidade_id, data, conta_origem_id, conta_destino_id, valor, descricao, sentido)
    VALUES (${sede}, ${data}::date, ${de}, ${para}, ${valor}, ${descricao}, ${SENTIDO_NA_UNIDADE}) RETURNING id`.execute(db);
  return rows[0]!.id;
}

interface Emprestimo {
  de: { id: number; conta: number; codigo: string };
  para: { id: number; conta: number; codigo: string };
  valor: number;
  finalidade: string;
  pedido: string;
  devolucao: string;
  solicitante: number;
  /** The approvals (coordinator of the lender, finance) and the transfer's day; absent: still waiting. */
  transferido?: { em: string; coordenador: number; financeiro: number };
  devolucoes?: readonly { data: string; valor: number }[];
}

async function emprestimo(db: Db, sede: number, e: Emprestimo): Promise<number[]> {
  const devolvido = (e.devolucoes ?? []).reduce((s, d) => s + d.valor, 0);
  const situacao = e.transferido === undefined ? 'SOLICITADO' : devolvido === 0 ? 'TRANSFERIDO' : devolvido === e.valor ? 'QUITADO' : 'PARCIALMENTE_DEVOLVIDO';
  const ida = e.transferido === undefined ? null : await transferencia(db, sede, e.transferido.em, e.de.conta, e.para.conta, e.valor, `Empréstimo ${e.de.codigo} → ${e.para.codigo}`);
  const { rows } = await sql<{ id: number }>`
    INSERT INTO emprestimo (projeto_origem_id, projeto_destino_id, valor, finalidade, data_devolucao, data_solicitacao, situacao, conta_origem_id, conta_destino_id,
      solicitante_id, transferencia_id, data_transferencia, devolvido, criado_em)
    VALUES (${e.de.id}, ${e.para.id}, ${e.valor}, ${e.finalidade}, ${e.devolucao}::date, ${e.pedido}::date, ${situacao}, ${e.de.conta}, ${e.para.conta},
      ${e.solicitante}, ${ida}, ${e.transferido?.em ?? null}::date, ${devolvido}, ${e.pedido}::date + time '09:00')
    RETURNING id`.execute(db);
  const id = rows[0]!.id;
  const passo = (quando: string, p: string, usuario: number, extra: { papeis?: string[]; valor?: number; transferencia?: number } = {}) =>
    sql`INSERT INTO emprestimo_historico (emprestimo_id, passo, usuario_id, em, papeis, valor, transferencia_id)
      VALUES (${id}, ${p}, ${usuario}, ${quando}::date + time '10:00', ${extra.papeis ?? []}::text[], ${extra.valor ?? null}, ${extra.transferencia ?? null})`.execute(db);
  await sql`INSERT INTO emprestimo_aprovacao (emprestimo_id, papel, usuario_id, aprovada, em) VALUES (${id}, 'COORDENADOR_DESTINO', ${e.solicitante}, true, ${e.pedido}::date + time '09:00')`.execute(db);
  await passo(e.pedido, 'SOLICITADO', e.solicitante, { papeis: ['COORDENADOR_DESTINO'], valor: e.valor });
  if (e.transferido === undefined || ida === null) return [];
  const t = e.transferido;
  for (const [papel, usuario] of [['COORDENADOR_ORIGEM', t.coordenador], ['FINANCEIRO', t.financeiro]] as const) {
    await sql`INSERT INTO emprestimo_aprovacao (emprestimo_id, papel, usuario_id, aprovada, em) VALUES (${id}, ${papel}, ${usuario}, true, ${t.em}::date + time '10:00')`.execute(db);
    await passo(t.em, 'APROVACAO', usuario, { papeis: [papel] });
  }
  await passo(t.em, 'APROVADO', t.financeiro, { valor: e.valor });
  await passo(t.em, 'TRANSFERIDO', t.financeiro, { valor: e.valor, transferencia: ida });
  const transferencias = [ida];
  for (const d of e.devolucoes ?? []) {
    const volta = await transferencia(db, sede, d.data, e.para.conta, e.de.conta, d.valor, `Devolução de empréstimo ${e.para.codigo} → ${e.de.codigo}`);
    await sql`INSERT INTO emprestimo_devolucao (emprestimo_id, data, valor, transferencia_id, usuario_id) VALUES (${id}, ${d.data}::date, ${d.valor}, ${volta}, ${t.financeiro})`.execute(db);
    await passo(d.data, 'DEVOLUCAO', t.financeiro, { valor: d.valor, transferencia: volta });
    transferencias.push(volta);
  }
  if (situacao === 'QUITADO') await passo(e.devolucoes?.at(-1)?.data ?? t.em, 'QUITADO', t.financeiro, { valor: e.valor });
  return transferencias;
}

export async function semearEmprestimos(db: Db, sede: number, admin: number): Promise<void> {
  const hoje = hojeNoModelo();
  const grupo = await sql<{ id: number }>`
    INSERT INTO grupo_permissao (nome, descricao) VALUES ('Coordenação de projetos', 'Empréstimos entre projetos: consultar, solicitar e decidir como coordenador.') RETURNING id`.execute(db);
  const grupoId = grupo.rows[0]!.id;
  for (const tag of TAGS_DA_COORDENACAO) await sql`INSERT INTO grupo_permissao_tag (grupo_id, tag) VALUES (${grupoId}, ${tag})`.execute(db);
  const [ana, bruno] = [await coordenador(db, 'coordenadora', 'Ana Ribeiro', sede, grupoId), await coordenador(db, 'coordenador', 'Bruno Lima', sede, grupoId)];
  const abertura = somarMeses(hoje, -12);
  const cultura = { codigo: 'PRJ-CULT', ...(await projeto(db, sede, { codigo: 'PRJ-CULT', nome: 'Cultura Viva', coordenador: bruno, saldo: 60000, parceria: false, abertura })) };
  const educacao = { codigo: 'PRJ-EDUC', ...(await projeto(db, sede, { codigo: 'PRJ-EDUC', nome: 'Educação Integral', coordenador: ana, saldo: 5000, parceria: false, abertura })) };
  const horta = { codigo: 'TF-014', ...(await projeto(db, sede, { codigo: 'TF-014', nome: 'Horta Escola (Termo de Fomento 014/2025)', coordenador: ana, saldo: 30000, parceria: true, abertura })) };
  const aprovadores = { coordenador: bruno, financeiro: admin };
  const transferencias = [
    ...(await emprestimo(db, sede, {
      de: cultura, para: educacao, valor: 8000, finalidade: 'Pagamento dos educadores até o repasse do financiador', pedido: somarDias(hoje, -2), devolucao: somarDias(hoje, 60), solicitante: ana,
    })),
    ...(await emprestimo(db, sede, {
      de: cultura, para: educacao, valor: 12000, finalidade: 'Material didático do segundo semestre', pedido: somarMeses(hoje, -4), devolucao: somarMeses(hoje, -1), solicitante: ana,
      transferido: { em: somarDias(somarMeses(hoje, -4), 2), ...aprovadores }, devolucoes: [{ data: somarMeses(hoje, -2), valor: 5000 }],
    })),
    ...(await emprestimo(db, sede, {
      de: cultura, para: horta, valor: 3000, finalidade: 'Compra de mudas antes da primeira parcela do termo', pedido: somarMeses(hoje, -6), devolucao: somarMeses(hoje, -3), solicitante: ana,
      transferido: { em: somarDias(somarMeses(hoje, -6), 1), ...aprovadores }, devolucoes: [{ data: somarMeses(hoje, -5), valor: 1500 }, { data: somarMeses(hoje, -4), valor: 1500 }],
    })),
  ];
  await contabilizar(db, { transferencias });
}
