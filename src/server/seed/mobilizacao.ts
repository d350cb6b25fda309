import { sql } from 'kysely';
import { somarMeses } from '../../shared/calendario/index.ts';
import { hojeNoModelo } from '../../shared/format/dates.ts';
import { maisDias } from '../../shared/mobilizacao/agenda.ts';
import { gerarHashSenha } from '../auth/senha.ts';
import type { Db } from '../db/database.ts';
import { semearConcessionarias } from './concessionarias.ts';
import { semearFornecedoresDasTarifas } from './fornecedoresDasTarifas.ts';

// Fundraising on first start, in Sede: the call outcomes, two campaigns (one by telemarketing,
// running), the collection methods (boleto at Banco do Brasil in CNAB 240 and at Bradesco in
// CNAB 400, débito automático at Itaú in FEBRABAN 150, three utility companies and PIX; the fees
// of each in its expense category, charged by the bank or the utility as a supplier), the IPCA
// with two years of monthly values, two renewal rules, the telemarketing operator (login
// teleoperador) with calls of the last days and two callbacks due today, the donations' plans
// placed in the campaign and under the índice, a few more campaign donors, and charges with their
// nosso número for the open receivables of the boleto plans. Runs after the donations' seed.

export const LOGIN_DO_TELEMARKETING = { login: 'teleoperador', senha: 'teleoperador', descricao: 'telemarketing: agenda, ligações e colaborações; unidade Sede' } as const;

const SITUACOES: readonly (readonly [string, string])[] = [
  ['Prometeu colaborar', 'promessa'],
  ['Não quer colaborar', 'recusa'],
  ['Pediu para ligar depois', 'retornar'],
  ['Número errado', 'numero_errado'],
  ['Não atendeu', 'sem_contato'],
  ['Caixa postal', 'sem_contato'],
];

/** [name, kind, code, bank, agency, agency digit, account, account digit, carteira, agreement, layout, next nosso número]. */
const FORMAS: readonly (readonly [string, string, string | null, string | null, string | null, string | null, string | null, string | null, string | null, string | null, string | null, number])[] = [
  ['Boleto Banco do Brasil', 'boleto', null, '001', '1234', '3', '56789', '0', '17', '1234567', 'CNAB240', 101],
  ['Boleto Bradesco', 'boleto', null, '237', '0123', '4', '1234567', '0', '09', '4567890', 'CNAB400', 1],
  ['Débito automático Itaú', 'debito_automatico', null, '341', '0801', null, '12345', '6', null, 'ALICERCE01', 'FEBRABAN150', 1],
  ['Companhia de Luz do Vale', 'concessionaria', 'luz-do-vale', null, null, null, null, null, null, '0042', 'FEBRABAN150', 1],
  ['Águas da Serra', 'concessionaria', 'aguas-da-serra', null, null, null, null, null, null, '0117', 'FEBRABAN150', 1],
  ['Telefônica Horizonte', 'concessionaria', 'telefonica-horizonte', null, null, null, null, null, null, '0230', 'FEBRABAN150', 1],
  ['PIX da instituição', 'pix', null, null, null, null, null, null, null, null, null, 1],
];

/** IPCA-like monthly percentages, repeated over the last 24 months. */
const IPCA = ['0.42', '0.38', '0.16', '0.43', '0.46', '0.26', '0.24', '0.12', '-0.02', '0.44', '0.56', '0.39'];

