// How one payment splits over a título's installments: in order, each taking at most what is
// open of it, until the amount is used up. Exact, in cents; the caller has checked the amount
// does not pass what is open of them all.

export interface ParcelaEmAberto {
  numero: number;
  abertoCentavos: number;
}

export interface Pagamento {
  parcela: number;
  centavos: number;
}

export function distribuirPagamento(parcelas: readonly ParcelaEmAberto[], centavos: number): Pagamento[] {
  let resto = centavos;
  const pagamentos: Pagamento[] = [];
  for (const parcela of [...parcelas].sort((a, b) => a.numero - b.numero)) {
    if (resto === 0) break;
    const pago = Math.min(resto, parcela.abertoCentavos);
    if (pago > 0) pagamentos.push({ parcela: parcela.numero, centavos: pago });
    resto -= pago;
  }
  return pagamentos;
}
