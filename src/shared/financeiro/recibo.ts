import { formatDate } from '../format/dates.ts';
import { formatMoney } from '../format/money.ts';
import { formatCpfOuCnpj, unformatCpfOuCnpj } from '../masks/cpf-ou-cnpj.ts';
import { reaisDosCentavos } from './centavos.ts';
import { valorPorExtenso } from './extenso.ts';

// What a receipt says, as text, from what was copied at issue and the institution's data: the
// document (a PDF, server side) only lays these lines out. Kept pure so the wording, the number's
// format and the amount in words are tested without rendering anything.

/** The receipt as issued (the recibo table's copy). */
export interface ReciboEmitido {
  numero: number;
  pagadorNome: string;
  /** CPF or CNPJ, masked or not; null when the register has none. */
  pagadorDocumento: string | null;
  valorCentavos: number;
  /** What was paid: the título and its installment. */
  descricao: string;
  /** YYYY-MM-DD */
  dataPagamento: string;
  /** The form of payment's code (PIX, DINHEIRO, ...), or null. */
  forma: string | null;
  /** YYYY-MM-DD: the issue date. */
  data: string;
  /** 1 for the original; 2 and up for a reissue (2ª via). */
  via: number;
}

/** Who issues it: the unit (name, CNPJ, address) and who signs (the finance parameters). */
export interface Emitente {
  /** The institution's name. */
  nome: string;
  unidade: string | null;
  cnpj: string | null;
  endereco: string | null;
  /** The place written before the date ("São Paulo, ..."); null writes the date alone. */
  cidade: string | null;
  responsavel: string | null;
  cargo: string | null;
  /** An extra sentence of the institution's (parametroFinanceiro.reciboTexto). */
  declaracao: string | null;
}

export interface TextoDoRecibo {
  cabecalho: string[];
  titulo: string;
  via: string | null;
  valor: string;
  declaracao: string;
  complemento: string | null;
  localEData: string;
  /** Under the signature line: the signer's name and role; empty leaves the line alone. */
  assinatura: string[];
}

const FORMAS: Readonly<Record<string, string>> = {
  DINHEIRO: 'dinheiro',
  PIX: 'Pix',
  BOLETO: 'boleto',
  TRANSFERENCIA: 'transferência',
  CARTAO: 'cartão',
  CHEQUE: 'cheque',
  DEBITO_AUTOMATICO: 'débito automático',
};

const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** 123 → '000123': six digits, more when the number grows past them. */
export const numeroDoRecibo = (numero: number): string => String(numero).padStart(6, '0');

/** 123456 → 'R$ 1.234,56'. */
export const valorEmReais = (centavos: number): string => `R$ ${formatMoney(reaisDosCentavos(centavos))}`;

/** '2025-02-05' → '5 de fevereiro de 2025'. */
export function dataPorExtenso(data: string): string {
  const [ano, mes, dia] = data.slice(0, 10).split('-').map(Number);
  return `${dia} de ${MESES[(mes ?? 1) - 1]} de ${ano}`;
}

/** 'CPF 123.456.789-09' or 'CNPJ 12.345.678/0001-95', masked as the register shows them. */
function documento(texto: string | null): string | null {
  if (texto === null || unformatCpfOuCnpj(texto) === '') return null;
  const cru = unformatCpfOuCnpj(texto);
  return `${/^\d{11}$/.test(cru) ? 'CPF' : 'CNPJ'} ${formatCpfOuCnpj(cru)}`;
}

export function textoDoRecibo(recibo: ReciboEmitido, emitente: Emitente): TextoDoRecibo {
  const valor = valorEmReais(recibo.valorCentavos);
  const doc = documento(recibo.pagadorDocumento);
  const forma = recibo.forma === null ? '' : ` por ${FORMAS[recibo.forma] ?? recibo.forma}`;
  const dataDoTexto = dataPorExtenso(recibo.data);
  return {
    cabecalho: [emitente.nome, ...(emitente.unidade === null ? [] : [emitente.unidade]), ...(emitente.cnpj === null ? [] : [`CNPJ ${formatCpfOuCnpj(emitente.cnpj)}`]), ...(emitente.endereco === null ? [] : [emitente.endereco])],
    titulo: `RECIBO Nº ${numeroDoRecibo(recibo.numero)}`,
    via: recibo.via > 1 ? `${recibo.via}ª via` : null,
    valor,
    declaracao:
      `Recebemos de ${recibo.pagadorNome}${doc === null ? '' : `, ${doc}`}, a importância de ${valor} ` +
      `(${valorPorExtenso(recibo.valorCentavos)}), referente a ${recibo.descricao}, paga em ${formatDate(recibo.dataPagamento)}${forma}.`,
    complemento: emitente.declaracao,
    localEData: `${emitente.cidade === null ? '' : `${emitente.cidade}, `}${dataDoTexto}.`,
    assinatura: emitente.responsavel === null ? [] : [emitente.responsavel, ...(emitente.cargo === null ? [] : [emitente.cargo])],
  };
}
