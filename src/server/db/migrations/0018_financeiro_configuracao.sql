-- The finance configuration (Financeiro › Configurações): the tables of the engine's models
-- grupoFinanceiro, categoria, centroCusto, grupoConta, conta, imposto, ocorrenciaFinanceira,
-- eventoFolha and parametroFinanceiro (schemas/, x-tabela), written here rather than left to the
-- engine so that money keeps numeric(14,2) and rates numeric(7,4), codes are unique and sort as
-- written, a category's level follows its code, and the demo seed can fill them on first start.

CREATE TABLE grupo_financeiro (
  id            serial PRIMARY KEY,
  descricao     text NOT NULL,
  natureza      text NOT NULL CHECK (natureza IN ('RECEITA', 'DESPESA')),
  ordem         integer,
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

-- The management chart as a tree. A child's code is its parent's plus one segment (1, 1.1,
-- 1.1.01), so the level is the code's segment count and the code order ("C": '.' before the
-- digits, whatever the database's locale) is the tree's order. The rules across rows (parent
-- synthetic, same nature, no cycle) are src/shared/financeiro/categoria.ts.
CREATE TABLE categoria (
  id                  serial PRIMARY KEY,
  codigo              text COLLATE "C" NOT NULL UNIQUE,
  descricao           text NOT NULL,
  pai_id              integer REFERENCES categoria(id),
  natureza            text NOT NULL CHECK (natureza IN ('RECEITA', 'DESPESA')),
  tipo                text NOT NULL CHECK (tipo IN ('SINTETICA', 'ANALITICA')),
  nivel               integer GENERATED ALWAYS AS (length(codigo) - length(replace(codigo, '.', '')) + 1) STORED,
  grupo_financeiro_id integer REFERENCES grupo_financeiro(id),
  ativo               boolean NOT NULL DEFAULT true,
  criado_em           timestamptz NOT NULL DEFAULT now(),
  atualizado_em       timestamptz NOT NULL DEFAULT now(),
  CHECK (pai_id <> id)
);
CREATE INDEX categoria_pai ON categoria (pai_id);

CREATE TABLE centro_custo (
  id            serial PRIMARY KEY,
  codigo        text COLLATE "C" NOT NULL UNIQUE,
  descricao     text NOT NULL,
  tipo          text NOT NULL CHECK (tipo IN ('ADMINISTRACAO', 'PROGRAMA', 'PROJETO', 'CAPTACAO')),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

-- Groups of the bank and cash accounts (available, invested, restricted to a project's use).
CREATE TABLE grupo_conta (
  id            serial PRIMARY KEY,
  descricao     text NOT NULL,
  restrito      boolean NOT NULL DEFAULT false,
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

-- Each unit's bank and cash accounts; banco is the COMPE code (001, 104, 237...).
CREATE TABLE conta (
  id                 serial PRIMARY KEY,
  unidade_id         integer NOT NULL REFERENCES unidade(id),
  descricao          text NOT NULL,
  tipo               text NOT NULL CHECK (tipo IN ('CAIXA', 'CONTA_CORRENTE', 'POUPANCA', 'APLICACAO')),
  grupo_id           integer REFERENCES grupo_conta(id),
  banco              text,
  agencia            text,
  numero             text,
  saldo_inicial      numeric(14, 2) NOT NULL DEFAULT 0,
  data_saldo_inicial date NOT NULL,
  ativo              boolean NOT NULL DEFAULT true,
  criado_em          timestamptz NOT NULL DEFAULT now(),
  atualizado_em      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conta_unidade ON conta (unidade_id);

-- Taxes a payable may withhold. componentes: [{sigla, aliquota}] whose rates add up to aliquota
-- (PIS/COFINS/CSLL: 0,65 + 3 + 1 = 4,65); nothing is withheld when the amount would be
-- valor_minimo or less (Lei 10.833/2003, art. 31 §3: R$ 10,00). The due date is day
-- vencimento_dia, vencimento_meses months after the taxable event, moved off a non-business day.
CREATE TABLE imposto (
  id                       serial PRIMARY KEY,
  sigla                    text NOT NULL,
  descricao                text NOT NULL,
  esfera                   text NOT NULL CHECK (esfera IN ('FEDERAL', 'MUNICIPAL')),
  municipio                text,
  codigo_receita           text,
  aliquota                 numeric(7, 4) NOT NULL CHECK (aliquota >= 0 AND aliquota <= 100),
  componentes              jsonb,
  valor_minimo             numeric(14, 2),
  fato_gerador             text NOT NULL CHECK (fato_gerador IN ('PAGAMENTO', 'EMISSAO')),
  vencimento_dia           integer NOT NULL CHECK (vencimento_dia BETWEEN 1 AND 31),
  vencimento_meses         integer NOT NULL DEFAULT 1 CHECK (vencimento_meses BETWEEN 0 AND 12),
  vencimento_dia_nao_util  text NOT NULL DEFAULT 'ANTECIPAR' CHECK (vencimento_dia_nao_util IN ('ANTECIPAR', 'POSTERGAR')),
  ativo                    boolean NOT NULL DEFAULT true,
  criado_em                timestamptz NOT NULL DEFAULT now(),
  atualizado_em            timestamptz NOT NULL DEFAULT now()
);

-- What a payment may carry besides the título's value (interest, fine, discount, bank fee...):
-- the category it posts to on a receivable and on a payable.
CREATE TABLE ocorrencia_financeira (
  id                    serial PRIMARY KEY,
  descricao             text NOT NULL,
  tipo                  text NOT NULL CHECK (tipo IN ('JUROS', 'MULTA', 'DESCONTO', 'TARIFA', 'ESTORNO', 'OUTRA')),
  categoria_receita_id  integer REFERENCES categoria(id),
  categoria_despesa_id  integer REFERENCES categoria(id),
  ativo                 boolean NOT NULL DEFAULT true,
  criado_em             timestamptz NOT NULL DEFAULT now(),
  atualizado_em         timestamptz NOT NULL DEFAULT now()
);

-- The payroll's events (the payroll system's codes) and the expense category each posts to.
CREATE TABLE evento_folha (
  id            serial PRIMARY KEY,
  codigo        text COLLATE "C" NOT NULL UNIQUE,
  descricao     text NOT NULL,
  tipo          text NOT NULL CHECK (tipo IN ('PROVENTO', 'DESCONTO', 'ENCARGO')),
  categoria_id  integer REFERENCES categoria(id),
  incide_inss   boolean NOT NULL DEFAULT false,
  incide_fgts   boolean NOT NULL DEFAULT false,
  incide_irrf   boolean NOT NULL DEFAULT false,
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

-- The finance parameters: one record, id 1, there from the start (a second insert is refused).
CREATE TABLE parametro_financeiro (
  id                     integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  resto_parcelamento     text NOT NULL DEFAULT 'ULTIMA' CHECK (resto_parcelamento IN ('ULTIMA', 'PRIMEIRA')),
  orcamento_excedido     text NOT NULL DEFAULT 'AVISAR' CHECK (orcamento_excedido IN ('AVISAR', 'BLOQUEAR')),
  exigir_centro_custo    boolean NOT NULL DEFAULT true,
  dias_aviso_vencimento  integer NOT NULL DEFAULT 3 CHECK (dias_aviso_vencimento BETWEEN 0 AND 60),
  recibo_responsavel     text,
  recibo_cargo           text,
  recibo_texto           text,
  ativo                  boolean NOT NULL DEFAULT true,
  criado_em              timestamptz NOT NULL DEFAULT now(),
  atualizado_em          timestamptz NOT NULL DEFAULT now()
);
INSERT INTO parametro_financeiro DEFAULT VALUES;
