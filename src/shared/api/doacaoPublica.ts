// The public donation calls (issue 21's contract): what the portal page sends and reads, and what
// the doacao family's public routes answer. One definition for both sides.

export interface PortalDeDoacaoConfig {
  instituicao: { nome: string; logoUrl: string | null };
  titulo: string;
  /** Safe Markdown. */
  texto: string;
  /** In reais. */
  valoresSugeridos: number[];
  valorMinimo: number;
  permiteMensal: boolean;
  telefoneObrigatorio: boolean;
  /** The privacy policy's text, Markdown. */
  politicaDePrivacidade: string;
  pixAtivo: boolean;
}

export interface Desafio {
  desafio: string;
  zeros: number;
}

export type Periodicidade = 'UNICA' | 'MENSAL';

export interface PedidoDeDoacao {
  valor: number;
  periodicidade: Periodicidade;
  diaDoMes?: number;
  nome: string;
  cpfCnpj: string;
  email: string;
  telefone?: string;
  aceitePolitica: true;
  desafio: string;
  nonce: number;
  website: '';
}

export interface DoacaoCriada {
  doacaoId: number;
  txid: string;
  payload: string;
  qrSvg: string;
  valor: number;
  periodicidade: Periodicidade;
}

export const URL_DO_PORTAL = '/api/publico/doacao/portal';
export const URL_DO_DESAFIO = '/api/publico/doacao/desafio';
export const URL_DA_DOACAO = '/api/publico/doacao';
