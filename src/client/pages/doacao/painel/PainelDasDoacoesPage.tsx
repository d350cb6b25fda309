import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { URL_PAINEL_DAS_DOACOES, type PainelDasDoacoes } from '../../../../shared/api/doacao.ts';
import { formatDate } from '../../../../shared/format/index.ts';
import { useApi } from '../../../api/useApi.ts';
import { Aviso } from '../../../components/feedback/Aviso.tsx';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { Cartoes } from '../../financeiro/painel/Cartoes.tsx';
import { CampoDoPeriodo } from '../../financeiro/movimento/campos.tsx';
import { useFiltrosNaUrl } from '../../financeiro/movimento/filtrosNaUrl.ts';
import { diasDoPeriodo } from '../../financeiro/movimento/periodo.ts';
import { cartoesDasDoacoes } from './cartoes.ts';
import { DoadoresPorMes, SomasPorChave, ValoresPorMes } from './GraficosDasDoacoes.tsx';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  filtros: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', alignItems: 'start' },
  nota: { color: tokens.colorNeutralForeground3, margin: 0 },
  graficos: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 460px), 1fr))' },
});

const SEM_FILTROS: readonly never[] = [];

/** The donations dashboard (doacao/doacoes/dashboard): a picture, hand-written over the finance dashboards' parts. */
export function PainelDasDoacoesPage() {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const [{ periodo }, mudar] = useFiltrosNaUrl(SEM_FILTROS, 'ANUAL');
  const dias = diasDoPeriodo(periodo, new Date());
  const { data: painel, error } = useApi<PainelDasDoacoes>(`${URL_PAINEL_DAS_DOACOES}?${new URLSearchParams({ inicio: dias.inicio, fim: dias.fim })}`);
  const formas: Readonly<Record<string, string>> = {
    PIX: 'PIX',
    BOLETO: t('Boleto'),
    CARTAO: t('Cartão'),
    DEBITO_AUTOMATICO: t('Débito automático'),
    CONTA_CONSUMO: t('Conta de consumo'),
    DINHEIRO: t('Dinheiro'),
    BENS: t('Bens (valor justo)'),
  };
  return (
    <div className={estilos.pagina}>
      <Title2 as="h1">{t('Painel de doações')}</Title2>
      <div className={estilos.filtros} role="search" aria-label={t('Filtros do painel')}>
        <CampoDoPeriodo id="painel-doacoes-periodo" rotulo={t('Período')} valor={periodo} onChange={(novo) => mudar({ periodo: novo })} />
      </div>
      <p className={estilos.nota}>{t('De {inicio} a {fim}.', { inicio: formatDate(dias.inicio), fim: formatDate(dias.fim) })}</p>
      {error && <Aviso intent="error">{traduzir(error.message)}</Aviso>}
      <Cartoes cartoes={cartoesDasDoacoes(t, painel)} />
      {painel && (
        <div className={estilos.graficos}>
          <ValoresPorMes painel={painel} />
          <DoadoresPorMes painel={painel} />
          <SomasPorChave titulo={t('Por campanha')} somas={painel.porCampanha} rotulo={(c) => (c === '' ? t('Sem campanha') : c)} />
          <SomasPorChave titulo={t('Por forma')} somas={painel.porForma} rotulo={(f) => formas[f] ?? f} />
        </div>
      )}
    </div>
  );
}
