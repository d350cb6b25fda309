// The page of one utility company (mobilizacao/concessionarias/{codigo}): its adapter, its
// donors' consents and its latest returns with what each record did. Money in reais (two decimals).

/** The screens under mobilizacao/concessionarias/: a utility's page code may not be one of them. */
export const TELAS_DAS_CONCESSIONARIAS: ReadonlySet<string> = new Set(['parametros', 'consentimentos', 'retornos']);

export const urlDaPaginaDaConcessionaria = (codigo: string): string => `/api/mobilizacao/concessionarias/${encodeURIComponent(codigo)}/pagina`;
export const urlDosRetornosDaConcessionaria = (codigo: string): string => `/api/mobilizacao/concessionarias/${encodeURIComponent(codigo)}/retornos`;

export type ResultadoDoRegistroDaConta = 'aplicado' | 'sem_consentimento' | 'ambiguo' | 'ja_aplicado';

export interface RegistroDaContaMostrado {
  linha: number;
  instalacao: string;
  doador: string | null;
  dataPagamento: string | null;
  valorBruto: number;
  /** The utility's percentage fee plus its fixed fee. */
  taxas: number;
  valorLiquido: number;
  resultado: ResultadoDoRegistroDaConta;
  descricao: string;
}

export interface RetornoDaConcessionariaMostrado {
  id: number;
  nomeArquivo: string;
  enviadoEm: string;
  situacao: 'processando' | 'processado' | 'falhou';
  mensagem: string | null;
  aplicados: number;
  pendentes: number;
  valorBruto: number;
  valorLiquido: number;
  itens: RegistroDaContaMostrado[];
}

export interface ConsentimentoMostrado {
  id: number;
  doador: string;
  instalacao: string;
  data: string;
  evidencia: string;
}

export interface PaginaDaConcessionaria {
  id: number;
  codigo: string;
  nome: string;
  convenio: string;
  taxaPercentual: number;
  tarifaFixa: number;
  instalacaoInicio: number;
  instalacaoFim: number;
  ativo: boolean;
  consentimentos: ConsentimentoMostrado[];
  retornos: RetornoDaConcessionariaMostrado[];
}

export interface RetornoEnviado {
  retorno: number;
}
