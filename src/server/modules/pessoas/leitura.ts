import { sql, type RawBuilder } from 'kysely';
import type { AnexoDaPessoa, CidadeResumida, Pessoa, Referencia } from '../../../shared/api/pessoas.ts';
import type { Db } from '../../db/database.ts';
import { LISTAS, REFERENCIAS } from './referencias.ts';

// One person as the API exchanges it (schemas/pessoa.json), read in one query: references as
// {id, descricao}, lists of references in their description's order, attachments in theirs.

/** Whose people a request reaches: one unit, and only its suppliers for a supplier-only session. */
export interface EscopoDaPessoa {
  unidadeId: number;
  soFornecedores: boolean;
}

interface LinhaDaPessoa {
  id: number;
  codigo: number;
  nome: string;
  papel_pessoa_fisica: boolean;
  papel_pessoa_juridica: boolean;
  fornecedor: boolean;
  ativo: boolean;
  origem_cadastro_portal_doacao: boolean;
  foto_arquivo_id: number | null;
  cpf: string | null;
  rg: string | null;
  data_nascimento: string | null;
  cnpj: string | null;
  email_principal: string | null;
  email_secundario: string | null;
  telefone: string | null;
  telefone_comercial: string | null;
  celular: string | null;
  celular2: string | null;
  celular3: string | null;
  whatsapp: string | null;
  facebook: string | null;
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  latitude: number | null;
  longitude: number | null;
  coordenada_aproximada: boolean;
  data_entrada_instituicao: string | null;
  data_saida_instituicao: string | null;
  observacao: string | null;
  cidade: CidadeResumida | null;
  anexos: AnexoDaPessoa[];
  [referencia: `ref_${string}`]: Referencia | null;
  [lista: `lista_${string}`]: Referencia[];
}

const referencia = (tabela: string, id: RawBuilder<unknown>): RawBuilder<unknown> =>
  sql`(SELECT json_build_object('id', r.id, 'descricao', r.descricao) FROM ${sql.id(tabela)} r WHERE r.id = ${id})`;

const SELECAO = sql.join([
  sql`p.id, p.codigo, p.nome, p.papel_pessoa_fisica, p.papel_pessoa_juridica, p.fornecedor, p.ativo, p.origem_cadastro_portal_doacao`,
  sql`p.foto_arquivo_id, p.cpf, p.rg, p.data_nascimento, p.cnpj, p.email_principal, p.email_secundario`,
  sql`p.telefone, p.telefone_comercial, p.celular, p.celular2, p.celular3, p.whatsapp, p.facebook`,
  sql`p.cep, p.logradouro, p.numero, p.complemento, p.bairro, p.latitude, p.longitude, p.coordenada_aproximada`,
  sql`p.data_entrada_instituicao, p.data_saida_instituicao, p.observacao`,
  sql`(SELECT json_build_object('id', c.id, 'nome', c.nome, 'estado', json_build_object('uf', e.uf))
       FROM cidade c JOIN estado e ON e.id = c.estado_id WHERE c.id = p.cidade_id) AS cidade`,
  sql`(SELECT coalesce(json_agg(json_build_object(
         'id', a.id,
         'arquivo', json_build_object('id', f.id, 'fileName', f.nome_original),
         'tipoAnexo', CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object('id', t.id, 'descricao', t.descricao) END
       ) ORDER BY a.ordem, a.id), '[]')
       FROM pessoa_anexo a JOIN arquivo f ON f.id = a.arquivo_id LEFT JOIN r_tipo_anexo t ON t.id = a.tipo_anexo_id
       WHERE a.pessoa_id = p.id) AS anexos`,
  ...REFERENCIAS.map((r) => sql`${referencia(r.tabela, sql.ref(`p.${r.coluna}`))} AS ${sql.id(`ref_${r.coluna}`)}`),
  ...LISTAS.map(
    (l) => sql`(SELECT coalesce(json_agg(json_build_object('id', r.id, 'descricao', r.descricao) ORDER BY r.descricao, r.id), '[]')
      FROM ${sql.id(l.ligacao)} l JOIN ${sql.id(l.tabela)} r ON r.id = l.${sql.id(l.coluna)} WHERE l.pessoa_id = p.id) AS ${sql.id(`lista_${l.propriedade}`)}`,
  ),
]);

/** The person of the scope's unit (and a supplier, when that is all the scope reaches); `bloquear` locks the row for a write. */
export async function lerPessoa(db: Db, id: number, escopo: EscopoDaPessoa, bloquear = false): Promise<Pessoa | null> {
  const soFornecedores = escopo.soFornecedores ? sql`AND p.fornecedor` : sql``;
  const trava = bloquear ? sql`FOR UPDATE OF p` : sql``;
  const { rows } = await sql<LinhaDaPessoa>`SELECT ${SELECAO} FROM pessoa p
    WHERE p.id = ${id} AND p.unidade_id = ${escopo.unidadeId} ${soFornecedores} ${trava}`.execute(db);
  const linha = rows[0];
  return linha === undefined ? null : pessoaDaLinha(linha);
}

const ref = (linha: LinhaDaPessoa, coluna: string): Referencia | null => linha[`ref_${coluna}`] ?? null;
const lista = (linha: LinhaDaPessoa, propriedade: string): Referencia[] => linha[`lista_${propriedade}`] ?? [];

function pessoaDaLinha(l: LinhaDaPessoa): Pessoa {
  return {
    id: l.id,
    codigo: l.codigo,
    nome: l.nome,
    papelPessoaFisica: l.papel_pessoa_fisica,
    papelPessoaJuridica: l.papel_pessoa_juridica,
    fornecedor: l.fornecedor,
    ativo: l.ativo,
    origemCadastroPortalDoacao: l.origem_cadastro_portal_doacao,
    situacaoPessoa: ref(l, 'situacao_id'),
    grupos: lista(l, 'grupos'),
    foto: l.foto_arquivo_id === null ? null : { id: l.foto_arquivo_id },
    pessoaFisica: l.papel_pessoa_fisica ? { cpf: l.cpf, rg: l.rg, dataNascimento: l.data_nascimento, cargo: ref(l, 'cargo_id') } : null,
    pessoaJuridica: l.papel_pessoa_juridica ? { cnpj: l.cnpj } : null,
    emailPrincipal: l.email_principal,
    emailSecundario: l.email_secundario,
    telefone: l.telefone,
    telefoneComercial: l.telefone_comercial,
    celular: l.celular,
    celular2: l.celular2,
    celular3: l.celular3,
    redeSocial: { whatsapp: l.whatsapp, facebook: l.facebook },
    cep: l.cep,
    logradouro: l.logradouro,
    numero: l.numero,
    complemento: l.complemento,
    bairro: l.bairro,
    cidade: l.cidade,
    latitude: l.latitude,
    longitude: l.longitude,
    coordenadaAproximada: l.coordenada_aproximada,
    dataPessoaInstituicaoEntrada: l.data_entrada_instituicao,
    dataPessoaInstituicaoSaida: l.data_saida_instituicao,
    formaEntrada: ref(l, 'forma_entrada_id'),
    funcao: ref(l, 'funcao_id'),
    profissao: ref(l, 'profissao_id'),
    idiomas: lista(l, 'idiomas'),
    formacoesAcademicas: lista(l, 'formacoesAcademicas'),
    beneficios: lista(l, 'beneficios'),
    observacao: l.observacao,
    anexos: l.anexos,
  };
}
