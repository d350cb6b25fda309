import type { DataISO } from '../calendario/data.ts';
import { interpolar } from '../i18n/idiomas.ts';
import { MENSAGENS_DA_CONTABILIDADE as M } from './mensagens.ts';
import type { Partida } from './partida.ts';

// The double entries of a finance event. Decisions:
// - A receipt debits the bank with what came in: the principal less the discount to the category's
//   revenue; interest and fine to the interest-received account, or to the category's revenue when
//   none is mapped; a discount granted debits the discount-granted expense (required when there is one).
// - A payment debits the category's expense with the gross amount less the discount obtained (the
//   discount lowers the expense), credits each withheld tax's liability and the bank with the net;
//   interest and fine paid debit the interest-paid account, or the category's expense.
// - A transfer debits the destination bank and credits the origin's.
// - A reversal is the original's entries with debit and credit swapped, on the reversal's date.
// Entries of zero are left out.

interface Nomeado {
  id: number;
  nome: string;
}

interface Baixa {
  data: DataISO;
  historico: string;
  contaBancaria: Nomeado;
  categoria: Nomeado;
  centroDeCusto: string | null;
  valorCentavos: number;
  jurosCentavos: number;
  multaCentavos: number;
  descontoCentavos: number;
}

export type EventoOriginal =
  | (Baixa & { tipo: 'BAIXA_RECEITA' })
  | (Baixa & { tipo: 'BAIXA_DESPESA'; retencoes: readonly { sigla: string; valorCentavos: number }[] })
  | { tipo: 'TRANSFERENCIA'; data: DataISO; historico: string; origem: Nomeado; destino: Nomeado; valorCentavos: number };

export type EventoFinanceiro = EventoOriginal | { tipo: 'ESTORNO'; data: DataISO; historico: string; original: EventoFinanceiro };

/** Each finance record's ledger account, by the record's id (bank accounts, categories) or acronym (taxes). */
export interface Mapeamento {
  contasBancarias: ReadonlyMap<number, string>;
  categorias: ReadonlyMap<number, string>;
  impostos: ReadonlyMap<string, string>;
  jurosRecebidos: string | null;
  jurosPagos: string | null;
  descontosConcedidos: string | null;
}

export type ResultadoDasPartidas = { ok: true; partidas: Partida[] } | { ok: false; mensagem: string };

class SemMapeamento extends Error {}

function conta<K>(mapa: ReadonlyMap<K, string>, chave: K, texto: string, valores: Record<string, string>): string {
  const codigo = mapa.get(chave);
  if (codigo === undefined) throw new SemMapeamento(interpolar(texto, valores));
  return codigo;
}

/** The event's double entries, or the pt-BR reason it has none (an unmapped record, a bad amount). */
export function partidasDe(evento: EventoFinanceiro, mapeamento: Mapeamento): ResultadoDasPartidas {
  try {
    return entradas(evento, mapeamento);
  } catch (erro) {
    if (erro instanceof SemMapeamento) return { ok: false, mensagem: erro.message };
    throw erro;
  }
}

function entradas(evento: EventoFinanceiro, m: Mapeamento): ResultadoDasPartidas {
  if (evento.tipo === 'ESTORNO') {
    if (evento.original.tipo === 'ESTORNO') return { ok: false, mensagem: M.estornoDeEstorno };
    const original = entradas(evento.original, m);
    if (!original.ok) return original;
    return { ok: true, partidas: original.partidas.map((p) => inverter(p, evento.data, evento.historico)) };
  }
  const valores = evento.tipo === 'TRANSFERENCIA' ? [evento.valorCentavos] : valoresDaBaixa(evento);
  if (valores.some((v) => !Number.isSafeInteger(v) || v < 0)) return { ok: false, mensagem: M.valorNegativo };
  if (evento.tipo === 'TRANSFERENCIA') return transferencia(evento, m);
  return evento.tipo === 'BAIXA_RECEITA' ? receita(evento, m) : despesa(evento, m);
}

const valoresDaBaixa = (b: Extract<EventoOriginal, Baixa>): number[] => [
  b.valorCentavos,
  b.jurosCentavos,
  b.multaCentavos,
  b.descontoCentavos,
  ...(b.tipo === 'BAIXA_DESPESA' ? b.retencoes.map((r) => r.valorCentavos) : []),
];

