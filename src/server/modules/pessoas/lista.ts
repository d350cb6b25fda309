import { sql, type RawBuilder } from 'kysely';
import type { PessoaDaLista } from '../../../shared/api/pessoas.ts';
import type { Db } from '../../db/database.ts';
import { LIMITE_CONTAGEM, type Paginacao } from '../../http/paginacao.ts';
import { onde, type Condicao } from './filtro.ts';

// One page of POST /api/pessoas/filter, in name order (accents and case aside). The capped
// count runs only when the page cannot tell it.

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

/**
 * The page's query. The inner one finds the page's ids in name order, an index-only scan of
 * pessoa_lista (which carries busca) wherever the filter allows; the outer one reads the few
 * rows found and joins their situation and city.
 */
export function consultaDaPagina(condicoes: readonly Condicao[], p: Paginacao): RawBuilder<LinhaDaLista> {
  return sql<LinhaDaLista>`
    SELECT p.id, p.codigo, p.nome, p.papel_pessoa_fisica, p.papel_pessoa_juridica, p.fornecedor,
      p.origem_cadastro_portal_doacao, p.cpf, p.rg, p.data_nascimento, p.cnpj, p.foto_arquivo_id, p.email_principal,
      p.email_secundario, p.telefone, p.telefone_comercial, p.celular, p.situacao_id, p.cidade_id,
      s.descricao AS situacao_descricao, c.nome AS cidade_nome, e.uf
    FROM (
      SELECT p.id, p.nome_ordenacao FROM pessoa p WHERE ${onde(condicoes)}
      ORDER BY p.nome_ordenacao, p.id LIMIT ${p.rpp + 1} OFFSET ${p.offset}
    ) pagina
    JOIN pessoa p ON p.id = pagina.id
    LEFT JOIN r_situacao_pessoa s ON s.id = p.situacao_id
    LEFT JOIN cidade c ON c.id = p.cidade_id
    LEFT JOIN estado e ON e.id = c.estado_id
    ORDER BY pagina.nome_ordenacao, pagina.id`;
}

/** The count, exact up to LIMITE_CONTAGEM + 1. */
export function consultaDaContagem(condicoes: readonly Condicao[]): RawBuilder<{ total: number }> {
  return sql<{ total: number }>`
    SELECT count(*)::int AS total FROM (SELECT 1 FROM pessoa p WHERE ${onde(condicoes)} LIMIT ${LIMITE_CONTAGEM + 1}) AS amostra`;
}

export async function lerPaginaDePessoas(db: Db, condicoes: readonly Condicao[], p: Paginacao): Promise<{ linhas: LinhaDaLista[]; contagem: number }> {
  const { rows: linhas } = await consultaDaPagina(condicoes, p).execute(db);
  // A short page that is not past the end holds the last rows: the count is exact without a query.
  if (linhas.length <= p.rpp && (linhas.length > 0 || p.offset === 0)) return { linhas, contagem: p.offset + linhas.length };
  const { rows } = await consultaDaContagem(condicoes).execute(db);
  return { linhas, contagem: rows[0]?.total ?? 0 };
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
