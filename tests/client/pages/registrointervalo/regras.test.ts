import { describe, expect, it } from 'vitest';
import { entradasDoMenu } from '../../../../src/client/app/routes/menu.ts';
import { formatarCronometro, formatarDuracao } from '../../../../src/client/pages/registrointervalo/duracao.ts';
import { situacaoDoHorario } from '../../../../src/client/pages/registrointervalo/horarios.ts';
import { diasDoPeriodo } from '../../../../src/client/pages/registrointervalo/periodo.ts';
import { errosDoPeriodo } from '../../../../src/client/pages/registrointervalo/relatorios.ts';
import { valorDoPeriodo } from '../../../../src/shared/periodo/index.ts';
import { horario, intervalo } from './support.tsx';

const AGORA = new Date('2026-03-10T13:00:00.000Z');

describe('the interval page rules', () => {
  it.each([
    [0, '00:00'],
    [65, '01:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [36_061, '10:01:01'],
  ])('shows %i s on the timer as %s', (segundos, texto) => {
    expect(formatarCronometro(segundos)).toBe(texto);
  });

  it.each([
    [45, '45 s'],
    [300, '5 min'],
    [725, '12 min 5 s'],
    [3720, '1 h 02 min'],
  ])('reads a duration of %i s as %s', (segundos, texto) => {
    expect(formatarDuracao(segundos)).toBe(texto);
  });

  it('asks for the days of a period; an open one (Todos) goes back as far as the server answers', () => {
    expect(diasDoPeriodo(valorDoPeriodo('HOJE', AGORA), AGORA)).toEqual({ dataInicial: '2026-03-10', dataFinal: '2026-03-10', limitado: false });
    expect(diasDoPeriodo(valorDoPeriodo('ESTE_MES', AGORA), AGORA)).toEqual({ dataInicial: '2026-03-01', dataFinal: '2026-03-31', limitado: false });
    expect(diasDoPeriodo(valorDoPeriodo('TODOS', AGORA), AGORA)).toEqual({ dataInicial: '2025-03-10', dataFinal: '2026-03-10', limitado: true });
  });

  it("says where a schedule stands and whether its interval may start", () => {
    expect(situacaoDoHorario(horario(), undefined, false)).toEqual({ rotulo: 'Liberado', cor: 'informative', iniciavel: true });
    expect(situacaoDoHorario(horario(), undefined, true).iniciavel).toBe(false);
    expect(situacaoDoHorario(horario({ tipos: [] }), undefined, false).iniciavel).toBe(false);
    expect(situacaoDoHorario(horario({ aberto: false }), undefined, false)).toMatchObject({ rotulo: 'Fora do horário', iniciavel: false });
    expect(situacaoDoHorario(horario(), intervalo({ estado: 'LIBERADO' }), false).iniciavel).toBe(true);
    expect(situacaoDoHorario(horario(), intervalo(), false)).toMatchObject({ rotulo: 'Em andamento', iniciavel: false });
    expect(situacaoDoHorario(horario(), intervalo({ estado: 'ENCERRADO' }), false).rotulo).toBe('Realizado');
    expect(situacaoDoHorario(horario(), intervalo({ estado: 'ENCERRADO', excedido: true }), false).rotulo).toBe('Realizado com excesso');
  });

  it("checks a report's period as the server does", () => {
    expect(errosDoPeriodo({ dataInicial: '2026-03-01T00:00:00', dataFinal: '2026-03-01T00:00:00' })).toEqual([]);
    expect(errosDoPeriodo({ dataInicial: null, dataFinal: null }).map((e) => e.field)).toEqual(['dataInicial', 'dataFinal']);
    expect(errosDoPeriodo({ dataInicial: '2026-03-02T00:00:00', dataFinal: '2026-03-01T00:00:00' })).toEqual([
      { field: 'dataFinal', message: 'A data final deve ser igual ou posterior à data inicial.' },
    ]);
    expect(errosDoPeriodo({ dataInicial: '2025-03-10T00:00:00', dataFinal: '2026-03-10T00:00:00' })).toEqual([]);
    expect(errosDoPeriodo({ dataInicial: '2025-03-09T00:00:00', dataFinal: '2026-03-10T00:00:00' })).toEqual([
      { field: 'dataFinal', message: 'O período pode ter no máximo 366 dias.' },
    ]);
  });
});

describe('the module in the menu', () => {
  const pode = (tags: string[]) => (exigidas: readonly string[]) => exigidas.every((t) => tags.includes(t));
  const CONFIGURACAO = {
    name: 'registrointervalo.configuracoes.gruposintervalos',
    path: '/registrointervalo/configuracoes/gruposintervalos',
    titulo: 'Grupos de intervalos',
    familia: 'registrointervalo',
    tags: { visualizar: 'registrointervalo.configuracao.visualizar' },
    rotas: { novo: null, editar: null, importacao: null, resultadoDaImportacao: null },
  };
  const entrada = (tags: string[]) => entradasDoMenu(pode(tags), [CONFIGURACAO]).find((e) => e.familia === 'registrointervalo');

  it('is "Registro de Intervalo", leading to the first page the user may open', () => {
    expect(entrada(['registrointervalo.intervalo.registrar'])).toMatchObject({ rotulo: 'Registro de Intervalo', path: '/registrointervalo/intervalos' });
    expect(entrada(['registrointervalo.configuracao.visualizar'])?.path).toBe('/registrointervalo/configuracoes');
    expect(entrada(['registrointervalo.relatorio.emitir'])).toMatchObject({ rotulo: 'Registro de Intervalo', path: '/registrointervalo/relatorios' });
    expect(entrada([])).toBeUndefined();
  });
});
