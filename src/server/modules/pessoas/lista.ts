import { sql, type RawBuilder } from 'kysely';
import type { PessoaDaLista } from '../../../shared/api/pessoas.ts';
import { cacheLimitado } from '../../cache-limitado.ts';
import type { Db } from '../../db/database.ts';
import type { Paginacao } from '../../http/paginacao.ts';
import { chaveDaConsulta, onde, type Condicao } from './filtro.ts';

// One page of POST /api/pessoas/filter, in name order (accents and case aside), and the count
// capped at LIMITE_CONTAGEM_DO_CADASTRO + 1 (`npm run bench pessoas` measures both at a million
// people).

/**
 * The people register counts exactly up to here, lower than other lists: its views scroll
 * (hasMore) and show no total, and a count costs as many index entries as it counts, so a
 * common search (`silva`, a mail domain, a role) at a million people reads a thousand entries,
 * not ten thousand.
 * Exact totals are the report's (POST /api/relatorios/pessoascadastradas).
 */
export const LIMITE_CONTAGEM_DO_CADASTRO = 1_000;

interface LinhaDaLista {
  id: number;
  codigo: number;
  nome: string;
  papel_pessoa_fisica: boolean;
  papel_pessoa_juridica: boolean;
  fornecedor: boolean;
  origem_cadastro_portal_doacao: boolean;
  cpf: string | null;
  rg: string | null;
  data_nascimento: string | null;
  cnpj: string | null;
  foto_arquivo_id: number | null;
  email_principal: string | null;
  email_secundario: string | null;
  telefone: string | null;
  telefone_comercial: string | null;
  celular: string | null;
  situacao_id: number | null;
  situacao_descricao: string | null;
  cidade_id: number | null;
  cidade_nome: string | null;
  uf: string | null;
}

const COLUNAS = sql`p.id, p.codigo, p.nome, p.papel_pessoa_fisica, p.papel_pessoa_juridica, p.fornecedor,
  p.origem_cadastro_portal_doacao, p.cpf, p.rg, p.data_nascimento, p.cnpj, p.foto_arquivo_id, p.email_principal,
  p.email_secundario, p.telefone, p.telefone_comercial, p.celular, p.situacao_id, p.cidade_id,
  s.descricao AS situacao_descricao, c.nome AS cidade_nome, e.uf`;

const JUNCOES = sql`LEFT JOIN r_situacao_pessoa s ON s.id = p.situacao_id
  LEFT JOIN cidade c ON c.id = p.cidade_id
  LEFT JOIN estado e ON e.id = c.estado_id`;

/** The register's version (migration 0008): it grows with every committed write to pessoa. */
export const VERSAO_DO_CADASTRO = sql<string>`(SELECT sum(n) FROM pessoa_versao)::text`;

export async function versaoDoCadastro(db: Db): Promise<string> {
  const { rows } = await sql<{ versao: string }>`SELECT ${VERSAO_DO_CADASTRO} AS versao`.execute(db);
  return rows[0]?.versao ?? '';
}

type ComVersao<T> = T & { versao: string };

/**
 * The page in name order, for a filter matching many people. The inner query finds the page's
 * ids in name order, an index-only scan of pessoa_lista (which carries busca, emails and
 * grupo_ids) wherever the filter allows, stopping once the page is full; the outer one reads
 * the few rows found and joins their situation and city. The version rides along.
 */
export function consultaDaPagina(condicoes: readonly Condicao[], p: Paginacao): RawBuilder<ComVersao<LinhaDaLista>> {
  return sql<ComVersao<LinhaDaLista>>`
    SELECT ${COLUNAS}, ${VERSAO_DO_CADASTRO} AS versao
    FROM (
      SELECT p.id, p.nome_ordenacao FROM pessoa p WHERE ${onde(condicoes)}
      ORDER BY p.nome_ordenacao, p.id LIMIT ${p.rpp + 1} OFFSET ${p.offset}
    ) pagina
    JOIN pessoa p ON p.id = pagina.id
    ${JUNCOES}
    ORDER BY pagina.nome_ordenacao, pagina.id`;
}

