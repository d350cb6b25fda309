import { interpolar, type ValoresDaMensagem } from '../../i18n/idiomas.ts';

// The parser's refusals; each is a key of the catalogue (src/shared/i18n/en/ofx.ts), shown through traduzir.
export const MENSAGENS_DO_OFX = {
  semOfx: 'Linha {linha}: o arquivo não é um OFX (falta a etiqueta <OFX>).',
  etiquetaMalformada: 'Linha {linha}: há uma etiqueta malformada.',
  fechaSemAbrir: 'Linha {linha}: </{etiqueta}> fecha uma etiqueta que não está aberta.',
  naoFechada: 'Linha {linha}: <{etiqueta}> não foi fechada (o arquivo termina antes).',
  abertaAntesDe: 'Linha {linha}: <{etiqueta}> não foi fechada antes de </{fechada}>.',
  textoSolto: 'Linha {linha}: texto fora de uma etiqueta.',
  dataInvalida: 'Linha {linha}: "{texto}" não é uma data do OFX (AAAAMMDD).',
  valorInvalido: 'Linha {linha}: "{texto}" não é um valor em reais.',
  semFitid: 'Linha {linha}: a transação não tem <FITID>.',
  semValor: 'Linha {linha}: a transação não tem <TRNAMT>.',
  semConta: 'Linha {linha}: o extrato não tem <ACCTID>.',
  semTransacoes: 'O arquivo não traz transações bancárias nem de cartão.',
} as const;

export type MensagemDoOfx = (typeof MENSAGENS_DO_OFX)[keyof typeof MENSAGENS_DO_OFX];

/** A refusal of the file: the catalogue's key and its values, so the reply can translate it. */
export class ErroDeOfx extends Error {
  readonly chave: MensagemDoOfx;
  readonly valores: ValoresDaMensagem;

  constructor(chave: MensagemDoOfx, valores: ValoresDaMensagem = {}) {
    super(interpolar(chave, valores));
    this.name = 'ErroDeOfx';
    this.chave = chave;
    this.valores = valores;
  }
}
