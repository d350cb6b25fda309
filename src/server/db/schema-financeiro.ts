import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

// Table types of the finance configuration (migration 0018), joined into Database (schema.ts).

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<unknown, string, string>;
/** numeric reads as its exact text ('1234.50'); a number or that text writes it. */
type Numeric = ColumnType<string, string | number, string | number>;
type Natureza = 'RECEITA' | 'DESPESA';

interface Registro {
  id: Generated<number>;
  ativo: Generated<boolean>;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

export interface GrupoFinanceiroTable extends Registro {
  descricao: string;
  natureza: Natureza;
  ordem: number | null;
}

export interface CategoriaTable extends Registro {
  codigo: string;
  descricao: string;
  pai_id: number | null;
  natureza: Natureza;
  tipo: 'SINTETICA' | 'ANALITICA';
  nivel: GeneratedAlways<number>;
  grupo_financeiro_id: number | null;
}

export interface CentroCustoTable extends Registro {
  codigo: string;
  descricao: string;
  tipo: 'ADMINISTRACAO' | 'PROGRAMA' | 'PROJETO' | 'CAPTACAO';
}

export interface GrupoContaTable extends Registro {
  descricao: string;
  restrito: Generated<boolean>;
}

export interface ContaTable extends Registro {
  unidade_id: number;
  descricao: string;
  tipo: 'CAIXA' | 'CONTA_CORRENTE' | 'POUPANCA' | 'APLICACAO';
  grupo_id: number | null;
  banco: string | null;
  agencia: string | null;
  numero: string | null;
  saldo_inicial: Numeric;
  data_saldo_inicial: ColumnType<string, string, string>;
}

/** componentes: [{sigla, aliquota}]. */
export interface ImpostoTable extends Registro {
  sigla: string;
  descricao: string;
  esfera: 'FEDERAL' | 'MUNICIPAL';
  municipio: string | null;
  codigo_receita: string | null;
  aliquota: Numeric;
  componentes: Json | null;
  valor_minimo: Numeric | null;
  fato_gerador: 'PAGAMENTO' | 'EMISSAO';
  vencimento_dia: number;
  vencimento_meses: Generated<number>;
  vencimento_dia_nao_util: Generated<'ANTECIPAR' | 'POSTERGAR'>;
  /** The tax authority a grouped tax is paid to (migration 0028). */
  pessoa_id: number | null;
}

export interface OcorrenciaFinanceiraTable extends Registro {
  descricao: string;
  tipo: 'JUROS' | 'MULTA' | 'DESCONTO' | 'TARIFA' | 'ESTORNO' | 'OUTRA';
  categoria_receita_id: number | null;
  categoria_despesa_id: number | null;
}

export interface EventoFolhaTable extends Registro {
  codigo: string;
  descricao: string;
  tipo: 'PROVENTO' | 'DESCONTO' | 'ENCARGO';
  categoria_id: number | null;
  incide_inss: Generated<boolean>;
  incide_fgts: Generated<boolean>;
  incide_irrf: Generated<boolean>;
}

export interface TabelasDoFinanceiro {
  grupo_financeiro: GrupoFinanceiroTable;
  categoria: CategoriaTable;
  centro_custo: CentroCustoTable;
  grupo_conta: GrupoContaTable;
  conta: ContaTable;
  imposto: ImpostoTable;
  ocorrencia_financeira: OcorrenciaFinanceiraTable;
  evento_folha: EventoFolhaTable;
}
