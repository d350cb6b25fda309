import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { errosDoFiltroDePessoas, type FiltroDePessoas } from '../../../shared/api/pessoas.ts';
import type { Db } from '../../db/database.ts';
import { errosDeFormulario } from '../../http/erros.ts';

// The filter body of the list and the map as SQL conditions over `pessoa AS p`. Values are
// always bound; each condition is written so the planner can use the indexes of migration
// 0006: a flag as the bare column (matching the partial indexes' predicates), one situation
// as an equality (an ordered index scan), texts as LIKE over the trigram-indexed columns, groups
// as an overlap with the person's grupo_ids (migration 0008, GIN-indexed).

export type Condicao = RawBuilder<SqlBool>;

/** Who asks: the units searched (the session's, or all of the user's on the map) and whether only suppliers are reachable. */
export interface EscopoDaConsulta {
  unidadeIds: readonly number[];
  soFornecedores: boolean;
}

const SEM_NUL = '^[^\\u0000]*$';
const texto = (maxLength: number) => ({ type: ['string', 'null'], maxLength, pattern: SEM_NUL });
const IDS = { type: ['array', 'null'], maxItems: 100, items: { type: 'integer', minimum: 1, maximum: 2147483647 } };
const MARCA = { type: ['boolean', 'null'] };

/** The body schema: a wrong type or an over-long text is a 422 before any query. */
export const ESQUEMA_DO_FILTRO = {
  type: ['object', 'null'],
  properties: {
    situacoes: IDS,
    grupos: IDS,
    cidadeId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
    q: texto(200),
    email: texto(200),
    numeroContato: texto(30),
    cpf: texto(20),
    cnpj: texto(20),
    papelPessoaJuridica: MARCA,
    papelPessoaFisica: MARCA,
    fornecedor: MARCA,
    isOrigemCadastroPortalDoacao: MARCA,
    fields: { type: ['string', 'null'], maxLength: 1000, pattern: '^[a-zA-Z_][a-zA-Z0-9_]*(\\.[a-zA-Z_][a-zA-Z0-9_]*)*(,[a-zA-Z_][a-zA-Z0-9_]*(\\.[a-zA-Z_][a-zA-Z0-9_]*)*)*$' },
  },
} as const;

/**
 * A request's filter must hold what it says: a CPF or CNPJ filter that is no (part of a) document
 * is a 422 with the field's message, as the client's Filtros panel says it, and never a search.
 */
export function exigirFiltroValido(f: FiltroDePessoas): void {
  const erros = errosDoFiltroDePessoas(f);
  if (erros.length > 0) throw errosDeFormulario(erros);
}

const MAXIMO_DE_PALAVRAS = 8;
const CNPJ_COM_MASCARA = /^[0-9A-Za-z]{2}\.[0-9A-Za-z]{3}\.[0-9A-Za-z]{3}\/[0-9A-Za-z]{4}-\d{2}$/;

const digitos = (texto: string): string => texto.replace(/\D/g, '');
const escaparLike = (texto: string): string => texto.replace(/[\\%_]/g, '\\$&');
const contem = (texto: string): string => `%${escaparLike(texto)}%`;
const NADA: Condicao = sql<SqlBool>`false`;

/** A word of q as `busca` stores it: a masked CPF or CNPJ loses its mask (busca holds the bare document). */
function palavraDaBusca(palavra: string): string {
  if (/^[\d./-]+$/.test(palavra) && /\d/.test(palavra)) return digitos(palavra);
  if (CNPJ_COM_MASCARA.test(palavra)) return palavra.replace(/[./-]/g, '');
  return palavra;
}

function busca(texto: string): Condicao | null {
  const q = texto.trim();
  const codigo = /^\d{1,9}$/.test(q) ? Number(q) : null;
  // One or two digits are a code, not a piece of a document.
  if (codigo !== null && q.length < 3) return sql<SqlBool>`p.codigo = ${codigo}`;
  const palavras = q.split(/\s+/).filter(Boolean).slice(0, MAXIMO_DE_PALAVRAS).map(palavraDaBusca).filter(Boolean);
  if (palavras.length === 0) return null;
  // Every word anywhere in name, e-mails or documents, accents and case aside.
  const todas = sql.join(
    palavras.map((p) => sql<SqlBool>`p.busca LIKE lower(f_unaccent(${contem(p)}))`),
    sql` AND `,
  );
  return codigo === null ? sql<SqlBool>`(${todas})` : sql<SqlBool>`((${todas}) OR p.codigo = ${codigo})`;
}

