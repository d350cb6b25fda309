import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { situacaoDaAprovacao, type TituloEmAprovacao } from '../../../src/shared/aprovacao/situacao.ts';
import type { Aprovador, Decisao, Nivel } from '../../../src/shared/aprovacao/tipos.ts';

const SOLICITANTE = 99;
const livre = (usuarioId: number): Aprovador => ({ usuarioId, limiteMensalCentavos: null, aprovadoNoMesCentavos: 0 });
const nivel = (ordem: number, aprovadores: Aprovador[], regra: Nivel['regra'] = 'QUALQUER'): Nivel => ({ ordem, regra, aprovadores });
const aprovou = (usuarioId: number, n: number): Decisao => ({ usuarioId, nivel: n, decisao: 'APROVADO' });
const titulo = (niveis: Nivel[], decisoes: Decisao[] = [], extra: Partial<TituloEmAprovacao> = {}): TituloEmAprovacao => ({
  totalCentavos: 20_000_00, solicitanteId: SOLICITANTE, niveis, umaAprovacaoValePorNiveis: false, decisoes, ...extra,
});
const coordenadorEDiretor = [nivel(1, [livre(10)]), nivel(2, [livre(20)])];

describe('situacaoDaAprovacao: levels in order', () => {
  it('20.000,00: the coordenador, then the diretor, then approved', () => {
    expect(situacaoDaAprovacao(titulo(coordenadorEDiretor))).toEqual({ situacao: 'PENDENTE', nivel: 1, aprovadores: [10], motivo: null });
    expect(situacaoDaAprovacao(titulo(coordenadorEDiretor, [aprovou(10, 1)]))).toEqual({ situacao: 'PENDENTE', nivel: 2, aprovadores: [20], motivo: null });
    expect(situacaoDaAprovacao(titulo(coordenadorEDiretor, [aprovou(10, 1), aprovou(20, 2)]))).toEqual({ situacao: 'APROVADO' });
  });

  it('one rejection rejects, whatever was approved before', () => {
    const decisoes: Decisao[] = [aprovou(10, 1), { usuarioId: 20, nivel: 2, decisao: 'REJEITADO' }];
    expect(situacaoDaAprovacao(titulo(coordenadorEDiretor, decisoes))).toEqual({ situacao: 'REJEITADO' });
  });

  it('any one vs all: TODOS waits for every approver of the level', () => {
    const todos = [nivel(1, [livre(10), livre(11)], 'TODOS')];
    expect(situacaoDaAprovacao(titulo(todos, [aprovou(10, 1)]))).toEqual({ situacao: 'PENDENTE', nivel: 1, aprovadores: [11], motivo: null });
    expect(situacaoDaAprovacao(titulo(todos, [aprovou(10, 1), aprovou(11, 1)]))).toEqual({ situacao: 'APROVADO' });
    const qualquer = [nivel(1, [livre(10), livre(11)])];
    expect(situacaoDaAprovacao(titulo(qualquer, [aprovou(11, 1)]))).toEqual({ situacao: 'APROVADO' });
  });
});

describe('situacaoDaAprovacao: segregation of duties', () => {
  it('nobody approves what they requested', () => {
    const niveis = [nivel(1, [livre(SOLICITANTE), livre(10)])];
    expect(situacaoDaAprovacao(titulo(niveis))).toMatchObject({ aprovadores: [10] });
  });

  it('one person holding two levels approves one; the other needs someone else', () => {
    const niveis = [nivel(1, [livre(10)]), nivel(2, [livre(10), livre(20)])];
    expect(situacaoDaAprovacao(titulo(niveis, [aprovou(10, 1)]))).toEqual({ situacao: 'PENDENTE', nivel: 2, aprovadores: [20], motivo: null });
  });

  it('unless the tier lets one approval count for both', () => {
    const niveis = [nivel(1, [livre(10)]), nivel(2, [livre(10), livre(20)])];
    expect(situacaoDaAprovacao(titulo(niveis, [aprovou(10, 1)], { umaAprovacaoValePorNiveis: true }))).toEqual({ situacao: 'APROVADO' });
  });

  it('the only holder of both levels cannot approve the second: it waits, saying why', () => {
    const niveis = [nivel(1, [livre(10)]), nivel(2, [livre(10)])];
    const s = situacaoDaAprovacao(titulo(niveis, [aprovou(10, 1)]));
    expect(s).toMatchObject({ situacao: 'PENDENTE', nivel: 2, aprovadores: [] });
    expect(s.situacao === 'PENDENTE' && s.motivo).toContain('nível 2');
  });
});

describe('situacaoDaAprovacao: the monthly limit', () => {
  const noLimite = (usuarioId: number, usado: number): Aprovador => ({ usuarioId, limiteMensalCentavos: 30_000_00, aprovadoNoMesCentavos: usado });

  it('past it, another approver of the same level', () => {
    const niveis = [nivel(1, [noLimite(10, 15_000_00), noLimite(11, 0)])];
    expect(situacaoDaAprovacao(titulo(niveis))).toEqual({ situacao: 'PENDENTE', nivel: 1, aprovadores: [11], motivo: null });
  });

  it('exactly at the limit still approves', () => {
    expect(situacaoDaAprovacao(titulo([nivel(1, [noLimite(10, 10_000_00)])]))).toMatchObject({ aprovadores: [10] });
  });

  it('none at the level: the next level approves in its place', () => {
    const niveis = [nivel(1, [noLimite(10, 15_000_00)]), nivel(2, [livre(20)])];
    expect(situacaoDaAprovacao(titulo(niveis))).toEqual({ situacao: 'PENDENTE', nivel: 2, aprovadores: [20], motivo: null });
    expect(situacaoDaAprovacao(titulo(niveis, [aprovou(20, 2)]))).toEqual({ situacao: 'APROVADO' });
  });

  it('none left: pending, with the reason', () => {
    const s = situacaoDaAprovacao(titulo([nivel(1, [noLimite(10, 15_000_00)])]));
    expect(s).toMatchObject({ situacao: 'PENDENTE', nivel: 1, aprovadores: [] });
    expect(s.situacao === 'PENDENTE' && s.motivo).toContain('limite mensal');
  });
});

describe('situacaoDaAprovacao: properties', () => {
  const arbNiveis = fc.array(
    fc.record({ regra: fc.constantFrom<Nivel['regra']>('QUALQUER', 'TODOS'), usuarios: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 }) }),
    { minLength: 1, maxLength: 3 },
  ).map((ns) => ns.map((n, i) => nivel(i + 1, n.usuarios.map(livre), n.regra)));

  it('the requester is never offered as an approver, and whoever is offered, approving, moves the título on', () => {
    fc.assert(
      fc.property(arbNiveis, fc.integer({ min: 1, max: 6 }), fc.boolean(), (niveis, solicitante, vale) => {
        let decisoes: Decisao[] = [];
        for (let passo = 0; passo < 20; passo++) {
          const s = situacaoDaAprovacao(titulo(niveis, decisoes, { solicitanteId: solicitante, umaAprovacaoValePorNiveis: vale }));
          if (s.situacao !== 'PENDENTE' || s.aprovadores.length === 0) return;
          expect(s.aprovadores).not.toContain(solicitante);
          decisoes = [...decisoes, aprovou(s.aprovadores[0]!, s.nivel)];
        }
        throw new Error('Approval did not end in 20 steps.');
      }),
    );
  });
});
