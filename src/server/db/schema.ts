import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { EstadoDoIntervalo } from '../../shared/api/registrointervalo.ts';
import type { TabelasDosComunicados } from './schema-comunicados.ts';
import type { TabelasDoFinanceiro } from './schema-financeiro.ts';

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

/** A stored setting of a settings screen the engine serves (migration 0018). */
export interface AjusteTable {
  modelo: string;
  unidade_id: number | null;
  campo: string;
  valor: Json;
  alterado_em: Generated<Date>;
  alterado_por: number | null;
}

export interface MensagemI18nTable {
  locale: string;
  chave: string;
  texto: string;
  alterada_em: Generated<Date>;
  alterada_por: number | null;
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
  /** The point is the municipality's seat (shared/geo/posicao.ts). */
  coordenada_aproximada: Generated<boolean>;
  ativo: Generated<boolean>;
  criado_em: Timestamp;
  situacao_id: number | null;
  telefone_comercial: string | null;
  celular2: string | null;
  celular3: string | null;
  whatsapp: string | null;
  facebook: string | null;
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  data_entrada_instituicao: ColumnType<string | null, string | null | undefined, string | null>;
  data_saida_instituicao: ColumnType<string | null, string | null | undefined, string | null>;
  forma_entrada_id: number | null;
  cargo_id: number | null;
  funcao_id: number | null;
  profissao_id: number | null;
  observacao: string | null;
  foto_arquivo_id: number | null;
  origem_cadastro_portal_doacao: Generated<boolean>;
  atualizado_em: Timestamp;
  /** When the person was anonymised at their request (LGPD); null for everyone else. */
  anonimizada_em: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Generated: lower(f_unaccent(nome)), the list's order. */
  nome_ordenacao: GeneratedAlways<string>;
  /** Generated: what the filter's q searches (name, e-mails, documents). */
  busca: GeneratedAlways<string>;
  /** Generated: both e-mails, lowercased, what the e-mail filter searches. */
  emails: GeneratedAlways<string>;
  /** Generated: the phones' digits, what numeroContato searches. */
  contatos: GeneratedAlways<string>;
  /** Migration 0008: the person's groups (pessoa_grupo), sorted, kept by triggers; what the filter's grupos reads. */
  grupo_ids: GeneratedAlways<number[]>;
}

export interface PessoaCodigoTable {
  unidade_id: number;
  ultimo: number;
}

export interface PessoaGrupoTable {
  pessoa_id: number;
  grupo_id: number;
}

export interface PessoaIdiomaTable {
  pessoa_id: number;
  idioma_id: number;
}

export interface PessoaFormacaoAcademicaTable {
  pessoa_id: number;
  formacao_academica_id: number;
}

export interface PessoaBeneficioTable {
  pessoa_id: number;
  beneficio_id: number;
}

export interface PessoaAnexoTable {
  id: Generated<number>;
  pessoa_id: number;
  arquivo_id: number;
  tipo_anexo_id: number | null;
  ordem: number;
  criado_em: Timestamp;
}

/** A configuration table of the people register as the generic engine shapes it (r_situacao_pessoa, r_cargo, ...). */
export interface ConfiguracaoDePessoaTable {
  id: Generated<number>;
  ativo: Generated<boolean>;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
  descricao: string | null;
}

