import type { FieldError } from '../api/contract.ts';
import { ehDataISO, lerData, somarMeses, type DataISO } from '../calendario/data.ts';
import { proximoDiaUtil, type FeriadosExtras } from '../calendario/diaUtil.ts';
import { MENSAGENS_VALIDACAO, mensagemCasasDecimais, mensagemMaxValue } from '../validation/messages.ts';
import { VALOR_MAXIMO_CENTAVOS } from './centavos.ts';
import { MENSAGENS_DO_FINANCEIRO as M } from './mensagens.ts';

// A total split into installments: each is the total divided by the count, truncated to the
// cent, and the remainder goes whole on the last (or the first). Installment i is due i months
// after the first, clamped to the month's end and never chained, so 31/01 gives 28/02, 31/03.

export const QUANTIDADE_MAXIMA_DE_PARCELAS = 360;
// Also here, where the installments' callers first found it.
export { VALOR_MAXIMO_CENTAVOS };
// The real due date may walk a few days into the next year; the calendar ends in 9999.
const ULTIMO_ANO_DE_VENCIMENTO = 9998;

export interface Parcelamento {
  valorCentavos: number;
  primeiroVencimento: DataISO;
  quantidade: number;
  restoNa?: 'ultima' | 'primeira';
  feriadosExtras?: FeriadosExtras;
}

export interface Parcela {
  /** From 1. */
  numero: number;
  dataVencimento: DataISO;
  /** The due date moved to the next business day. */
  dataVencimentoReal: DataISO;
  valorCentavos: number;
}

/** The installments of a valid request (problemasDoParcelamento finds none). */
export function parcelar({ valorCentavos, primeiroVencimento, quantidade, restoNa = 'ultima', feriadosExtras = [] }: Parcelamento): Parcela[] {
  if (problemasDoParcelamento({ valorCentavos, primeiroVencimento, quantidade }).length > 0) {
    throw new RangeError(`Invalid installment request: ${JSON.stringify({ valorCentavos, primeiroVencimento, quantidade })}`);
  }
  const extras = feriadosExtras instanceof Set ? feriadosExtras : new Set(feriadosExtras);
  const base = Math.floor(valorCentavos / quantidade);
  const resto = valorCentavos - base * quantidade;
  const comResto = restoNa === 'ultima' ? quantidade - 1 : 0;
  return Array.from({ length: quantidade }, (_, i) => {
    const dataVencimento = somarMeses(primeiroVencimento, i);
    return { numero: i + 1, dataVencimento, dataVencimentoReal: proximoDiaUtil(dataVencimento, extras), valorCentavos: i === comResto ? base + resto : base };
  });
}

/** What the request may hold before it is parsed: null where a value is missing. */
export interface ParcelamentoPedido {
  valorCentavos: number | null;
  primeiroVencimento: string | null;
  quantidade: number | null;
}

/** The problems of a request, by the route's parameters (valor, dataVencimento, quantidade). */
export function problemasDoParcelamento(p: ParcelamentoPedido): FieldError[] {
  const problemas: FieldError[] = [];
  const valor = problemaDoValor(p.valorCentavos);
  if (valor !== null) problemas.push({ field: 'valor', message: valor });
  const quantidadeValida = p.quantidade !== null && Number.isInteger(p.quantidade) && p.quantidade >= 1 && p.quantidade <= QUANTIDADE_MAXIMA_DE_PARCELAS;
  if (p.quantidade === null) problemas.push({ field: 'quantidade', message: MENSAGENS_VALIDACAO.required });
  else if (!quantidadeValida) problemas.push({ field: 'quantidade', message: M.quantidadeDeParcelas });
  const data = problemaDaData(p.primeiroVencimento, quantidadeValida ? p.quantidade : null);
  if (data !== null) problemas.push({ field: 'dataVencimento', message: data });
  return problemas;
}

function problemaDoValor(centavos: number | null): string | null {
  if (centavos === null) return MENSAGENS_VALIDACAO.required;
  if (Number.isNaN(centavos) || centavos <= 0) return M.valorPositivo;
  if (centavos > VALOR_MAXIMO_CENTAVOS) return mensagemMaxValue(VALOR_MAXIMO_CENTAVOS / 100, true);
  return Number.isInteger(centavos) ? null : mensagemCasasDecimais(2);
}

/** The first due date is a real date, and the last one's real date still falls within the calendar. */
function problemaDaData(primeiro: string | null, quantidade: number | null): string | null {
  if (primeiro === null) return MENSAGENS_VALIDACAO.required;
  if (!ehDataISO(primeiro)) return MENSAGENS_VALIDACAO.date;
  const ultima = lerData(somarMeses(primeiro, (quantidade ?? 1) - 1));
  return ultima === null || ultima.ano > ULTIMO_ANO_DE_VENCIMENTO ? MENSAGENS_VALIDACAO.date : null;
}
