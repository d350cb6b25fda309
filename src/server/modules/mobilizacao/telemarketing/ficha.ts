import { sql } from 'kysely';
import type { ColaboracaoDoDoador, FichaDoDoador, FormaDaColaboracao, OpcoesDaLigacao, SituacaoDaLigacao } from '../../../../shared/api/telemarketing.ts';
import type { Db } from '../../../db/database.ts';

// The donor on one screen for the call: contacts, the unit's colaborações and the last calls; and
// the outcomes and campaigns the call's record offers.

const FUSO = 'America/Sao_Paulo';
const ULTIMAS_LIGACOES = 20;

export async function fichaDoDoador(db: Db, pessoaId: number, unidadeId: number): Promise<FichaDoDoador | null> {
  const { rows: pessoas } = await sql<{ id: number; nome: string; documento: string | null; telefone: string | null; celular: string | null; email: string | null }>`
    SELECT id, nome, coalesce(cpf, cnpj) AS documento, telefone, celular, email_principal AS email
    FROM pessoa WHERE id = ${pessoaId} AND unidade_id = ${unidadeId} AND ativo`.execute(db);
  const pessoa = pessoas[0];
  if (pessoa === undefined) return null;
  const colaboracoes = await sql<{ id: number; valor: string; dia_do_mes: number; forma: FormaDaColaboracao; situacao: string; inicio: string; fim: string | null; campanha: string | null; debito_agencia: string | null; debito_conta: string | null }>`
    SELECT c.id, c.valor::text AS valor, c.dia_do_mes, c.forma, c.situacao, c.inicio::text AS inicio, c.fim::text AS fim, coalesce(k.nome, c.campanha) AS campanha,
      c.debito_agencia, c.debito_conta
    FROM colaboracao AS c LEFT JOIN mobilizacao_campanha AS k ON k.id = c.campanha_cadastrada_id
    WHERE c.pessoa_id = ${pessoaId} AND c.unidade_id = ${unidadeId} AND c.ativo
    ORDER BY c.situacao IN ('ATIVA', 'FALHANDO') DESC, c.inicio DESC, c.id DESC`.execute(db);
  const ligacoes = await sql<{ id: number; data: string; operador: string; situacao: string; observacao: string | null; proxima: string | null }>`
    SELECT l.id, to_char(l.data AT TIME ZONE ${FUSO}, 'YYYY-MM-DD"T"HH24:MI') AS data, u.nome AS operador, s.descricao AS situacao, l.observacao,
           to_char(l.proxima_ligacao AT TIME ZONE ${FUSO}, 'YYYY-MM-DD"T"HH24:MI') AS proxima
    FROM mobilizacao_ligacao AS l JOIN usuario AS u ON u.id = l.operador_id JOIN mobilizacao_situacao_ligacao AS s ON s.id = l.situacao_id
    WHERE l.pessoa_id = ${pessoaId} AND l.unidade_id = ${unidadeId}
    ORDER BY l.data DESC, l.id DESC LIMIT ${ULTIMAS_LIGACOES}`.execute(db);
  return {
    pessoa,
    colaboracoes: colaboracoes.rows.map(
      (c): ColaboracaoDoDoador => ({ id: c.id, valor: Number(c.valor), diaDoMes: c.dia_do_mes, forma: c.forma, situacao: c.situacao, inicio: c.inicio, fim: c.fim, campanha: c.campanha,
        debitoAgencia: c.debito_agencia, debitoConta: c.debito_conta }),
    ),
    ligacoes: ligacoes.rows.map((l) => ({ id: l.id, data: l.data, operador: l.operador, situacao: l.situacao, observacao: l.observacao, proximaLigacao: l.proxima })),
  };
}

export async function opcoesDaLigacao(db: Db): Promise<OpcoesDaLigacao> {
  const situacoes = await sql<SituacaoDaLigacao>`SELECT id, descricao, resultado FROM mobilizacao_situacao_ligacao WHERE ativo ORDER BY descricao`.execute(db);
  const campanhas = await sql<{ id: number; nome: string }>`SELECT id, nome FROM mobilizacao_campanha WHERE ativo ORDER BY nome`.execute(db);
  return { situacoes: situacoes.rows, campanhas: campanhas.rows };
}
