import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventoFinanceiro, EventoOriginal, Mapeamento } from '../../../src/shared/contabilidade/partidas.ts';
import { partidasDe } from '../../../src/shared/contabilidade/partidas.ts';
import type { Partida } from '../../../src/shared/contabilidade/partida.ts';
import { MAPEAMENTO, banco, data, despesaQualquer, original, receitaQualquer } from './eventos.ts';

const baixa = { data: '2026-03-10', historico: 'Doação de março', contaBancaria: banco, centroDeCusto: 'CC1', jurosCentavos: 0, multaCentavos: 0, descontoCentavos: 0 };
const receita: EventoOriginal = { ...baixa, tipo: 'BAIXA_RECEITA', categoria: { id: 10, nome: 'Doações' }, valorCentavos: 100_00, jurosCentavos: 2_00, multaCentavos: 1_50, descontoCentavos: 5_00 };
const despesa: EventoOriginal = {
  ...baixa,
  tipo: 'BAIXA_DESPESA',
  historico: 'Serviço de contabilidade',
  categoria: { id: 20, nome: 'Serviços' },
  valorCentavos: 1_000_00,
  jurosCentavos: 3_00,
  retencoes: [{ sigla: 'IRRF', valorCentavos: 15_00 }, { sigla: 'ISS', valorCentavos: 50_00 }],
};

const partida = (debito: string, credito: string, valorCentavos: number, ccD: string | null, ccC: string | null, data = '2026-03-10', historico = 'Doação de março'): Partida =>
  ({ data, valorCentavos, debito, credito, centroDeCustoDebito: ccD, centroDeCustoCredito: ccC, historico, encerramento: false });

describe('the double entries of a finance event', () => {
  it('a receipt: bank against revenue, the discount granted as an expense, interest and fine to their revenue', () => {
    expect(partidasDe(receita, MAPEAMENTO)).toEqual({
      ok: true,
      partidas: [partida('1.1.01', '3.1.01', 95_00, null, 'CC1'), partida('4.2.01', '3.1.01', 5_00, 'CC1', 'CC1'), partida('1.1.01', '3.2.01', 3_50, null, 'CC1')],
    });
    const semContaDeJuros = partidasDe(receita, { ...MAPEAMENTO, jurosRecebidos: null });
    expect(semContaDeJuros.ok && semContaDeJuros.partidas[2]).toEqual(partida('1.1.01', '3.1.01', 3_50, null, 'CC1'));
  });

  it('a payment: the gross expense against the bank for the net and each tax liability', () => {
    const h = 'Serviço de contabilidade';
    expect(partidasDe(despesa, MAPEAMENTO)).toEqual({
      ok: true,
      partidas: [
        partida('4.1.01', '1.1.01', 935_00, 'CC1', null, undefined, h),
        partida('4.1.01', '2.1.01', 15_00, 'CC1', null, undefined, h),
        partida('4.1.01', '2.1.02', 50_00, 'CC1', null, undefined, h),
        partida('4.1.01', '1.1.01', 3_00, 'CC1', null, undefined, h),
      ],
    });
  });

  it('a transfer and its reversal: the same entries inverted on the reversal date', () => {
    const transferencia: EventoOriginal = { tipo: 'TRANSFERENCIA', data: '2026-04-01', historico: 'Para a poupança', origem: banco, destino: { id: 2, nome: 'Poupança' }, valorCentavos: 500_00 };
    expect(partidasDe(transferencia, MAPEAMENTO)).toEqual({ ok: true, partidas: [partida('1.1.02', '1.1.01', 500_00, null, null, '2026-04-01', 'Para a poupança')] });
    expect(partidasDe({ tipo: 'ESTORNO', data: '2026-04-03', historico: 'Estorno', original: transferencia }, MAPEAMENTO)).toEqual({
      ok: true,
      partidas: [partida('1.1.01', '1.1.02', 500_00, null, null, '2026-04-03', 'Estorno')],
    });
    const estornoDaReceita = partidasDe({ tipo: 'ESTORNO', data: '2026-03-20', historico: 'Estorno', original: receita }, MAPEAMENTO);
    expect(estornoDaReceita.ok && estornoDaReceita.partidas[0]).toEqual(partida('3.1.01', '1.1.01', 95_00, 'CC1', null, '2026-03-20', 'Estorno'));
  });

  it('names what is unmapped, and refuses bad amounts', () => {
    const semMapa = (m: Partial<Mapeamento>, e: EventoFinanceiro = despesa) => partidasDe(e, { ...MAPEAMENTO, ...m });
    expect(semMapa({ contasBancarias: new Map() })).toEqual({ ok: false, mensagem: 'A conta bancária Banco do Brasil não está associada a uma conta contábil.' });
    expect(semMapa({ categorias: new Map() })).toEqual({ ok: false, mensagem: 'A categoria Serviços não está associada a uma conta contábil.' });
    expect(semMapa({ impostos: new Map([['IRRF', '2.1.01']]) })).toEqual({ ok: false, mensagem: 'O imposto ISS não está associado a uma conta contábil.' });
    expect(semMapa({ descontosConcedidos: null }, receita)).toEqual({ ok: false, mensagem: 'Escolha a conta contábil dos descontos concedidos para contabilizar este desconto.' });
    expect(partidasDe({ ...despesa, valorCentavos: 60_00 }, MAPEAMENTO)).toEqual({ ok: false, mensagem: 'As retenções e o desconto passam do valor da despesa.' });
    expect(partidasDe({ ...receita, descontoCentavos: 101_00 }, MAPEAMENTO)).toEqual({ ok: false, mensagem: 'O desconto passa do valor da receita.' });
    expect(partidasDe({ ...receita, jurosCentavos: -1 }, MAPEAMENTO)).toEqual({ ok: false, mensagem: 'Os valores do lançamento não podem ser negativos.' });
    expect(partidasDe({ tipo: 'TRANSFERENCIA', data: '2026-04-01', historico: '', origem: banco, destino: banco, valorCentavos: 1 }, MAPEAMENTO)).toEqual({
      ok: false,
      mensagem: 'A conta de origem e a de destino da transferência devem ser diferentes.',
    });
    const estorno: EventoFinanceiro = { tipo: 'ESTORNO', data: '2026-04-01', historico: '', original: receita };
    expect(partidasDe({ tipo: 'ESTORNO', data: '2026-04-02', historico: '', original: estorno }, MAPEAMENTO)).toEqual({ ok: false, mensagem: 'Um estorno não pode ser estornado.' });
  });
});