async function criarOperador(db: Db, sede: number): Promise<number> {
  const grupo = await sql<{ id: number }>`INSERT INTO grupo_permissao (nome, descricao) VALUES ('Telemarketing', 'Agenda do telemarketing, ligações e colaborações.') RETURNING id`.execute(db);
  const grupoId = grupo.rows[0]!.id;
  for (const tag of ['mobilizacao.telemarketing.ligar', 'mobilizacao.telemarketing.visualizar', 'mobilizacao.colaboracao.visualizar']) {
    await sql`INSERT INTO grupo_permissao_tag (grupo_id, tag) VALUES (${grupoId}, ${tag})`.execute(db);
  }
  const senha = await gerarHashSenha(LOGIN_DO_TELEMARKETING.senha);
  const usuario = await sql<{ id: number }>`
    INSERT INTO usuario (login, nome, email, senha_hash) VALUES (${LOGIN_DO_TELEMARKETING.login}, 'Operadora de Telemarketing', 'teleoperador@alicerce.example.com.br', ${senha}) RETURNING id`.execute(db);
  const id = usuario.rows[0]!.id;
  await sql`INSERT INTO usuario_unidade (usuario_id, unidade_id) VALUES (${id}, ${sede})`.execute(db);
  await sql`INSERT INTO usuario_grupo (usuario_id, grupo_id) VALUES (${id}, ${grupoId})`.execute(db);
  return id;
}

async function inserirId(db: Db, consulta: ReturnType<typeof sql<{ id: number }>>): Promise<number> {
  return (await consulta.execute(db)).rows[0]!.id;
}

export async function semearMobilizacao(db: Db, sede: number): Promise<void> {
  const hoje = hojeNoModelo();
  const situacao = new Map<string, number>();
  for (const [descricao, resultado] of SITUACOES) {
    situacao.set(descricao, await inserirId(db, sql<{ id: number }>`INSERT INTO mobilizacao_situacao_ligacao (descricao, resultado) VALUES (${descricao}, ${resultado}) RETURNING id`));
  }
  const renovacao = await inserirId(db, sql<{ id: number }>`
    INSERT INTO mobilizacao_campanha (nome, meta_valor, meta_doadores, inicio, fim, canal)
    VALUES ('Renovação de fim de ano', 20000, 150, ${`${somarMeses(hoje, -1).slice(0, 8)}01`}::date, ${maisDias(hoje, 45)}::date, 'telemarketing') RETURNING id`);
  await sql`INSERT INTO mobilizacao_campanha (nome, meta_doadores, inicio, fim, canal) VALUES ('Amigos da Horta', 50, ${somarMeses(hoje, -6)}::date, ${somarMeses(hoje, -3)}::date, 'evento')`.execute(db);
  const formas = new Map<string, number>();
  for (const [nome, tipo, codigo, banco, agencia, agenciaDv, conta, contaDv, carteira, convenio, layout, proximo] of FORMAS) {
    formas.set(nome, await inserirId(db, sql<{ id: number }>`
      INSERT INTO mobilizacao_forma_cobranca (nome, tipo, codigo, banco, agencia, agencia_dv, conta, conta_dv, carteira, convenio, layout, proximo_nosso_numero)
      VALUES (${nome}, ${tipo}, ${codigo}, ${banco}, ${agencia}, ${agenciaDv}, ${conta}, ${contaDv}, ${carteira}, ${convenio}, ${layout}, ${proximo}) RETURNING id`));
  }
  // The fees of the banks' returns go to "Tarifas bancárias", the utilities' to "Tarifas de arrecadação".
  await sql`UPDATE mobilizacao_forma_cobranca AS f SET categoria_tarifa_id = c.id FROM categoria AS c
    WHERE f.tipo IN ('boleto', 'debito_automatico', 'concessionaria') AND c.natureza = 'DESPESA'
      AND c.codigo = CASE WHEN f.tipo = 'concessionaria' THEN '2.5.05' ELSE '2.5.01' END`.execute(db);
  await semearFornecedoresDasTarifas(db, sede);
  // The Bradesco agreement e-mails each boleto to the donor when its remittance is generated.
  await sql`UPDATE mobilizacao_forma_cobranca SET enviar_boleto_por_email = true WHERE id = ${formas.get('Boleto Bradesco')!}`.execute(db);
  const ipca = await inserirId(db, sql<{ id: number }>`INSERT INTO mobilizacao_indice (nome) VALUES ('IPCA') RETURNING id`);
  for (let atras = 24; atras >= 1; atras--) {
    await sql`INSERT INTO mobilizacao_indice_valor (indice_id, ordem, competencia, percentual)
      VALUES (${ipca}, ${24 - atras}, ${somarMeses(hoje, -atras).slice(0, 7)}, ${IPCA[atras % 12]!}::numeric)`.execute(db);
  }
  await sql`INSERT INTO mobilizacao_regra_renovacao (descricao, dias_antes_do_fim) VALUES ('Compromissos que terminam em 30 dias', 30)`.execute(db);
  await sql`INSERT INTO mobilizacao_regra_renovacao (descricao, falhas_minimas) VALUES ('Duas falhas de cobrança seguidas', 2)`.execute(db);
  const operador = await criarOperador(db, sede);
  await colaboracoesECobrancas(db, { sede, hoje, renovacao, ipca, bb: formas.get('Boleto Banco do Brasil')!, bradesco: formas.get('Boleto Bradesco')! });
  await ligacoes(db, { sede, hoje, operador, renovacao, situacao });
  await semearConcessionarias(db, sede, hoje);
}

