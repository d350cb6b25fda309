// The due date in the barcode: days since 07/10/1997 (factor 1000 = 03/07/2000). On 22/02/2025
// the factor reached 10000 and, by FEBRABAN's rule, restarted at 1000; it will restart again
// every 9000 days. Read back, a factor names several dates 9000 days apart: the one nearest the
// day it is read is the boleto's.

const DIA = 86_400_000;
const BASE = Date.UTC(1997, 9, 7);
const CICLO = 9000;
const DATA = /^(\d{4})-(\d{2})-(\d{2})$/;

function diaUtc(data: string): number {
  const partes = DATA.exec(data);
  if (!partes) throw new Error(`data ${data} fora do formato AAAA-MM-DD`);
  const [ano, mes, dia] = [Number(partes[1]), Number(partes[2]), Number(partes[3])];
  const instante = Date.UTC(ano, mes - 1, dia);
  if (new Date(instante).getUTCDate() !== dia) throw new Error(`data ${data} não existe`);
  return instante;
}

const textoDaData = (instante: number): string => new Date(instante).toISOString().slice(0, 10);

/** The four-digit factor of a due date from 03/07/2000 on. */
export function fatorDeVencimento(vencimento: string): string {
  const dias = Math.round((diaUtc(vencimento) - BASE) / DIA);
  if (dias < 1000) throw new Error(`o vencimento ${vencimento} é anterior a 03/07/2000`);
  return String(((dias - 1000) % CICLO) + 1000);
}

/** The due date of a factor (0000 = no due date), the cycle chosen by the day it is read. */
export function vencimentoDoFator(fator: string, hoje: string): string | null {
  if (!/^\d{4}$/.test(fator)) throw new Error(`fator de vencimento ${fator} inválido`);
  const valor = Number(fator);
  if (valor === 0) return null;
  if (valor < 1000) throw new Error(`fator de vencimento ${fator} inválido`);
  const referencia = diaUtc(hoje);
  const primeiro = BASE + valor * DIA;
  const ciclos = Math.max(0, Math.round((referencia - primeiro) / (CICLO * DIA)));
  return textoDaData(primeiro + ciclos * CICLO * DIA);
}