type LinhaDaAmostra = { total: number; versao: string; ordem: string | null } & { [K in keyof LinhaDaLista]: LinhaDaLista[K] | null };

/**
 * The count and, when the filter matches at most `tamanho` people (LIMITE_CONTAGEM_DO_CADASTRO, or ESPARSA
 * for a sparse text search), the page, in one statement (one snapshot, the version included).
 * The sample holds up to `tamanho` + 1 matches in whatever order the planner finds them fastest
 * (the trigram or group index for a selective filter, an index-only scan of the unit for a
 * common one). When it holds them all, the page is sorted from it; a filter matching few people
 * far down the name order (an e-mail tied to a name) then never walks the name index. Beyond
 * that the page is not sorted here (`total` > `tamanho`: the caller reads it in name order,
 * where matches are dense). Always one row: the page's columns are null when it is empty or not
 * sorted here.
 */
export function consultaDaAmostra(condicoes: readonly Condicao[], p: Paginacao, tamanho = LIMITE_CONTAGEM_DO_CADASTRO): RawBuilder<LinhaDaAmostra> {
  return sql<LinhaDaAmostra>`
    WITH amostra AS MATERIALIZED (
      SELECT p.id, p.nome_ordenacao FROM pessoa p WHERE ${onde(condicoes)} LIMIT ${tamanho + 1}
    ),
    contagem AS (SELECT count(*)::int AS total FROM amostra),
    pagina AS (
      SELECT a.id, a.nome_ordenacao FROM amostra a WHERE (SELECT total FROM contagem) <= ${tamanho}
      ORDER BY a.nome_ordenacao, a.id LIMIT ${p.rpp + 1} OFFSET ${p.offset}
    )
    SELECT t.total, ${VERSAO_DO_CADASTRO} AS versao, l.*
    FROM contagem t
    LEFT JOIN (SELECT ${COLUNAS}, pagina.nome_ordenacao AS ordem FROM pagina JOIN pessoa p ON p.id = pagina.id ${JUNCOES}) l ON true
    ORDER BY l.ordem, l.id`;
}

/** How many searches lately paged the caches below keep, by search, for their next pages. */
const BUSCAS_GUARDADAS = 1000;

/** The capped counts of the searches lately paged. */
const contagens = cacheLimitado<{ versao: string; total: number }>(BUSCAS_GUARDADAS);

const semVersao = ({ versao: _versao, ...linha }: ComVersao<LinhaDaLista>): LinhaDaLista => linha;

async function lerAmostra(db: Db, condicoes: readonly Condicao[], p: Paginacao, tamanho?: number): Promise<{ total: number; versao: string; linhas: LinhaDaLista[] }> {
  const { rows } = await consultaDaAmostra(condicoes, p, tamanho).execute(db);
  const linhas = rows.flatMap(({ total: _total, versao: _versao, ordem: _ordem, ...linha }) => (linha.id === null ? [] : [linha as LinhaDaLista]));
  return { total: rows[0]?.total ?? 0, versao: rows[0]?.versao ?? '', linhas };
}

/**
 * A text search (q, e-mail, phone) the planner expects to match at most this many people is
 * read whole and sorted, from its trigram index: its matches may all sit far down the name order
 * ('maria silva' starts past 300,000 people at a million), where walking the name index to them
 * costs hundreds of milliseconds, and reading ESPARSA rows costs tens.
 */
const ESPARSA = 20_000;

/** The planner's estimate of the people the conditions match (EXPLAIN: no rows read). */
async function estimativa(db: Db, condicoes: readonly Condicao[]): Promise<number> {
  const { rows } = await sql<{ 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }>`EXPLAIN (FORMAT JSON) SELECT 1 FROM pessoa p WHERE ${onde(condicoes)}`.execute(db);
  return rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? Number.POSITIVE_INFINITY;
}

/** Whether the text searches lately paged looked sparse on their first page, by search: their next pages ask no EXPLAIN. */
const esparsas = cacheLimitado<boolean>(BUSCAS_GUARDADAS);

