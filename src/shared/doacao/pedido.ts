import type { FieldError } from '../api/contract.ts';
import { centavosDosReais } from '../financeiro/centavos.ts';
import { formatMoney } from '../format/money.ts';
import { interpolar } from '../i18n/idiomas.ts';
import { cpfOuCnpj } from '../validation/rules/cpf-ou-cnpj.ts';
import { email } from '../validation/rules/email.ts';
import { maxLength } from '../validation/rules/length.ts';
import { required } from '../validation/rules/required.ts';
import { telefone } from '../validation/rules/telefone.ts';
import { MENSAGENS_DAS_DOACOES as M } from './mensagens.ts';

// The donation portal's request (POST /api/publico/doacao), judged field by field with the
// specification's rules and messages for name, CPF/CNPJ, e-mail and phone and the portal's
// settings (minimum amount, monthly gifts, phone asked or required). What passes is typed.

export interface RegrasDoPortal {
  valorMinimo: number;
  permiteMensal: boolean;
  pedirTelefone: boolean;
  telefoneObrigatorio: boolean;
}

export interface PedidoDeDoacao {
  centavos: number;
  periodicidade: 'UNICA' | 'MENSAL';
  diaDoMes: number | null;
  nome: string;
  cpfCnpj: string;
  email: string;
  telefone: string | null;
  desafio: string;
  nonce: number;
}

export const LIMITE_DO_NOME = 150;
const LIMITE_DO_TEXTO = 300;

type Corpo = Readonly<Record<string, unknown>>;

const textoDe = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
// A control character in a text is hostile (a header forged in an e-mail): the field is refused.
// eslint-disable-next-line no-control-regex
const CONTROLE = /[\u0000-\u001f\u007f]/;

function campoDeTexto(corpo: Corpo, campo: string, erros: FieldError[], regras: readonly ((v: unknown) => string | null)[]): string {
  const bruto = corpo[campo];
  if (bruto !== undefined && bruto !== null && typeof bruto !== 'string') {
    erros.push({ field: campo, message: M.recusada });
    return '';
  }
  const v = textoDe(bruto);
  const erro = CONTROLE.test(typeof bruto === 'string' ? bruto : '') ? M.recusada : (regras.map((r) => r(v === '' ? null : v)).find((m) => m !== null) ?? null);
  if (erro !== null) erros.push({ field: campo, message: erro });
  return v;
}

/** The request's errors, or the request itself. A filled honeypot (website) is refused as a whole. */
export function conferirPedido(corpo: unknown, regras: RegrasDoPortal): { erros: FieldError[] } | { pedido: PedidoDeDoacao } {
  if (typeof corpo !== 'object' || corpo === null || Array.isArray(corpo)) return { erros: [{ field: 'valor', message: M.recusada }] };
  const c = corpo as Corpo;
  if (c['website'] !== undefined && c['website'] !== '') return { erros: [{ field: 'website', message: M.recusada }] };
  const erros: FieldError[] = [];
  const valor = c['valor'];
  const centavos = typeof valor === 'number' ? centavosDosReais(valor) : null;
  if (centavos === null || centavos <= 0 || centavos > 99_999_999_999) erros.push({ field: 'valor', message: M.valorInvalido });
  else if (centavos < Math.round(regras.valorMinimo * 100)) erros.push({ field: 'valor', message: interpolar(M.valorMinimo, { valor: formatMoney(regras.valorMinimo) }) });
  const periodicidade = c['periodicidade'];
  if (periodicidade !== 'UNICA' && periodicidade !== 'MENSAL') erros.push({ field: 'periodicidade', message: M.periodicidadeInvalida });
  else if (periodicidade === 'MENSAL' && !regras.permiteMensal) erros.push({ field: 'periodicidade', message: M.mensalDesativada });
  const dia = c['diaDoMes'];
  const diaValido = typeof dia === 'number' && Number.isInteger(dia) && dia >= 1 && dia <= 28;
  if (periodicidade === 'MENSAL' && !diaValido) erros.push({ field: 'diaDoMes', message: M.diaInvalido });
  const nome = campoDeTexto(c, 'nome', erros, [required, (v) => maxLength(v, LIMITE_DO_NOME)]);
  const documento = campoDeTexto(c, 'cpfCnpj', erros, [required, cpfOuCnpj]);
  const mail = campoDeTexto(c, 'email', erros, [required, email, (v) => maxLength(v, LIMITE_DO_TEXTO)]);
  const tel = regras.pedirTelefone ? campoDeTexto(c, 'telefone', erros, [...(regras.telefoneObrigatorio ? [required] : []), telefone]) : '';
  if (c['aceitePolitica'] !== true) erros.push({ field: 'aceitePolitica', message: M.aceiteObrigatorio });
  const desafio = c['desafio'];
  const nonce = c['nonce'];
  if (typeof desafio !== 'string' || desafio.length > 300 || typeof nonce !== 'number' || !Number.isSafeInteger(nonce) || nonce < 0) {
    erros.push({ field: 'desafio', message: M.provaInvalida });
  }
  if (erros.length > 0) return { erros };
  return {
    pedido: {
      centavos: centavos!,
      periodicidade: periodicidade as 'UNICA' | 'MENSAL',
      diaDoMes: periodicidade === 'MENSAL' ? (dia as number) : null,
      nome,
      cpfCnpj: documento,
      email: mail,
      telefone: tel === '' ? null : tel,
      desafio: desafio as string,
      nonce: nonce as number,
    },
  };
}
