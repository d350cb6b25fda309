import { describe, expect, it } from 'vitest';
import {
  alcancaRenovacao,
  campanhaEmCurso,
  chamadoHaPouco,
  conferirProximaLigacao,
  ordenarAgenda,
  retornoPendente,
  type ColaboracaoParaRenovar,
} from '../../../src/shared/mobilizacao/agenda.ts';
import { MENSAGENS_DA_MOBILIZACAO as M } from '../../../src/shared/mobilizacao/mensagens.ts';

const colaboracao = (extra: Partial<ColaboracaoParaRenovar> = {}): ColaboracaoParaRenovar => ({ fim: null, falhas: 0, situacao: 'ATIVA', campanhaId: null, ...extra });
const HOJE = '2026-11-27';

describe('agenda do telemarketing', () => {
  it('renovação: o compromisso que termina em até 30 dias entra; o que termina em 31, não', () => {
    const regra = { diasAntesDoFim: 30, falhasMinimas: null, campanhaId: null };
    expect(alcancaRenovacao(regra, colaboracao({ fim: '2026-12-27' }), HOJE)).toBe(true);
    expect(alcancaRenovacao(regra, colaboracao({ fim: '2026-12-28' }), HOJE)).toBe(false);
    expect(alcancaRenovacao(regra, colaboracao({ fim: HOJE }), HOJE)).toBe(true);
    expect(alcancaRenovacao(regra, colaboracao({ fim: '2026-11-26' }), HOJE)).toBe(false);
    expect(alcancaRenovacao(regra, colaboracao(), HOJE)).toBe(false);
  });

  it('renovação: duas falhas seguidas entram numa regra de duas; uma, não; cancelada nunca', () => {
    const regra = { diasAntesDoFim: null, falhasMinimas: 2, campanhaId: null };
    expect(alcancaRenovacao(regra, colaboracao({ falhas: 2, situacao: 'FALHANDO' }), HOJE)).toBe(true);
    expect(alcancaRenovacao(regra, colaboracao({ falhas: 1, situacao: 'FALHANDO' }), HOJE)).toBe(false);
    expect(alcancaRenovacao(regra, colaboracao({ falhas: 3, situacao: 'CANCELADA' }), HOJE)).toBe(false);
  });

  it('renovação: uma regra de campanha só vale para as colaborações dela', () => {
    const regra = { diasAntesDoFim: 30, falhasMinimas: null, campanhaId: 7 };
    expect(alcancaRenovacao(regra, colaboracao({ fim: '2026-12-01', campanhaId: 7 }), HOJE)).toBe(true);
    expect(alcancaRenovacao(regra, colaboracao({ fim: '2026-12-01', campanhaId: 8 }), HOJE)).toBe(false);
  });

  it('campanha em curso: ativa, começou e não terminou (o último dia conta)', () => {
    expect(campanhaEmCurso({ inicio: '2026-11-01', fim: HOJE, ativo: true }, HOJE)).toBe(true);
    expect(campanhaEmCurso({ inicio: '2026-11-28', fim: null, ativo: true }, HOJE)).toBe(false);
    expect(campanhaEmCurso({ inicio: '2026-10-01', fim: '2026-11-26', ativo: true }, HOJE)).toBe(false);
    expect(campanhaEmCurso({ inicio: '2026-10-01', fim: null, ativo: false }, HOJE)).toBe(false);
  });

  it('o retorno de hoje e o atrasado estão pendentes; o de amanhã, não', () => {
    expect(retornoPendente('2026-11-27T16:30', HOJE)).toBe(true);
    expect(retornoPendente('2026-11-20T09:00', HOJE)).toBe(true);
    expect(retornoPendente('2026-11-28T08:00', HOJE)).toBe(false);
  });

  it('ordena: retornos, renovações, campanhas; um doador aparece uma vez, pelo primeiro motivo', () => {
    const agenda = ordenarAgenda([
      { pessoaId: 3, motivo: 'campanha', quando: '2026-11-01' },
      { pessoaId: 1, motivo: 'renovacao', quando: '2026-12-20' },
      { pessoaId: 2, motivo: 'retorno', quando: '2026-11-27T15:00' },
      { pessoaId: 1, motivo: 'retorno', quando: '2026-11-27T10:00' },
      { pessoaId: 4, motivo: 'renovacao', quando: '2026-12-05' },
    ]);
    expect(agenda.map((c) => [c.pessoaId, c.motivo])).toEqual([
      [1, 'retorno'],
      [2, 'retorno'],
      [4, 'renovacao'],
      [3, 'campanha'],
    ]);
  });

  it('a próxima ligação: obrigatória para retornar, depois de agora, dentro de um ano', () => {
    const agora = '2026-11-27T14:00';
    expect(conferirProximaLigacao('retornar', null, agora)).toBe(M.retornoObrigatorio);
    expect(conferirProximaLigacao('recusa', null, agora)).toBeNull();
    expect(conferirProximaLigacao('retornar', '2026-11-27T14:00', agora)).toBe(M.retornoNoPassado);
    expect(conferirProximaLigacao('retornar', '2026-11-27T14:01', agora)).toBeNull();
    expect(conferirProximaLigacao('promessa', '2027-11-28T09:00', agora)).toBe(M.retornoDistante);
    expect(conferirProximaLigacao('retornar', '2026-02-30T10:00', agora)).toBe(M.retornoInvalido);
    expect(conferirProximaLigacao('retornar', 'amanhã', agora)).toBe(M.retornoInvalido);
  });

  it('quem foi chamado nos últimos sete dias não volta por renovação nem campanha', () => {
    expect(chamadoHaPouco(null, HOJE)).toBe(false);
    expect(chamadoHaPouco('2026-11-21T10:00', HOJE)).toBe(true);
    expect(chamadoHaPouco('2026-11-20T10:00', HOJE)).toBe(false);
  });
});
