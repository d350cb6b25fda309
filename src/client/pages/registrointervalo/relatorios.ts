import type { RelatorioDeIntervalo } from '../../../shared/api/registrointervalo.ts';
import type { CartaoDeRelatorio as Cartao } from '../../components/relatorios/index.ts';

// The period rules and formats are those of every report menu (components/relatorios).
export { FORMATOS, MENSAGEM_FINAL_ANTES, MENSAGEM_PERIODO_LONGO, errosDoPeriodo, type PeriodoDoRelatorio } from '../../components/relatorios/index.ts';

export interface CartaoDeRelatorio extends Cartao {
  relatorio: RelatorioDeIntervalo;
}

/** The module's report cards (spec section 4: title, description and emitir). */
export const RELATORIOS: readonly CartaoDeRelatorio[] = [
  {
    id: 'intervalos',
    relatorio: 'intervalos',
    titulo: 'Intervalos por usuário e período',
    descricao: 'Os intervalos de cada usuário no período: dia, grupo, tipo, início, fim, duração e excessos.',
  },
  {
    id: 'excessos',
    relatorio: 'excessos',
    titulo: 'Intervalos excedidos',
    descricao: 'Os intervalos que passaram da duração máxima do horário, com o tempo excedido de cada um.',
  },
];
