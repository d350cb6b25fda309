// The page of one utility company (mobilizacao/concessionarias/{codigo}): its adapter and its
// latest returns with what each record did (its donors' consents are the consents screen's
// list). Money in reais (two decimals).

/** The screens under mobilizacao/concessionarias/: a utility's page code may not be one of them. */
export const TELAS_DAS_CONCESSIONARIAS: ReadonlySet<string> = new Set(['parametros', 'consentimentos', 'retornos']);

export const urlDaPaginaDaConcessionaria = (codigo: string): string => `/api/mobilizacao/concessionarias/${encodeURIComponent(codigo)}/pagina`;
export const urlDosRetornosDaConcessionaria = (codigo: string): string => `/api/mobilizacao/concessionarias/${encodeURIComponent(codigo)}/retornos`;

export type ResultadoDoRegistroDaConta = 'aplicado' | 'sem_consentimento' | 'ambiguo' | 'ja_aplicado' | 'descartado';

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
  /** Who resolved a pending record on the page, and when; null for what the job did. */
  resolvidoPor: string | null;
  resolvidoEm: string | null;
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
  retornos: RetornoDaConcessionariaMostrado[];
  pendencias: PendenciaDaConcessionaria[];
}

/** A donor who consented to a pending record's installation (the choices of an ambiguous one). */
export interface DoadorDaInstalacao {
  id: number;
  nome: string;
}

/** A record of any of the utility's returns left for a person: no consent, or two donors with the installation. */
export interface PendenciaDaConcessionaria {
  id: number;
  retornoId: number;
  nomeArquivo: string;
  linha: number;
  instalacao: string;
  dataPagamento: string | null;
  valorBruto: number;
  valorLiquido: number;
  resultado: 'sem_consentimento' | 'ambiguo';
  doadores: DoadorDaInstalacao[];
}

/** How many records each utility has left to resolve in the session's unit (the cards' page); utilities with none are left out. */
export const URL_DOS_PENDENTES = '/api/mobilizacao/concessionarias/pendentes';

export interface PendentesDaConcessionaria {
  formaCobranca: number;
  pendentes: number;
}

export const urlDaResolucao = (registro: number): string => `/api/mobilizacao/concessionarias/registros/${registro}/resolver`;
export const urlDoDescarte = (registro: number): string => `/api/mobilizacao/concessionarias/registros/${registro}/descartar`;

/** Resolving a pending record: the donor, and the consent to record when the donor has none for the installation. */
export interface PedidoDeResolucao {
  pessoa: number;
  consentimento?: { data: string; evidencia: string } | null;
}

export interface PedidoDeDescarte {
  motivo: string;
}

export const MENSAGENS_DA_RESOLUCAO = {
  registroInexistente: 'Registro do retorno não encontrado.',
  jaResolvido: 'Este registro já foi resolvido; atualize a página.',
  contaJaLancada: 'Esta conta já foi lançada por outro retorno: descarte este registro.',
  pessoaInexistente: 'Escolha um doador cadastrado nesta unidade.',
  outroDoador: 'Esta instalação tem o consentimento de outro doador: escolha um dos que consentiram.',
  semConsentimento: 'Este doador não tem consentimento com a instalação {instalacao}: informe a data e a evidência do consentimento.',
  dataInvalida: 'Informe a data do consentimento.',
  dataFutura: 'A data do consentimento não pode ser futura.',
  semEvidencia: 'Informe a evidência do consentimento: como o doador consentiu.',
  instalacaoIlegivel: 'A instalação deste registro não tem números: descarte-o ou registre o consentimento no formulário.',
  instalacaoOcupada: 'Esta instalação já tem um consentimento inativo ou de outra unidade: confira-o em Consentimentos.',
  semMotivo: 'Informe o motivo do descarte.',
  aplicado: 'Doação nº {doacao} recebida.',
  descartado: 'Descartado: {motivo}',
  resolvido: 'Registro resolvido: doação nº {doacao} recebida.',
  descartadoAviso: 'Registro descartado: nada foi lançado.',
} as const;

export interface RetornoEnviado {
  retorno: number;
}
