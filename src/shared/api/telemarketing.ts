// The telemarketing agenda's calls (the page mobilizacao/telemarketing/agenda and the server agree on these):
//   GET  /api/mobilizacao/telemarketing/agenda           who is on the operator's agenda today, and the donor they hold
//   POST /api/mobilizacao/telemarketing/agenda/proximo   reserves the next donor for the operator (or keeps the one held)
//   POST /api/mobilizacao/telemarketing/agenda/liberar   gives the donor held back to the agenda
//   GET  /api/mobilizacao/telemarketing/doadores/:id     the donor's contacts, colaborações and last calls
//   POST /api/mobilizacao/telemarketing/ligacoes         records a call of the donor held: outcome, promise, next call
//   GET  /api/mobilizacao/telemarketing/opcoes           the active call outcomes and campaigns the record offers

import type { MotivoNaAgenda, ResultadoDaLigacao } from '../mobilizacao/agenda.ts';

export const URL_AGENDA = '/api/mobilizacao/telemarketing/agenda';
export const URL_PROXIMO = `${URL_AGENDA}/proximo`;
export const URL_LIBERAR = `${URL_AGENDA}/liberar`;
export const URL_DOADORES = '/api/mobilizacao/telemarketing/doadores';
export const urlDoDoador = (pessoaId: number): string => `${URL_DOADORES}/${pessoaId}`;
export const URL_LIGACOES = '/api/mobilizacao/telemarketing/ligacoes';
export const TAG_DO_TELEMARKETING = 'mobilizacao.telemarketing.ligar' as const;
export const URL_OPCOES = '/api/mobilizacao/telemarketing/opcoes';

export type FormaDaColaboracao = 'PIX' | 'BOLETO' | 'CARTAO' | 'DEBITO_AUTOMATICO' | 'CONTA_CONSUMO' | 'DINHEIRO';
export const FORMAS_DA_COLABORACAO: readonly FormaDaColaboracao[] = ['PIX', 'BOLETO', 'CARTAO', 'DEBITO_AUTOMATICO', 'CONTA_CONSUMO', 'DINHEIRO'];

export interface ItemDaAgenda {
  pessoaId: number;
  nome: string;
  motivo: MotivoNaAgenda;
  /** The callback's time (AAAA-MM-DDTHH:mm), the commitment's end or the campaign's start (AAAA-MM-DD). */
  quando: string;
}

export interface ReservaDoOperador {
  pessoaId: number;
  nome: string;
  /** Until when the donor is held (an instant, ISO). */
  ate: string;
}

export interface Agenda {
  /** The first entries, in the order the agenda offers them. */
  itens: ItemDaAgenda[];
  total: number;
  reserva: ReservaDoOperador | null;
}

export interface ColaboracaoDoDoador {
  id: number;
  valor: number;
  diaDoMes: number;
  forma: FormaDaColaboracao;
  situacao: string;
  inicio: string;
  fim: string | null;
  campanha: string | null;
  /** By débito automático: the donor's agency and account. */
  debitoAgencia: string | null;
  debitoConta: string | null;
}

export interface LigacaoDoDoador {
  id: number;
  /** AAAA-MM-DDTHH:mm, local. */
  data: string;
  operador: string;
  situacao: string;
  observacao: string | null;
  proximaLigacao: string | null;
}

export interface FichaDoDoador {
  pessoa: { id: number; nome: string; documento: string | null; telefone: string | null; celular: string | null; email: string | null };
  colaboracoes: ColaboracaoDoDoador[];
  ligacoes: LigacaoDoDoador[];
}

export interface PromessaDaLigacao {
  /** A colaboração of the donor to change; none records a new one. */
  id?: number | null;
  valor: number;
  diaDoMes: number;
  forma: FormaDaColaboracao;
  /** By débito automático (required then): the donor's agency, without its check digit, and account, with it. */
  debitoAgencia?: string | null;
  debitoConta?: string | null;
}

export interface PedidoDeLigacao {
  pessoa: number;
  situacao: number;
  observacao?: string | null;
  /** AAAA-MM-DDTHH:mm, local (São Paulo). */
  proximaLigacao?: string | null;
  campanha?: number | null;
  colaboracao?: PromessaDaLigacao | null;
}

export interface LigacaoRegistrada {
  id: number;
  colaboracaoId: number | null;
}

export interface SituacaoDaLigacao {
  id: number;
  descricao: string;
  resultado: ResultadoDaLigacao;
}

export interface CampanhaDaLigacao {
  id: number;
  nome: string;
}

/** What the call's record offers: the active outcomes and the active campaigns, by name. */
export interface OpcoesDaLigacao {
  situacoes: SituacaoDaLigacao[];
  campanhas: CampanhaDaLigacao[];
}

// The donor lookup (mobilizacao.consulta):
//   GET /api/mobilizacao/consulta?q=        donors of the unit by name, CPF/CNPJ, phone or nosso número (first 20)
//   GET /api/mobilizacao/consulta/:id       the donor with every colaboração, charge, payment and call

export const URL_CONSULTA = '/api/mobilizacao/consulta';
export const urlDaConsulta = (pessoaId: number): string => `${URL_CONSULTA}/${pessoaId}`;
export const TAG_DA_CONSULTA = 'mobilizacao.consulta.visualizar' as const;

export interface DoadorEncontrado {
  id: number;
  nome: string;
  documento: string | null;
  telefone: string | null;
  celular: string | null;
}

export interface CobrancaDoDoador {
  id: number;
  nossoNumero: string;
  forma: string;
  vencimento: string;
  valor: number;
  situacao: 'a_enviar' | 'enviada' | 'confirmada' | 'paga' | 'rejeitada' | 'baixada';
  motivo: string | null;
  dataPagamento: string | null;
  valorPago: number | null;
  /** Of a boleto agreement: its boleto may be e-mailed. */
  boleto: boolean;
  /** When its boleto was last e-mailed (ISO), or null. */
  boletoEnviadoEm: string | null;
}

/** Who sends remittances sends boletos by e-mail. */
export const TAG_DO_BOLETO_POR_EMAIL = 'mobilizacao.remessa.enviar';
/** Sends a charge's boleto to the donor by e-mail, again (a job with a notice). */
export const urlDoEmailDoBoleto = (cobrancaId: number | string): string => `${URL_CONSULTA}/cobrancas/${cobrancaId}/email`;

export interface PagamentoDoDoador {
  id: number;
  data: string;
  valor: number;
  forma: FormaDaColaboracao | 'BENS';
  situacao: string;
}

export interface ConsultaDoDoador extends FichaDoDoador {
  cobrancas: CobrancaDoDoador[];
  pagamentos: PagamentoDoDoador[];
}
