import type { RelatorioDeIntervalo } from '../../../../shared/api/registrointervalo.ts';
import { formatDate, formatDateTime } from '../../../../shared/format/dates.ts';
import { dayjs } from '../../../../shared/format/dayjs.ts';
import { toWallClock } from '../../../../shared/format/wall-clock.ts';
import type { ColunaDoRelatorio, TabelaDoRelatorio } from '../../../jobs/relatorios/tabela.ts';
import type { LinhaDoRelatorio } from './dados.ts';

export const TITULOS: Readonly<Record<RelatorioDeIntervalo, string>> = {
  intervalos: 'Intervalos por usuário e período',
  excessos: 'Intervalos excedidos',
};

const COLUNAS: readonly ColunaDoRelatorio[] = [
  { titulo: 'Usuário', tipo: 'texto', largura: 5 },
  { titulo: 'Data', tipo: 'data', largura: 2 },
  { titulo: 'Grupo', tipo: 'texto', largura: 4 },
  { titulo: 'Tipo', tipo: 'texto', largura: 3 },
  { titulo: 'Início', tipo: 'hora', largura: 2 },
  { titulo: 'Fim', tipo: 'hora', largura: 2 },
  { titulo: 'Duração', tipo: 'duracao', largura: 2 },
  { titulo: 'Excedido', tipo: 'simNao', largura: 2 },
];

/** The wall clock of the institution in a Date's UTC fields, as the report's cells hold dates. */
const local = (instante: Date | null): Date | null => (instante === null ? null : (toWallClock(instante)?.toDate() ?? null));

export interface CabecalhoDoRelatorio {
  relatorio: RelatorioDeIntervalo;
  unidade: string;
  dataInicial: string;
  dataFinal: string;
  usuario: string | null;
  emitidoEm: Date;
}

export function tabelaDosIntervalos(c: CabecalhoDoRelatorio, linhas: readonly LinhaDoRelatorio[]): TabelaDoRelatorio {
  const duracaoTotal = linhas.reduce((soma, l) => soma + (l.duracaoS ?? 0), 0);
  return {
    titulo: TITULOS[c.relatorio],
    subtitulos: [
      `Unidade: ${c.unidade}`,
      `Período: ${formatDate(c.dataInicial)} a ${formatDate(c.dataFinal)}`,
      ...(c.usuario === null ? [] : [`Usuário: ${c.usuario}`]),
      `Emitido em ${formatDateTime(c.emitidoEm)}`,
    ],
    colunas: COLUNAS,
    linhas: linhas.map((l) => [
      l.usuario,
      dayjs.utc(l.data, 'YYYY-MM-DD').toDate(),
      l.grupo,
      l.tipo,
      local(l.iniciadoEm),
      local(l.encerradoEm),
      l.duracaoS,
      l.excedido,
    ]),
    totais: [
      { rotulo: 'Intervalos', tipo: 'numero', valor: linhas.length },
      { rotulo: 'Duração total', tipo: 'duracao', valor: duracaoTotal },
      { rotulo: 'Excedidos', tipo: 'numero', valor: linhas.filter((l) => l.excedido).length },
    ],
  };
}