export interface TipoIntervaloTable {
  id: Generated<number>;
  unidade_id: number;
  descricao: string;
  ativo: Generated<boolean>;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

/** membros and tipos are [{id}]; the schedules are rows of grupo_intervalo_horario. */
export interface GrupoIntervaloTable {
  id: Generated<number>;
  unidade_id: number;
  descricao: string;
  ativo: Generated<boolean>;
  membros: ColumnType<unknown, string | null | undefined, string | null>;
  tipos: ColumnType<unknown, string | null | undefined, string | null>;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

/** A group's schedule (a child row of the engine, migration 0020); dias_semana is [0..6], inicio/fim 'HH:mm'. */
export interface GrupoIntervaloHorarioTable {
  id: Generated<number>;
  grupo_intervalo_id: number;
  unidade_id: number;
  ordem: Generated<number>;
  dias_semana: ColumnType<unknown, string | null | undefined, string | null>;
  inicio: string | null;
  fim: string | null;
  duracao_maxima_min: number | null;
  ativo: Generated<boolean>;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

export interface IntervaloTable {
  id: Generated<number>;
  usuario_id: number;
  unidade_id: number;
  grupo_intervalo_id: number;
  grupo_intervalo_horario_id: number;
  tipo_intervalo_id: number | null;
  /** YYYY-MM-DD. */
  data: string;
  estado: ColumnType<EstadoDoIntervalo, EstadoDoIntervalo | undefined, EstadoDoIntervalo>;
  liberado_em: Timestamp;
  iniciado_em: Date | null;
  encerrado_em: Date | null;
  duracao_s: number | null;
  duracao_maxima_min: number;
  excedido: Generated<boolean>;
}

export interface IntervaloAnuncioTable {
  grupo_intervalo_horario_id: number;
  data: string;
  anunciado_em: Timestamp;
}

/** Migrations 0007 and 0018: an uploaded spreadsheet of a screen's import (importacao/). */
export interface ImportacaoTable {
  id: Generated<number>;
  /** The screen (descriptor rota.name) whose calls reach it. */
  tela: string;
  /** The model whose records its rows create. */
  modelo: string;
  unidade_id: number;
  usuario_id: number;
  arquivo_id: number;
  nome_arquivo: string;
  formato: 'CSV' | 'XLSX';
  colunas: Json;
  total: number;
  estado: ColumnType<'enviada' | 'iniciada' | 'concluida', 'enviada' | 'iniciada' | 'concluida' | undefined, 'enviada' | 'iniciada' | 'concluida'>;
  mapeamento: ColumnType<unknown, string | null | undefined, string | null>;
  pular_invalidas: Generated<boolean>;
  tarefa_id: number | null;
  criada_em: Timestamp;
  iniciada_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  concluida_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Migrations 0007 and 0018: one data row of an import (dados the cells as text; mensagens [{campo, rotulo, mensagem}]). */
export interface ImportacaoLinhaTable {
  importacao_id: number;
  linha: number;
  dados: Json;
  situacao: ColumnType<'pendente' | 'incluida' | 'ignorada' | 'rejeitada', 'pendente' | undefined, 'incluida' | 'ignorada' | 'rejeitada'>;
  mensagens: ColumnType<unknown, string | null | undefined, string | null>;
  /** The key the row was judged by (a person's 'CPF:digits'). */
  chave: string | null;
  /** The record of the import's model the row created or found. */
  registro_id: number | null;
}

export interface PoliticaPrivacidadeTable {
  id: Generated<number>;
  texto: string;
  atualizada_em: Generated<Date>;
  atualizada_por: number | null;
}

/** Migration 0010: an internal message; a draft until enviada_em is set. */
export interface MensagemTable {
  id: number;
  conversa_id: number;
  resposta_a: number | null;
  remetente_id: number;
  assunto: Generated<string>;
  corpo: Generated<string>;
  criada_em: Timestamp;
  atualizada_em: Timestamp;
  enviada_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  excluida_pelo_remetente_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Generated: lower(f_unaccent(assunto || ' ' || corpo)), what q searches. */
  busca: GeneratedAlways<string>;
}

export interface MensagemDestinatarioTable {
  mensagem_id: number;
  usuario_id: number;
  ordem: Generated<number>;
  lida_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  excluida_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface MensagemAnexoTable {
  mensagem_id: number;
  arquivo_id: number;
  ordem: Generated<number>;
}

/** Migration 0010: a notice (aviso) and its recipients fixed at publication, with read receipts. */
export interface AvisoTable {
  id: Generated<number>;
  titulo: string;
  texto: string;
  alcance: 'TODOS' | 'UNIDADES' | 'USUARIOS';
  publicado_por: number;
  publicado_em: Timestamp;
  expira_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface AvisoUnidadeTable {
  aviso_id: number;
  unidade_id: number;
}

export interface AvisoDestinatarioTable {
  aviso_id: number;
  usuario_id: number;
  lido_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Every table; the finance configuration's are in schema-financeiro.ts, the announcements' in schema-comunicados.ts. */
export interface Database extends TabelasDoFinanceiro, TabelasDosComunicados {
  instituicao: InstituicaoTable;
  politica_privacidade: PoliticaPrivacidadeTable;
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
  ajuste: AjusteTable;
  mensagem_i18n: MensagemI18nTable;
  configuracao_campo: ConfiguracaoCampoTable;
  configuracao_secao: ConfiguracaoSecaoTable;
  estado: EstadoTable;
  cidade: CidadeTable;
  email_saida: EmailSaidaTable;
  auditoria: AuditoriaTable;
  pessoa: PessoaTable;
  pessoa_codigo: PessoaCodigoTable;
  pessoa_grupo: PessoaGrupoTable;
  pessoa_idioma: PessoaIdiomaTable;
  pessoa_formacao_academica: PessoaFormacaoAcademicaTable;
  pessoa_beneficio: PessoaBeneficioTable;
  pessoa_anexo: PessoaAnexoTable;
  r_situacao_pessoa: ConfiguracaoDePessoaTable;
  r_grupo_pessoa: ConfiguracaoDePessoaTable;
  r_cargo: ConfiguracaoDePessoaTable;
  r_funcao: ConfiguracaoDePessoaTable;
  r_profissao: ConfiguracaoDePessoaTable;
  r_idioma: ConfiguracaoDePessoaTable;
  r_formacao_academica: ConfiguracaoDePessoaTable;
  r_beneficio: ConfiguracaoDePessoaTable;
  r_forma_entrada: ConfiguracaoDePessoaTable;
  r_tipo_anexo: ConfiguracaoDePessoaTable;
  tipo_intervalo: TipoIntervaloTable;
  grupo_intervalo: GrupoIntervaloTable;
  grupo_intervalo_horario: GrupoIntervaloHorarioTable;
  intervalo: IntervaloTable;
  intervalo_anuncio: IntervaloAnuncioTable;
  mensagem: MensagemTable;
  mensagem_destinatario: MensagemDestinatarioTable;
  mensagem_anexo: MensagemAnexoTable;
  aviso: AvisoTable;
  aviso_unidade: AvisoUnidadeTable;
  aviso_destinatario: AvisoDestinatarioTable;
  importacao: ImportacaoTable;
  importacao_linha: ImportacaoLinhaTable;
}
