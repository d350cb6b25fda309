import type { RelatorioDoPatrimonio } from '../../../../shared/api/relatoriosDoPatrimonio.ts';
import { mesInteiro, type CartaoDeRelatorio } from '../../../components/relatorios/index.ts';
import type { t as Traduzir } from '../../../i18n/traducao.ts';

// The report cards of patrimonio/relatorios (spec section 2: title, description and emitir).

export interface CartaoDoPatrimonio extends CartaoDeRelatorio {
  id: RelatorioDoPatrimonio;
  /** The position of the assets is today's; depreciation and write-offs ask for a period. */
  comPeriodo: boolean;
}

export const cartoesDoPatrimonio = (t: typeof Traduzir): readonly CartaoDoPatrimonio[] => [
  {
    id: 'bens',
    titulo: t('Bens por local, grupo e responsável'),
    descricao: t('Os bens em uso da unidade, por local, grupo e responsável: plaqueta, descrição, valor e valor contábil, com os totais.'),
    comPeriodo: false,
  },
  {
    id: 'depreciacao',
    titulo: t('Depreciação por mês'),
    descricao: t('A depreciação lançada em cada mês do período, por grupo de bens: quantos bens e quanto, com o total.'),
    comPeriodo: true,
  },
  {
    id: 'baixas',
    titulo: t('Baixas de bens'),
    descricao: t('Os bens baixados no período: data, motivo, boletim de ocorrência, valor, valor contábil, valor recebido e o resultado (ganho ou perda).'),
    comPeriodo: true,
  },
  {
    id: 'inventario',
    titulo: t('Diferenças de inventário'),
    descricao: t('As contagens fechadas no período, por local: os bens faltantes, os bens da unidade lidos mas registrados em outro local (com o local) e as plaquetas desconhecidas, com os totais.'),
    comPeriodo: true,
  },
];

export const PERIODO_INICIAL = mesInteiro;