/** A document typed whole matches exactly; a beginning of one, by prefix (the text_pattern_ops indexes). */
function documento(coluna: 'cpf' | 'cnpj', valor: string): Condicao {
  const limpo = coluna === 'cpf' ? digitos(valor) : valor.replace(/[\s./-]/g, '').toUpperCase();
  if (limpo === '' || !/^[0-9A-Z]+$/.test(limpo)) return NADA;
  const inteiro = limpo.length === (coluna === 'cpf' ? 11 : 14);
  return inteiro ? sql<SqlBool>`${sql.ref(`p.${coluna}`)} = ${limpo}` : sql<SqlBool>`${sql.ref(`p.${coluna}`)} LIKE ${`${limpo}%`}`;
}

function umOuVarios(coluna: string, ids: readonly number[]): Condicao {
  const unicos = [...new Set(ids)];
  return unicos.length === 1 ? sql<SqlBool>`${sql.ref(coluna)} = ${unicos[0]}` : sql<SqlBool>`${sql.ref(coluna)} IN (${sql.join(unicos)})`;
}

const preenchido = (texto: string | null | undefined): texto is string => typeof texto === 'string' && texto.trim() !== '';

export function condicoesDoFiltro(f: FiltroDePessoas, escopo: EscopoDaConsulta): Condicao[] {
  const condicoes: Condicao[] = [umOuVarios('p.unidade_id', escopo.unidadeIds), sql<SqlBool>`p.ativo`];
  const q = preenchido(f.q) ? busca(f.q) : null;
  if (q !== null) condicoes.push(q);
  if (preenchido(f.email)) {
    condicoes.push(sql<SqlBool>`p.emails LIKE lower(${contem(f.email.trim())})`);
  }
  if (preenchido(f.numeroContato)) {
    const numero = digitos(f.numeroContato);
    condicoes.push(numero === '' ? NADA : sql<SqlBool>`p.contatos LIKE ${contem(numero)}`);
  }
  if (preenchido(f.cpf)) condicoes.push(documento('cpf', f.cpf));
  if (preenchido(f.cnpj)) condicoes.push(documento('cnpj', f.cnpj));
  if (f.situacoes?.length) condicoes.push(umOuVarios('p.situacao_id', f.situacoes));
  if (f.grupos?.length) condicoes.push(sql<SqlBool>`p.grupo_ids && ${[...new Set(f.grupos)]}::integer[]`);
  if (f.cidadeId) condicoes.push(sql<SqlBool>`p.cidade_id = ${f.cidadeId}`);
  // Both role boxes ticked: people holding either role.
  if (f.papelPessoaFisica && f.papelPessoaJuridica) condicoes.push(sql<SqlBool>`(p.papel_pessoa_fisica OR p.papel_pessoa_juridica)`);
  else if (f.papelPessoaFisica) condicoes.push(sql<SqlBool>`p.papel_pessoa_fisica`);
  else if (f.papelPessoaJuridica) condicoes.push(sql<SqlBool>`p.papel_pessoa_juridica`);
  if (f.fornecedor || escopo.soFornecedores) condicoes.push(sql<SqlBool>`p.fornecedor`);
  if (f.isOrigemCadastroPortalDoacao) condicoes.push(sql<SqlBool>`p.origem_cadastro_portal_doacao`);
  return condicoes;
}

/** Whether the filter searches text (q, e-mail, phone): trigram matches, which may cluster anywhere in the name order. */
export function buscaTexto(f: FiltroDePessoas): boolean {
  return preenchido(f.q) || preenchido(f.email) || preenchido(f.numeroContato);
}

export function onde(condicoes: readonly Condicao[]): Condicao {
  return sql<SqlBool>`${sql.join(condicoes, sql` AND `)}`;
}

/** What the conditions select, as a key for the caches of the list and the map: their SQL and values. */
export function chaveDaConsulta(db: Db, condicoes: readonly Condicao[]): string {
  const { sql: texto, parameters } = onde(condicoes).compile(db);
  return `${texto}\u0000${JSON.stringify(parameters)}`;
}