describe('properties of the double entries', () => {
  it('every valid event has entries of positive amounts; a reversal cancels its original account by account', () => {
    fc.assert(
      fc.property(original, data, (evento, dataDoEstorno) => {
        const a = partidasDe(evento, MAPEAMENTO);
        const b = partidasDe({ tipo: 'ESTORNO', data: dataDoEstorno, historico: 'x', original: evento }, MAPEAMENTO);
        if (!a.ok || !b.ok) return false;
        const saldo = new Map<string, number>();
        for (const p of [...a.partidas, ...b.partidas]) {
          saldo.set(p.debito, (saldo.get(p.debito) ?? 0) + p.valorCentavos);
          saldo.set(p.credito, (saldo.get(p.credito) ?? 0) - p.valorCentavos);
        }
        return a.partidas.every((p) => p.valorCentavos > 0) && [...saldo.values()].every((s) => s === 0);
      }),
    );
  });

  it('the bank moves by what came in or went out, and the revenue or expense by the gross amount', () => {
    fc.assert(
      fc.property(fc.oneof(receitaQualquer, despesaQualquer), (evento) => {
        const r = partidasDe(evento, { ...MAPEAMENTO, jurosRecebidos: null });
        if (!r.ok || evento.tipo === 'TRANSFERENCIA') return false;
        const contaDoBanco = evento.contaBancaria.id === 1 ? '1.1.01' : '1.1.02';
        const banco = r.partidas.reduce((s, p) => s + (p.debito === contaDoBanco ? p.valorCentavos : 0) - (p.credito === contaDoBanco ? p.valorCentavos : 0), 0);
        const extras = evento.jurosCentavos + evento.multaCentavos;
        if (evento.tipo === 'BAIXA_RECEITA') return banco === evento.valorCentavos - evento.descontoCentavos + extras;
        const retido = evento.retencoes.reduce((s, x) => s + x.valorCentavos, 0);
        const despesa = r.partidas.filter((p) => p.debito === '4.1.01').reduce((s, p) => s + p.valorCentavos, 0);
        return banco === -(evento.valorCentavos - evento.descontoCentavos - retido + extras) && despesa === evento.valorCentavos - evento.descontoCentavos + extras;
      }),
    );
  });
});
