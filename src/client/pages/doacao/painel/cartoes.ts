import type { PainelDasDoacoes } from '../../../../shared/api/doacao.ts';
import { formatNumber } from '../../../../shared/format/index.ts';
import { reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import type { useT } from '../../../i18n/traducao.ts';
import type { Cartao } from '../../financeiro/painel/cartoesDoPainel.ts';

// The donations dashboard's figures at the top: amount, donors, gifts, average gift, lifetime
// value and the retention of the year before (from GET /api/doacao/painel).

type Traduzir = ReturnType<typeof useT>;

export function cartoesDasDoacoes(t: Traduzir, p: PainelDasDoacoes | undefined): Cartao[] {
  const reais = (centavos: number | undefined) => (centavos === undefined ? undefined : reaisDosCentavos(centavos));
  return [
    { rotulo: t('Doações recebidas'), valor: reais(p?.centavos), nota: p === undefined ? undefined : t('Doações: {quantidade}', { quantidade: formatNumber(p.doacoes) }) },
    { rotulo: t('Doação média'), valor: reais(p?.mediaCentavos) },
    { rotulo: t('Valor por doador (LTV)'), valor: reais(p?.ltvCentavos), nota: p === undefined ? undefined : t('Doadores: {quantidade}', { quantidade: formatNumber(p.doadores) }) },
    {
      rotulo: p === undefined ? t('Retenção de doadores') : t('Retenção de {ano}', { ano: p.retencao.ano }),
      valor: p === undefined ? undefined : p.retencao.taxa,
      percentual: true,
      nota: p === undefined ? undefined : t('{retidos} de {doadores} doaram de novo no ano seguinte', { retidos: p.retencao.retidos, doadores: p.retencao.doadores }),
    },
  ];
}