interface Contexto {
  sede: number;
  hoje: string;
  renovacao: number;
  ipca: number;
  bb: number;
  bradesco: number;
}

/** The donations' plans placed in fundraising, a few more campaign donors, and the boleto charges. */
async function colaboracoesECobrancas(db: Db, c: Contexto): Promise<void> {
  const planos = (await sql<{ id: number; forma: string }>`SELECT id, forma FROM colaboracao WHERE unidade_id = ${c.sede} ORDER BY id`.execute(db)).rows;
  if (planos.length >= 5) {
    const [primeiro, segundo, terceiro, , quinto] = planos as [(typeof planos)[0], (typeof planos)[0], (typeof planos)[0], (typeof planos)[0], (typeof planos)[0]];
    // Started 14 months ago and never adjusted: "Reajustar pelo índice" applies the IPCA.
    await sql`UPDATE colaboracao SET indice_id = ${c.ipca} WHERE id = ${primeiro.id}`.execute(db);
    await sql`UPDATE colaboracao SET campanha_cadastrada_id = ${c.renovacao}, forma_cobranca_id = ${c.bb}, indice_id = ${c.ipca} WHERE id = ${segundo.id}`.execute(db);
    await sql`UPDATE colaboracao SET falhas = 2, forma_cobranca_id = ${c.bradesco}, forma = 'BOLETO' WHERE id = ${terceiro.id}`.execute(db);
    // Ends within the renewal window.
    await sql`UPDATE colaboracao SET fim = ${maisDias(c.hoje, 20)}::date WHERE id = ${quinto.id}`.execute(db);
  }
  const { rows: doadores } = await sql<{ id: number }>`
    SELECT p.id FROM pessoa AS p WHERE p.unidade_id = ${c.sede} AND p.ativo AND p.papel_pessoa_fisica AND p.celular IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM colaboracao WHERE pessoa_id = p.id) ORDER BY p.id LIMIT 8`.execute(db);
  for (const [i, d] of doadores.entries()) {
    await sql`INSERT INTO colaboracao (unidade_id, pessoa_id, valor, dia_do_mes, forma, inicio, campanha_cadastrada_id, forma_cobranca_id)
      VALUES (${c.sede}, ${d.id}, ${20 + i * 5}, ${5 + i}, 'BOLETO', ${somarMeses(c.hoje, -(6 + i))}::date, ${c.renovacao}, ${i % 2 === 0 ? c.bb : c.bradesco})`.execute(db);
  }
  // The boleto gifts still open: one charge each, numbered by the agreement.
  const { rows: abertas } = await sql<{ pessoa_id: number; titulo_id: number; colaboracao_id: number | null; data: string; valor: string }>`
    SELECT d.pessoa_id, d.titulo_id, d.colaboracao_id, d.data::text AS data, d.valor::text AS valor
    FROM doacao AS d WHERE d.unidade_id = ${c.sede} AND d.forma = 'BOLETO' AND d.titulo_id IS NOT NULL ORDER BY d.data DESC LIMIT 6`.execute(db);
  for (const [i, d] of abertas.entries()) {
    const situacao = i === 0 ? 'a_enviar' : i < 3 ? 'enviada' : 'paga';
    const numero = await inserirId(db, sql<{ id: number }>`
      UPDATE mobilizacao_forma_cobranca SET proximo_nosso_numero = proximo_nosso_numero + 1 WHERE id = ${c.bb} RETURNING (proximo_nosso_numero - 1)::int AS id`);
    // The boletos of the charges already sent went to the donors by e-mail a few days ago.
    await sql`INSERT INTO mobilizacao_cobranca (unidade_id, pessoa_id, titulo_id, colaboracao_id, forma_cobranca_id, nosso_numero, sequencial, vencimento, valor, situacao, valor_pago, data_pagamento, boleto_enviado_em)
      VALUES (${c.sede}, ${d.pessoa_id}, ${d.titulo_id}, ${d.colaboracao_id}, ${c.bb}, ${`1234567${String(numero).padStart(10, '0')}`}, ${numero}, ${d.data}::date, ${d.valor}::numeric, ${situacao},
        ${situacao === 'paga' ? d.valor : null}::numeric, ${situacao === 'paga' ? d.data : null}::date, ${situacao === 'a_enviar' ? null : sql`now() - interval '3 days'`})`.execute(db);
  }
}

