import { MENSAGENS_DA_CONTABILIDADE as M } from './mensagens.ts';
import type { ContaContabil } from './planoDeContas.ts';
import type { Partida } from './partida.ts';

// Year-end closing: on 31 December every analytic RECEITA and DESPESA account is zeroed into the
// result account (apuração do resultado), whose balance, the year's superávit (credit) or déficit
// (debit), is then carried to the equity account. The balances are those up to 31 December, so a
// year left open before is closed with this one. Cost centres are not carried: the closing entries
// have none.

export interface ContasDoEncerramento {
  resultado: string;
  patrimonio: string;
  historico: string;
}

export type Encerramento = { ok: true; partidas: Partida[]; superavitCentavos: number } | { ok: false; mensagem: string };

export function encerramento(plano: readonly ContaContabil[], partidas: readonly Partida[], ano: number, contas: ContasDoEncerramento): Encerramento {
  const porCodigo = new Map(plano.map((c) => [c.codigo, c]));
  const resultado = porCodigo.get(contas.resultado);
  const patrimonio = porCodigo.get(contas.patrimonio);
  if (resultado?.tipo !== 'ANALITICA' || resultado.grupo === 'RECEITA' || resultado.grupo === 'DESPESA') return { ok: false, mensagem: M.contaDoResultado };
  if (patrimonio?.tipo !== 'ANALITICA' || patrimonio.grupo !== 'PATRIMONIO_LIQUIDO') return { ok: false, mensagem: M.contaDoPatrimonio };
  const data = `${String(ano).padStart(4, '0')}-12-31`;
  // Debits less credits of each account up to the closing date.
  const saldos = new Map<string, number>();
  for (const p of partidas) {
    if (p.data > data) continue;
    saldos.set(p.debito, (saldos.get(p.debito) ?? 0) + p.valorCentavos);
    saldos.set(p.credito, (saldos.get(p.credito) ?? 0) - p.valorCentavos);
  }
  const partida = (debito: string, credito: string, valor: number): Partida =>
    ({ data, valorCentavos: valor, debito, credito, centroDeCustoDebito: null, centroDeCustoCredito: null, historico: contas.historico, encerramento: true });
  const zerar = plano
    .filter((c) => c.tipo === 'ANALITICA' && (c.grupo === 'RECEITA' || c.grupo === 'DESPESA') && (saldos.get(c.codigo) ?? 0) !== 0)
    .map((c) => {
      const saldo = saldos.get(c.codigo)!;
      return saldo > 0 ? partida(contas.resultado, c.codigo, saldo) : partida(c.codigo, contas.resultado, -saldo);
    });
  // What the result account received: credits (revenue) less debits (expenses).
  const superavit = zerar.reduce((soma, p) => soma + (p.credito === contas.resultado ? p.valorCentavos : -p.valorCentavos), 0);
  const levar = superavit > 0 ? [partida(contas.resultado, contas.patrimonio, superavit)] : superavit < 0 ? [partida(contas.patrimonio, contas.resultado, -superavit)] : [];
  return { ok: true, partidas: [...zerar, ...levar], superavitCentavos: superavit };
}