const inverter = (p: Partida, data: DataISO, historico: string): Partida => ({
  ...p,
  data,
  historico,
  debito: p.credito,
  credito: p.debito,
  centroDeCustoDebito: p.centroDeCustoCredito,
  centroDeCustoCredito: p.centroDeCustoDebito,
});

type Lado = { conta: string; cc: string | null };

function montar(data: DataISO, historico: string, linhas: readonly [Lado, Lado, number][]): Partida[] {
  return linhas
    .filter(([, , valor]) => valor > 0)
    .map(([d, c, valor]) => ({ data, valorCentavos: valor, debito: d.conta, credito: c.conta, centroDeCustoDebito: d.cc, centroDeCustoCredito: c.cc, historico, encerramento: false }));
}

const contaDoBanco = (m: Mapeamento, banco: Nomeado): string => conta(m.contasBancarias, banco.id, M.contaBancariaSemConta, { nome: banco.nome });
const contaDaCategoria = (m: Mapeamento, categoria: Nomeado): string => conta(m.categorias, categoria.id, M.categoriaSemConta, { nome: categoria.nome });

function receita(b: Extract<EventoOriginal, { tipo: 'BAIXA_RECEITA' }>, m: Mapeamento): ResultadoDasPartidas {
  const banco: Lado = { conta: contaDoBanco(m, b.contaBancaria), cc: null };
  const receitaDaCategoria: Lado = { conta: contaDaCategoria(m, b.categoria), cc: b.centroDeCusto };
  const juros: Lado = m.jurosRecebidos === null ? receitaDaCategoria : { conta: m.jurosRecebidos, cc: b.centroDeCusto };
  if (b.descontoCentavos > b.valorCentavos) return { ok: false, mensagem: M.descontoMaiorQueValor };
  if (b.descontoCentavos > 0 && m.descontosConcedidos === null) return { ok: false, mensagem: M.descontoSemConta };
  const desconto: [Lado, Lado, number][] = m.descontosConcedidos === null ? [] : [[{ conta: m.descontosConcedidos, cc: b.centroDeCusto }, receitaDaCategoria, b.descontoCentavos]];
  return {
    ok: true,
    partidas: montar(b.data, b.historico, [[banco, receitaDaCategoria, b.valorCentavos - b.descontoCentavos], ...desconto, [banco, juros, b.jurosCentavos + b.multaCentavos]]),
  };
}

function despesa(b: Extract<EventoOriginal, { tipo: 'BAIXA_DESPESA' }>, m: Mapeamento): ResultadoDasPartidas {
  const banco: Lado = { conta: contaDoBanco(m, b.contaBancaria), cc: null };
  const despesaDaCategoria: Lado = { conta: contaDaCategoria(m, b.categoria), cc: b.centroDeCusto };
  const juros: Lado = m.jurosPagos === null ? despesaDaCategoria : { conta: m.jurosPagos, cc: b.centroDeCusto };
  const impostos = b.retencoes.map((r): [Lado, Lado, number] => [despesaDaCategoria, { conta: conta(m.impostos, r.sigla, M.impostoSemConta, { sigla: r.sigla }), cc: null }, r.valorCentavos]);
  const liquido = b.valorCentavos - b.descontoCentavos - b.retencoes.reduce((soma, r) => soma + r.valorCentavos, 0);
  if (liquido < 0) return { ok: false, mensagem: M.retencaoMaiorQueValor };
  return { ok: true, partidas: montar(b.data, b.historico, [[despesaDaCategoria, banco, liquido], ...impostos, [juros, banco, b.jurosCentavos + b.multaCentavos]]) };
}

function transferencia(t: Extract<EventoOriginal, { tipo: 'TRANSFERENCIA' }>, m: Mapeamento): ResultadoDasPartidas {
  if (t.origem.id === t.destino.id) return { ok: false, mensagem: M.transferenciaMesmaConta };
  const origem: Lado = { conta: contaDoBanco(m, t.origem), cc: null };
  const destino: Lado = { conta: contaDoBanco(m, t.destino), cc: null };
  return { ok: true, partidas: montar(t.data, t.historico, [[destino, origem, t.valorCentavos]]) };
}
