import { describe, expect, it } from 'vitest';
import { estaFechado, MENSAGENS_DO_FECHAMENTO as M, problemasDaReabertura, problemasDoFechamento } from '../../../src/shared/contabilidade/fechamento.ts';

const hoje = '2026-11-27';

describe('estaFechado', () => {
  it('closes the lock day itself and every day before it', () => {
    expect(estaFechado('2026-10-31', '2026-10-31')).toBe(true);
    expect(estaFechado('2025-01-15', '2026-10-31')).toBe(true);
  });

  it('leaves the day after the lock open, and everything open without a lock', () => {
    expect(estaFechado('2026-11-01', '2026-10-31')).toBe(false);
    expect(estaFechado('1990-01-01', null)).toBe(false);
  });

  it('closes a competence (its month first day) as soon as any day of the month is closed', () => {
    expect(estaFechado('2026-10-01', '2026-10-15')).toBe(true);
    expect(estaFechado('2026-11-01', '2026-10-15')).toBe(false);
  });
});

describe('problemasDoFechamento', () => {
  it('accepts a first closing, and one that moves the lock forward up to today', () => {
    expect(problemasDoFechamento({ atual: null, nova: '2026-10-31', motivo: null, hoje })).toEqual([]);
    expect(problemasDoFechamento({ atual: '2026-09-30', nova: hoje, motivo: null, hoje })).toEqual([]);
  });

  it('refuses a closing after today, one that does not move forward, and one without a date', () => {
    expect(problemasDoFechamento({ atual: null, nova: '2026-11-28', motivo: null, hoje })).toEqual([{ campo: 'data', mensagem: M.fechamentoFuturo }]);
    expect(problemasDoFechamento({ atual: '2026-10-31', nova: '2026-10-31', motivo: null, hoje })).toEqual([
      { campo: 'data', mensagem: M.fechamentoNaoAvanca, data: '2026-10-31' },
    ]);
    expect(problemasDoFechamento({ atual: '2026-10-31', nova: '2026-09-30', motivo: 'x', hoje })[0]?.mensagem).toBe(M.fechamentoNaoAvanca);
    expect(problemasDoFechamento({ atual: null, nova: null, motivo: null, hoje })).toEqual([{ campo: 'data', mensagem: M.dataDoFechamento }]);
  });
});

describe('problemasDaReabertura', () => {
  it('accepts moving the lock back, or reopening everything, with a reason', () => {
    expect(problemasDaReabertura({ atual: '2026-10-31', nova: '2026-09-30', motivo: 'Nota fiscal de outubro lançada errada', hoje })).toEqual([]);
    expect(problemasDaReabertura({ atual: '2026-10-31', nova: null, motivo: 'Reabrir tudo', hoje })).toEqual([]);
  });

  it('refuses a reopening without a reason (blank counts as none) and one that does not move back', () => {
    expect(problemasDaReabertura({ atual: '2026-10-31', nova: '2026-09-30', motivo: '   ', hoje })).toEqual([{ campo: 'motivo', mensagem: M.motivoDaReabertura }]);
    expect(problemasDaReabertura({ atual: '2026-10-31', nova: '2026-10-31', motivo: null, hoje })).toEqual([
      { campo: 'data', mensagem: M.reaberturaNaoRecua, data: '2026-10-31' },
      { campo: 'motivo', mensagem: M.motivoDaReabertura },
    ]);
  });

  it('has nothing to reopen when nothing is closed', () => {
    expect(problemasDaReabertura({ atual: null, nova: null, motivo: 'x', hoje })).toEqual([{ campo: 'data', mensagem: M.nadaFechado }]);
  });
});