interface ContextoDasLigacoes {
  sede: number;
  hoje: string;
  operador: number;
  renovacao: number;
  situacao: ReadonlyMap<string, number>;
}

/** Calls of the last days by the operator: a promise recorded, refusals, and two callbacks due today. */
async function ligacoes(db: Db, c: ContextoDasLigacoes): Promise<void> {
  const { rows: pessoas } = await sql<{ id: number }>`
    SELECT p.id FROM pessoa AS p WHERE p.unidade_id = ${c.sede} AND p.ativo AND p.papel_pessoa_fisica AND p.telefone IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM colaboracao WHERE pessoa_id = p.id) ORDER BY p.id DESC LIMIT 5`.execute(db);
  if (pessoas.length < 5) return;
  const [prometeu, recusou, naoAtendeu, retornoManha, retornoTarde] = pessoas.map((p) => p.id) as [number, number, number, number, number];
  const ontem = maisDias(c.hoje, -1);
  const ligar = async (pessoa: number, situacao: string, dia: string, hora: string, extra: { colaboracao?: number; proxima?: string; observacao?: string } = {}) => {
    await sql`INSERT INTO mobilizacao_ligacao (unidade_id, pessoa_id, colaboracao_id, campanha_id, operador_id, data, situacao_id, observacao, proxima_ligacao)
      VALUES (${c.sede}, ${pessoa}, ${extra.colaboracao ?? null}, ${c.renovacao}, ${c.operador}, ${`${dia}T${hora}:00`}::timestamp AT TIME ZONE 'America/Sao_Paulo',
        ${c.situacao.get(situacao)!}, ${extra.observacao ?? null}, ${extra.proxima === undefined ? null : `${extra.proxima}:00`}::timestamp AT TIME ZONE 'America/Sao_Paulo')`.execute(db);
  };
  const colaboracao = await inserirId(db, sql<{ id: number }>`
    INSERT INTO colaboracao (unidade_id, pessoa_id, valor, dia_do_mes, forma, inicio, campanha_cadastrada_id, origem)
    VALUES (${c.sede}, ${prometeu}, 35, 15, 'BOLETO', ${maisDias(c.hoje, -3)}::date, ${c.renovacao}, 'TELEMARKETING') RETURNING id`);
  await ligar(prometeu, 'Prometeu colaborar', maisDias(c.hoje, -3), '10:15', { colaboracao, observacao: 'Quer receber o boleto por e-mail.' });
  await ligar(recusou, 'Não quer colaborar', maisDias(c.hoje, -2), '14:40', { observacao: 'Já colabora com outra instituição.' });
  await ligar(naoAtendeu, 'Não atendeu', ontem, '09:05');
  await ligar(retornoManha, 'Pediu para ligar depois', ontem, '11:20', { proxima: `${c.hoje}T10:00`, observacao: 'Pediu retorno pela manhã.' });
  await ligar(retornoTarde, 'Pediu para ligar depois', ontem, '16:45', { proxima: `${c.hoje}T15:30` });
}
