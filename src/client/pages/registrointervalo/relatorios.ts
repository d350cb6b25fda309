import type { RelatorioDeIntervalo } from '../../../shared/api/registrointervalo.ts';
import type { CartaoDeRelatorio as Cartao } from '../../components/relatorios/index.ts';
import type { useT } from '../../i18n/traducao.ts';

// The period rules and formats are those of every report menu (components/relatorios).
export { FORMATOS, MENSAGEM_FINAL_ANTES, MENSAGEM_PERIODO_LONGO, errosDoPeriodo, type PeriodoDoRelatorio } from '../../components/relatorios/index.ts';

export interface CartaoDeRelatorio extends Cartao {
  relatorio: RelatorioDeIntervalo;
}

/** The module's report cards (spec section 4: title, description and emitir), in the language in force. */
export const relatoriosDoModulo = (t: ReturnType<typeof useT>): readonly CartaoDeRelatorio[] => [
  {
    id: 'intervalos',
    relatorio: 'intervalos',
    titulo: t('Intervalos por usuário e período'),
    descricao: t('Os intervalos de cada usuário no período: dia, grupo, tipo, início, fim, duração e excessos.'),
  },
  {
    id: 'excessos',
    relatorio: 'excessos',
    titulo: t('Intervalos excedidos'),
    descricao: t('Os intervalos que passaram da duração máxima do horário, com o tempo excedido de cada um.'),
  },
];
