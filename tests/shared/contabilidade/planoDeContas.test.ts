import { describe, expect, it } from 'vitest';
import type { ContaContabil } from '../../../src/shared/contabilidade/planoDeContas.ts';
import { codigoDoPai, planoPorCodigo, problemaDoLancamento, problemasDoPlano } from '../../../src/shared/contabilidade/planoDeContas.ts';

const conta = (codigo: string, tipo: ContaContabil['tipo'], grupo: ContaContabil['grupo'] = 'ATIVO'): ContaContabil => ({
  codigo,
  pai: codigoDoPai(codigo),
  natureza: grupo === 'ATIVO' || grupo === 'DESPESA' ? 'DEVEDORA' : 'CREDORA',
  tipo,
  nivel: codigo.split('.').length,
  grupo,
});

const PLANO = [conta('1', 'SINTETICA'), conta('1.1', 'SINTETICA'), conta('1.1.01', 'ANALITICA'), conta('3', 'SINTETICA', 'RECEITA'), conta('3.1', 'ANALITICA', 'RECEITA')];

describe('the ledger chart', () => {
  it('accepts a well-formed chart', () => {
    expect(problemasDoPlano(PLANO)).toEqual([]);
    expect(codigoDoPai('1.1.01')).toBe('1.1');
    expect(codigoDoPai('1')).toBeNull();
  });

  it('names each broken rule in pt-BR', () => {
    const problemas = problemasDoPlano([
      ...PLANO,
      { ...conta('1.1.02', 'ANALITICA'), pai: '1' },
      { ...conta('1.1.03', 'ANALITICA'), nivel: 2 },
      conta('1.1.01.1', 'ANALITICA'),
      conta('1.2', 'SINTETICA'),
      conta('3.2', 'ANALITICA'),
      conta('4.1', 'ANALITICA', 'DESPESA'),
      conta('3.1', 'ANALITICA', 'RECEITA'),
      conta('1..2', 'ANALITICA'),
    ]);
    expect(problemas.map((p) => p.mensagem)).toEqual([
      'Já existe uma conta contábil com o código 3.1.',
      'A conta 1.1.02 fica abaixo da conta 1.1.',
      'O nível da conta 1.1.03 é 3, o número de partes do código.',
      'A conta superior 1.1.01 da conta 1.1.01.1 deve ser sintética.',
      'A conta sintética 1.2 precisa de ao menos uma conta abaixo dela.',
      'A conta 3.2 deve ser do mesmo grupo da conta superior 3.',
      'A conta superior 4 da conta 4.1 não existe no plano.',
      'Já existe uma conta contábil com o código 3.1.',
      'Use números separados por ponto, como 1 ou 1.1.01.',
    ]);
  });

  it('lets only an analytic account of the chart take an entry', () => {
    const plano = planoPorCodigo(PLANO);
    expect(problemaDoLancamento(plano, '1.1.01')).toBeNull();
    expect(problemaDoLancamento(plano, '1.1')).toBe('A conta 1.1 é sintética e não recebe lançamentos; use uma conta analítica.');
    expect(problemaDoLancamento(plano, '9')).toBe('A conta contábil 9 não existe no plano.');
  });
});
