import fc from 'fast-check';
import { dataDoNumero, numeroDoDia } from '../../../src/shared/calendario/index.ts';
import type { EventoFinanceiro, EventoOriginal, Mapeamento } from '../../../src/shared/contabilidade/partidas.ts';
import type { ContaContabil, GrupoContabil, NaturezaContabil } from '../../../src/shared/contabilidade/planoDeContas.ts';
import { codigoDoPai } from '../../../src/shared/contabilidade/planoDeContas.ts';

// The mapping and the events the accounting tests share: a chart with two banks (1.1.01, 1.1.02),
// a revenue (3.1.01) and an expense (4.1.01) category, two taxes and the extra accounts.

export const MAPEAMENTO: Mapeamento = {
  contasBancarias: new Map([[1, '1.1.01'], [2, '1.1.02']]),
  categorias: new Map([[10, '3.1.01'], [20, '4.1.01']]),
  impostos: new Map([['IRRF', '2.1.01'], ['ISS', '2.1.02']]),
  jurosRecebidos: '3.2.01',
  jurosPagos: null,
  descontosConcedidos: '4.2.01',
};

export const banco = { id: 1, nome: 'Banco do Brasil' };

const conta = (codigo: string, tipo: ContaContabil['tipo'], grupo: GrupoContabil, natureza: NaturezaContabil): ContaContabil =>
  ({ codigo, pai: codigoDoPai(codigo), natureza, tipo, nivel: codigo.split('.').length, grupo });
const ramo = (grupo: GrupoContabil, natureza: NaturezaContabil, sinteticas: string[], analiticas: string[]): ContaContabil[] => [
  ...sinteticas.map((c) => conta(c, 'SINTETICA', grupo, natureza)),
  ...analiticas.map((c) => conta(c, 'ANALITICA', grupo, natureza)),
];

/** The chart the mapping points into, 5.1 the accumulated surplus and 5.2 the result account. */
export const PLANO: ContaContabil[] = [
  ...ramo('ATIVO', 'DEVEDORA', ['1', '1.1'], ['1.1.01', '1.1.02']),
  ...ramo('PASSIVO', 'CREDORA', ['2', '2.1'], ['2.1.01', '2.1.02']),
  ...ramo('RECEITA', 'CREDORA', ['3', '3.1', '3.2'], ['3.1.01', '3.2.01']),
  ...ramo('DESPESA', 'DEVEDORA', ['4', '4.1', '4.2'], ['4.1.01', '4.2.01']),
  ...ramo('PATRIMONIO_LIQUIDO', 'CREDORA', ['5'], ['5.1', '5.2']),
];

// Any valid event; a reversal reverses any original.
export const data = fc.integer({ min: numeroDoDia('2025-01-01'), max: numeroDoDia('2026-12-31') }).map(dataDoNumero);
const valor = fc.integer({ min: 0, max: 1_000_000_00 });
const baixaQualquer = fc.record({ data, historico: fc.string(), contaBancaria: fc.constantFrom(banco, { id: 2, nome: 'Poupança' }), centroDeCusto: fc.option(fc.constantFrom('CC1', 'CC2')), valorCentavos: valor, jurosCentavos: valor, multaCentavos: valor });
export const receitaQualquer = baixaQualquer.chain((b) => fc.integer({ min: 0, max: b.valorCentavos }).map((d): EventoOriginal => ({ ...b, tipo: 'BAIXA_RECEITA', categoria: { id: 10, nome: 'Doações' }, descontoCentavos: d })));
export const despesaQualquer = baixaQualquer.chain((b) =>
  fc.tuple(fc.integer({ min: 0, max: Math.floor(b.valorCentavos / 3) }), fc.integer({ min: 0, max: Math.floor(b.valorCentavos / 3) }), fc.integer({ min: 0, max: Math.floor(b.valorCentavos / 3) })).map(
    ([d, ir, iss]): EventoOriginal => ({ ...b, tipo: 'BAIXA_DESPESA', categoria: { id: 20, nome: 'Serviços' }, descontoCentavos: d, retencoes: [{ sigla: 'IRRF', valorCentavos: ir }, { sigla: 'ISS', valorCentavos: iss }] }),
  ),
);
const transferenciaQualquer = fc.record({ data, historico: fc.string(), valorCentavos: valor }).map((t): EventoOriginal => ({ ...t, tipo: 'TRANSFERENCIA', origem: banco, destino: { id: 2, nome: 'Poupança' } }));
export const original = fc.oneof(receitaQualquer, despesaQualquer, transferenciaQualquer);
export const eventoQualquer: fc.Arbitrary<EventoFinanceiro> = fc.oneof(original, fc.tuple(original, data).map(([o, d]): EventoFinanceiro => ({ tipo: 'ESTORNO', data: d, historico: 'Estorno', original: o })));
