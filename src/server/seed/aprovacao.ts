import { sql } from 'kysely';
import { somarDias, somarMeses } from '../../shared/calendario/index.ts';
import { hojeNoModelo } from '../../shared/format/dates.ts';
import { gerarHashSenha } from '../auth/senha.ts';
import type { Db } from '../db/database.ts';
import { avaliarTitulo } from '../modules/aprovacaofinanceira/avaliar.ts';

// The approval of the demo (issue 18): the users coordenador and diretor beside admin, three
// profiles and the issue's tiers (up to 1.000,00 automatic; then the coordenação; above
// 10.000,00 also the diretoria financeira; above 50.000,00 also the presidência), and a few
// payables of Sede waiting at each level, so admin's approval list is not empty on first start.
// The demo's other títulos were seeded approved (the column's default).

const TAGS_DE_APROVADOR = ['aprovacaofinanceira.pagamento.aprovar', 'aprovacaofinanceira.historico.visualizar', 'financeiro.despesa.visualizar'];

/** An approver of the demo: the user of that login when the demo already has one (the loans' coordenador), else a new one; either way in the approval group. */
async function criarAprovador(db: Db, login: string, nome: string, unidadeId: number, grupoId: number): Promise<number> {
  const existente = await sql<{ id: number }>`SELECT id FROM usuario WHERE login = ${login}`.execute(db);
  const id =
    existente.rows[0]?.id ??
    (await sql<{ id: number }>`
      INSERT INTO usuario (login, nome, email, senha_hash) VALUES (${login}, ${nome}, ${`${login}@alicerce.example.com.br`}, ${await gerarHashSenha(login)}) RETURNING id`.execute(db)).rows[0]!.id;
  await sql`INSERT INTO usuario_unidade (usuario_id, unidade_id) VALUES (${id}, ${unidadeId}) ON CONFLICT DO NOTHING`.execute(db);
  await sql`INSERT INTO usuario_grupo (usuario_id, grupo_id) VALUES (${id}, ${grupoId})`.execute(db);
  return id;
}

async function criarPerfil(db: Db, nome: string, usuarios: number[], limite: string | null): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO perfil_aprovacao (nome, usuarios, limite_mensal) VALUES (${nome}, ${JSON.stringify(usuarios.map((id) => ({ id })))}::jsonb, ${limite}::numeric) RETURNING id`.execute(db);
  return rows[0]!.id;
}

async function criarAlcada(db: Db, descricao: string, minimo: string, maximo: string | null, perfis: number[]): Promise<void> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO alcada (descricao, valor_minimo, valor_maximo) VALUES (${descricao}, ${minimo}::numeric, ${maximo}::numeric) RETURNING id`.execute(db);
  for (const [i, perfil] of perfis.entries()) {
    await sql`INSERT INTO alcada_nivel (alcada_id, ordem, nivel, perfis) VALUES (${rows[0]!.id}, ${i}, ${i + 1}, ${JSON.stringify([{ id: perfil }])}::jsonb)`.execute(db);
  }
}

interface Pendente {
  descricao: string;
  valor: string;
  solicitante: number;
  /** Who approved the levels before the one it waits at, in order. */
  aprovadores: number[];
}

async function criarPendente(db: Db, unidadeId: number, p: Pendente, dias: number): Promise<void> {
  const vencimento = somarDias(somarMeses(hojeNoModelo(), 1), dias);
  const { rows } = await sql<{ id: number }>`
    INSERT INTO titulo (unidade_id, tipo, pessoa_id, categoria_id, centro_custo_id, conta_id, emissao, competencia, descricao, valor, valor_liquido,
      data_vencimento, quantidade_parcelas, situacao, valor_pago, valor_aberto, proximo_vencimento, solicitante_id)
    SELECT unidade_id, 'DESPESA', pessoa_id, categoria_id, centro_custo_id, conta_id, ${hojeNoModelo()}::date, date_trunc('month', ${vencimento}::date),
      ${p.descricao}, ${p.valor}::numeric, ${p.valor}::numeric, ${vencimento}::date, 1, 'ABERTO', 0, ${p.valor}::numeric, ${vencimento}::date, ${p.solicitante}
    FROM titulo WHERE unidade_id = ${unidadeId} AND tipo = 'DESPESA' ORDER BY id LIMIT 1
    RETURNING id`.execute(db);
  const id = rows[0]!.id;
  await sql`INSERT INTO parcela (titulo_id, unidade_id, ordem, numero, vencimento, vencimento_real, valor)
    VALUES (${id}, ${unidadeId}, 0, 1, ${vencimento}::date, ${vencimento}::date, ${p.valor}::numeric)`.execute(db);
  for (const [i, usuarioId] of p.aprovadores.entries()) {
    await sql`INSERT INTO aprovacao_decisao (titulo_id, unidade_id, usuario_id, nivel, decisao, valor) VALUES (${id}, ${unidadeId}, ${usuarioId}, ${i + 1}, 'APROVADO', ${p.valor}::numeric)`.execute(db);
  }
  await avaliarTitulo(db, id);
}

export async function semearAprovacao(db: Db, sede: number, admin: number): Promise<void> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO grupo_permissao (nome, descricao) VALUES ('Aprovação financeira', 'Aprovar ou rejeitar os pagamentos que aguardam o usuário e consultar o histórico.') RETURNING id`.execute(db);
  const grupo = rows[0]!.id;
  await sql`INSERT INTO grupo_permissao_tag (grupo_id, tag) SELECT ${grupo}, unnest(${TAGS_DE_APROVADOR}::text[])`.execute(db);
  const coordenador = await criarAprovador(db, 'coordenador', 'Coordenadora de Projetos', sede, grupo);
  const diretor = await criarAprovador(db, 'diretor', 'Diretor Financeiro', sede, grupo);
  const coordenacao = await criarPerfil(db, 'Coordenação', [admin, coordenador], '200000.00');
  const diretoria = await criarPerfil(db, 'Diretoria financeira', [admin, diretor], null);
  const presidencia = await criarPerfil(db, 'Presidência', [admin], null);
  await criarAlcada(db, 'Até R$ 1.000,00: automática', '0', '1000.00', []);
  await criarAlcada(db, 'De R$ 1.000,01 a R$ 10.000,00', '1000.01', '10000.00', [coordenacao]);
  await criarAlcada(db, 'De R$ 10.000,01 a R$ 50.000,00', '10000.01', '50000.00', [coordenacao, diretoria]);
  await criarAlcada(db, 'Acima de R$ 50.000,00', '50000.01', null, [coordenacao, diretoria, presidencia]);
  const operador = (await sql<{ id: number }>`SELECT id FROM usuario WHERE login = 'operador'`.execute(db)).rows[0]?.id ?? admin;
  const pendentes: Pendente[] = [
    { descricao: 'Cestas básicas – campanha de inverno', valor: '4800.00', solicitante: diretor, aprovadores: [] },
    { descricao: 'Material pedagógico do reforço escolar', valor: '2350.00', solicitante: operador, aprovadores: [] },
    { descricao: 'Reforma do telhado da sede', valor: '18500.00', solicitante: diretor, aprovadores: [coordenador] },
    { descricao: 'Computadores do telecentro', valor: '62000.00', solicitante: operador, aprovadores: [coordenador, diretor] },
  ];
  for (const [i, p] of pendentes.entries()) await criarPendente(db, sede, p, i * 3);
}