async function ehEsparsa(db: Db, condicoes: readonly Condicao[], chave: string, p: Paginacao): Promise<boolean> {
  const sabida = p.offset > 0 ? esparsas.get(chave) : undefined;
  if (sabida !== undefined) return sabida;
  const esparsa = (await estimativa(db, condicoes)) <= ESPARSA;
  esparsas.guardar(chave, esparsa);
  return esparsa;
}

/**
 * One page (up to rpp + 1 rows, the extra one telling hasMore) and the count exact up to
 * LIMITE_CONTAGEM_DO_CADASTRO + 1. Page 1 always counts. The next pages of a search matching more than
 * the cap reuse its count while the register's version is unchanged: the name-ordered page
 * query reads the version in the same statement, so scrolling costs one query. `porTexto`: the
 * filter searches text, whose matches may cluster in the name order (ESPARSA).
 */
export async function lerPaginaDePessoas(db: Db, condicoes: readonly Condicao[], p: Paginacao, porTexto = false): Promise<{ linhas: LinhaDaLista[]; contagem: number }> {
  const chave = chaveDaConsulta(db, condicoes);
  if (porTexto && (await ehEsparsa(db, condicoes, chave, p))) {
    const todas = await lerAmostra(db, condicoes, p, ESPARSA);
    if (todas.total <= ESPARSA) return { linhas: todas.linhas, contagem: todas.total };
  }
  const conhecida = p.offset > 0 ? contagens.get(chave) : undefined;
  if (conhecida !== undefined && conhecida.total > LIMITE_CONTAGEM_DO_CADASTRO) {
    const { rows } = await consultaDaPagina(condicoes, p).execute(db);
    const linhas = rows.map(semVersao);
    if (rows[0]?.versao === conhecida.versao) return { linhas, contagem: conhecida.total };
    // A short page that is not past the end holds the last rows: the count is exact without a query.
    if (linhas.length > 0 && linhas.length <= p.rpp) return { linhas, contagem: p.offset + linhas.length };
    const amostra = await lerAmostra(db, condicoes, p);
    contagens.guardar(chave, { versao: amostra.versao, total: amostra.total });
    return { linhas: amostra.total > LIMITE_CONTAGEM_DO_CADASTRO ? linhas : amostra.linhas, contagem: amostra.total };
  }
  const amostra = await lerAmostra(db, condicoes, p);
  contagens.guardar(chave, { versao: amostra.versao, total: amostra.total });
  if (amostra.total <= LIMITE_CONTAGEM_DO_CADASTRO) return { linhas: amostra.linhas, contagem: amostra.total };
  const { rows } = await consultaDaPagina(condicoes, p).execute(db);
  return { linhas: rows.map(semVersao), contagem: amostra.total };
}

/** A row as the list's cards and table read it; `authtokenDaFoto` derives the photo URL's token. */
export function pessoaDaLista(l: LinhaDaLista, authtokenDaFoto: (pessoaId: number) => string): PessoaDaLista {
  return {
    id: l.id,
    codigo: l.codigo,
    nome: l.nome,
    papelPessoaFisica: l.papel_pessoa_fisica,
    papelPessoaJuridica: l.papel_pessoa_juridica,
    fornecedor: l.fornecedor,
    origemCadastroPortalDoacao: l.origem_cadastro_portal_doacao,
    pessoaFisica: l.papel_pessoa_fisica ? { cpf: l.cpf, rg: l.rg, dataNascimento: l.data_nascimento } : null,
    pessoaJuridica: l.papel_pessoa_juridica ? { cnpj: l.cnpj } : null,
    situacaoPessoa: l.situacao_id === null ? null : { id: l.situacao_id, descricao: l.situacao_descricao },
    foto: l.foto_arquivo_id === null ? null : { id: l.foto_arquivo_id, authtoken: authtokenDaFoto(l.id) },
    emailPrincipal: l.email_principal,
    emailSecundario: l.email_secundario,
    telefone: l.telefone,
    telefoneComercial: l.telefone_comercial,
    celular: l.celular,
    cidade: l.cidade_id === null || l.cidade_nome === null || l.uf === null ? null : { id: l.cidade_id, nome: l.cidade_nome, estado: { uf: l.uf } },
  };
}
