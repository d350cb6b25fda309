import type { Database } from '../../db/schema.ts';

// Where each reference and list of references of schemas/pessoa.json is stored: read
// (leitura.ts), checked and written (gravacao.ts) from these tables alone.

type TabelaDeConfiguracao = Extract<keyof Database, `r_${string}`>;

export interface ReferenciaDaPessoa {
  /** The dotted path in the payload. */
  caminho: string;
  coluna: 'situacao_id' | 'cargo_id' | 'forma_entrada_id' | 'funcao_id' | 'profissao_id';
  tabela: TabelaDeConfiguracao;
}

export interface ListaDaPessoa {
  propriedade: 'grupos' | 'idiomas' | 'formacoesAcademicas' | 'beneficios';
  ligacao: 'pessoa_grupo' | 'pessoa_idioma' | 'pessoa_formacao_academica' | 'pessoa_beneficio';
  coluna: 'grupo_id' | 'idioma_id' | 'formacao_academica_id' | 'beneficio_id';
  tabela: TabelaDeConfiguracao;
}

export const REFERENCIAS: readonly ReferenciaDaPessoa[] = [
  { caminho: 'situacaoPessoa', coluna: 'situacao_id', tabela: 'r_situacao_pessoa' },
  { caminho: 'pessoaFisica.cargo', coluna: 'cargo_id', tabela: 'r_cargo' },
  { caminho: 'formaEntrada', coluna: 'forma_entrada_id', tabela: 'r_forma_entrada' },
  { caminho: 'funcao', coluna: 'funcao_id', tabela: 'r_funcao' },
  { caminho: 'profissao', coluna: 'profissao_id', tabela: 'r_profissao' },
];

export const LISTAS: readonly ListaDaPessoa[] = [
  { propriedade: 'grupos', ligacao: 'pessoa_grupo', coluna: 'grupo_id', tabela: 'r_grupo_pessoa' },
  { propriedade: 'idiomas', ligacao: 'pessoa_idioma', coluna: 'idioma_id', tabela: 'r_idioma' },
  { propriedade: 'formacoesAcademicas', ligacao: 'pessoa_formacao_academica', coluna: 'formacao_academica_id', tabela: 'r_formacao_academica' },
  { propriedade: 'beneficios', ligacao: 'pessoa_beneficio', coluna: 'beneficio_id', tabela: 'r_beneficio' },
];
