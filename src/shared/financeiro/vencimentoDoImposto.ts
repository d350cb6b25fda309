import { diasDoMes, montarData, partesDa, somarMeses, type DataISO } from '../calendario/data.ts';
import { diaUtilAnterior, proximoDiaUtil, type FeriadosExtras } from '../calendario/diaUtil.ts';

// A withheld tax falls due on day `vencimentoDia`, `vencimentoMeses` months after its taxable
// event (the payment or the document's issue), clamped to the month's end, then brought forward
// to the business day before (ANTECIPAR, the federal rule) or put off to the one after (POSTERGAR).

export interface RegraDeVencimento {
  fatoGerador: 'PAGAMENTO' | 'EMISSAO';
  vencimentoDia: number;
  vencimentoMeses: number;
  vencimentoDiaNaoUtil: 'ANTECIPAR' | 'POSTERGAR';
}

/** The taxable event's date: the payment's or the document's issue. */
export const dataDoFatoGerador = (regra: Pick<RegraDeVencimento, 'fatoGerador'>, datas: { pagamento: DataISO; emissao: DataISO }): DataISO =>
  regra.fatoGerador === 'PAGAMENTO' ? datas.pagamento : datas.emissao;

/** The due date of a tax withheld on `fatoGerador`. */
export function vencimentoDoImposto(fatoGerador: DataISO, regra: RegraDeVencimento, feriadosExtras: FeriadosExtras = []): DataISO {
  const { ano, mes } = partesDa(somarMeses(fatoGerador, regra.vencimentoMeses));
  const dia = montarData({ ano, mes, dia: Math.min(regra.vencimentoDia, diasDoMes(ano, mes)) });
  return regra.vencimentoDiaNaoUtil === 'ANTECIPAR' ? diaUtilAnterior(dia, feriadosExtras) : proximoDiaUtil(dia, feriadosExtras);
}
