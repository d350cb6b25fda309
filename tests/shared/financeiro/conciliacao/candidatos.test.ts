import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { somarDias } from '../../../../src/shared/calendario/data.ts';
import { candidatosDaLinha, memoIdentifica, pontuar, type Candidato } from '../../../../src/shared/financeiro/conciliacao/candidatos.ts';

const linha = { data: '2026-03-10', valorCentavos: -150_00, memo: 'PAG BOLETO PAPELARIA SÃO JOSÉ 12.345.678/0001-90' };
const baixa = (id: number, valorCentavos: number, data: string, extra: Partial<Candidato> = {}): Candidato => ({ origem: 'BAIXA', id, data, valorCentavos, descricao: `b${id}`, ...extra });

describe('candidatosDaLinha: a worked statement line', () => {
  const candidatos: Candidato[] = [
    baixa(1, -150_00, '2026-03-12'),
    baixa(2, -150_00, '2026-03-10'),
    baixa(3, -140_00, '2026-03-10'),
    baixa(4, 150_00, '2026-03-10'),
    baixa(5, -150_00, '2026-03-25'),
    baixa(6, -100_00, '2026-03-10'),
    { origem: 'TITULO', id: 7, data: '2026-03-30', valorCentavos: -150_00, descricao: 'Papelaria', pessoaNome: 'Papelaria Sao Jose' },
    { origem: 'TRANSFERENCIA', id: 8, data: '2026-03-10', valorCentavos: -150_00, descricao: 't8' },
  ];
  const ordem = candidatosDaLinha(linha, candidatos, 10).map((c) => `${c.origem}${c.id}`);

  it('exact amounts first, the one naming the person above, then the closer date, then the kind', () => {
    expect(ordem).toEqual(['TITULO7', 'BAIXA2', 'TRANSFERENCIA8', 'BAIXA1', 'BAIXA3']);
  });

  it('leaves out the other sign, a date past the window and an amount too far', () => {
    expect(ordem).not.toContain('BAIXA4');
    expect(ordem).not.toContain('BAIXA5');
    expect(ordem).not.toContain('BAIXA6');
  });

  it('at equal score a título of the line’s account comes before one with no account, whatever their ids', () => {
    const titulo = (id: number, semConta: boolean): Candidato => ({ origem: 'TITULO', id, data: '2026-03-12', valorCentavos: -150_00, descricao: `t${id}`, semConta });
    expect(candidatosDaLinha(linha, [titulo(1, true), titulo(2, false)]).map((c) => c.id)).toEqual([2, 1]);
  });

  it('a memo names the person by name (accents and case aside), by CNPJ digits, or the document', () => {
    expect(memoIdentifica(linha.memo, { pessoaNome: 'papelaria sao jose' })).toBe(true);
    expect(memoIdentifica(linha.memo, { pessoaDocumento: '12345678000190' })).toBe(true);
    expect(memoIdentifica('PIX NF 4471', { documento: 'nf 4471' })).toBe(true);
    expect(memoIdentifica('PIX', { pessoaNome: 'Ana', documento: '12' })).toBe(false);
  });
});

describe('candidatosDaLinha: properties', () => {
  const arbData = fc.integer({ min: 0, max: 60 }).map((d) => somarDias('2026-01-01', d));
  const arbCandidato = fc.record({
    origem: fc.constantFrom('BAIXA' as const, 'TRANSFERENCIA' as const, 'TITULO' as const),
    id: fc.integer({ min: 1, max: 1000 }),
    data: arbData,
    valorCentavos: fc.integer({ min: -500_00, max: 500_00 }).filter((v) => v !== 0),
    descricao: fc.constant(''),
  });
  const arbLinha = fc.record({ data: arbData, valorCentavos: fc.integer({ min: -500_00, max: 500_00 }).filter((v) => v !== 0), memo: fc.constant('') });

  it('never offers the other sign, and an exact amount is never below a close one', () => {
    fc.assert(
      fc.property(arbLinha, fc.array(arbCandidato, { maxLength: 30 }), (l, cs) => {
        const r = candidatosDaLinha(l, cs, 30);
        expect(r.every((c) => Math.sign(c.valorCentavos) === Math.sign(l.valorCentavos))).toBe(true);
        const primeiroProximo = r.findIndex((c) => !c.exato);
        expect(primeiroProximo === -1 || r.slice(primeiroProximo).every((c) => !c.exato)).toBe(true);
      }),
    );
  });

  it('the order does not depend on the order the candidates came in', () => {
    fc.assert(
      fc.property(arbLinha, fc.uniqueArray(arbCandidato, { maxLength: 20, selector: (c) => `${c.origem}${c.id}` }), (l, cs) => {
        const chave = (x: Candidato[]) => candidatosDaLinha(l, x, 20).map((c) => `${c.origem}${c.id}`);
        expect(chave([...cs].reverse())).toEqual(chave(cs));
      }),
    );
  });

  it('the same amount on the same date always makes the list', () => {
    fc.assert(
      fc.property(arbLinha, (l) => {
        expect(pontuar(l, { origem: 'BAIXA', id: 1, data: l.data, valorCentavos: l.valorCentavos, descricao: '' })?.exato).toBe(true);
      }),
    );
  });
});
