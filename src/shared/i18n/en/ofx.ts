import { MENSAGENS_DO_OFX as M } from '../../financeiro/ofx/mensagens.ts';

// Financeiro › Conciliação › OFX: the parser's refusals of a bank's file (src/shared/financeiro/ofx).
export const EN_OFX: Readonly<Record<string, string>> = {
  [M.semOfx]: 'Line {linha}: the file is not an OFX file (the <OFX> tag is missing).',
  [M.etiquetaMalformada]: 'Line {linha}: malformed tag.',
  [M.fechaSemAbrir]: 'Line {linha}: </{etiqueta}> closes a tag that is not open.',
  [M.naoFechada]: 'Line {linha}: <{etiqueta}> is never closed (the file ends first).',
  [M.abertaAntesDe]: 'Line {linha}: <{etiqueta}> is not closed before </{fechada}>.',
  [M.textoSolto]: 'Line {linha}: text outside a tag.',
  [M.dataInvalida]: 'Line {linha}: "{texto}" is not an OFX date (YYYYMMDD).',
  [M.valorInvalido]: 'Line {linha}: "{texto}" is not an amount of money.',
  [M.semFitid]: 'Line {linha}: the transaction has no <FITID>.',
  [M.semValor]: 'Line {linha}: the transaction has no <TRNAMT>.',
  [M.semConta]: 'Line {linha}: the statement has no <ACCTID>.',
  [M.semTransacoes]: 'The file holds no bank or credit card transactions.',
};
