import type { ColumnType, Generated } from 'kysely';

// Table types for Kysely, kept in step with db/migrations/*.sql.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<unknown, string, string>;

export interface InstituicaoTable {
  id: Generated<number>;
  nome: string;
  fuso_horario: Generated<string>;
}

export interface UnidadeTable {
  id: Generated<number>;
  nome: string;
  cnpj: string | null;
  ativo: Generated<boolean>;
  criado_em: Timestamp;
}

export interface SetorTable {
  id: Generated<number>;
  unidade_id: number;
  nome: string;
  ativo: Generated<boolean>;
}

export interface ArquivoTable {
  id: Generated<number>;
  nome_original: string;
  nome_armazenado: string;
  tipo_mime: string;
  tamanho: number;
  diretorio: string;
  criado_por: number | null;
  criado_em: Timestamp;
}

export interface UsuarioTable {
  id: Generated<number>;
  login: string;
  nome: string;
  email: string | null;
  senha_hash: string;
  ativo: Generated<boolean>;
  foto_arquivo_id: number | null;
  criado_em: Timestamp;
}

export interface UsuarioUnidadeTable {
  usuario_id: number;
  unidade_id: number;
}

export interface GrupoPermissaoTable {
  id: Generated<number>;
  nome: string;
  descricao: string | null;
}

export interface GrupoPermissaoTagTable {
  grupo_id: number;
  tag: string;
}

export interface UsuarioGrupoTable {
  usuario_id: number;
  grupo_id: number;
}

export interface SessaoTable {
  id: Generated<number>;
  usuario_id: number;
  token_hash: Buffer;
  unidade_id: number | null;
  criada_em: Timestamp;
  ultimo_uso_em: Timestamp;
  encerrada_em: Date | null;
  endereco_ip: string | null;
}

export interface TentativaLoginTable {
  id: Generated<number>;
  login: string;
  endereco_ip: string;
  criada_em: Timestamp;
}

export interface TokenRecuperacaoTable {
  id: Generated<number>;
  usuario_id: number;
  token_hash: Buffer;
  criado_em: Timestamp;
  expira_em: Date;
  usado_em: Date | null;
}

export interface ParametroTable {
  chave: string;
  valor: Json;
}

export interface MensagemI18nTable {
  locale: string;
  chave: string;
  texto: string;
}

export interface ConfiguracaoCampoTable {
  id: Generated<number>;
  formulario: string;
  secao: string;
  input_name: string;
  visivel: Generated<boolean>;
  obrigatorio: Generated<boolean>;
}

export interface ConfiguracaoSecaoTable {
  formulario: string;
  secao: string;
  visivel: Generated<boolean>;
}

export interface EstadoTable {
  id: Generated<number>;
  uf: string;
  nome: string;
  codigo_ibge: number;
}

export interface CidadeTable {
  id: Generated<number>;
  estado_id: number;
  nome: string;
  codigo_ibge: number;
  latitude: number;
  longitude: number;
}

export interface EmailSaidaTable {
  id: Generated<number>;
  para: string;
  assunto: string;
  corpo: string;
  criado_em: Timestamp;
  enviado_em: Date | null;
  erro: string | null;
}

export interface AuditoriaTable {
  id: Generated<number>;
  quando: Timestamp;
  usuario_id: number | null;
  unidade_id: number | null;
  entidade: string;
  entidade_id: string;
  acao: string;
  alteracoes: Json;
}

export interface PessoaTable {
  id: Generated<number>;
  unidade_id: number;
  codigo: number;
  nome: string;
  papel_pessoa_fisica: Generated<boolean>;
  papel_pessoa_juridica: Generated<boolean>;
  fornecedor: Generated<boolean>;
  cpf: string | null;
  cnpj: string | null;
  rg: string | null;
  data_nascimento: ColumnType<string | null, string | null | undefined, string | null>;
  email_principal: string | null;
  email_secundario: string | null;
  telefone: string | null;
  celular: string | null;
  cidade_id: number | null;
  latitude: number | null;
  longitude: number | null;
  ativo: Generated<boolean>;
  criado_em: Timestamp;
}

export interface Database {
  instituicao: InstituicaoTable;
  unidade: UnidadeTable;
  setor: SetorTable;
  arquivo: ArquivoTable;
  usuario: UsuarioTable;
  usuario_unidade: UsuarioUnidadeTable;
  grupo_permissao: GrupoPermissaoTable;
  grupo_permissao_tag: GrupoPermissaoTagTable;
  usuario_grupo: UsuarioGrupoTable;
  sessao: SessaoTable;
  tentativa_login: TentativaLoginTable;
  token_recuperacao: TokenRecuperacaoTable;
  parametro: ParametroTable;
  mensagem_i18n: MensagemI18nTable;
  configuracao_campo: ConfiguracaoCampoTable;
  configuracao_secao: ConfiguracaoSecaoTable;
  estado: EstadoTable;
  cidade: CidadeTable;
  email_saida: EmailSaidaTable;
  auditoria: AuditoriaTable;
  pessoa: PessoaTable;
}
