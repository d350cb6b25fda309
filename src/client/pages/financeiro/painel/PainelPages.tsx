import { useT } from '../../../i18n/traducao.ts';
import { Painel } from './Painel.tsx';

// The dashboard's tabs and the charts page: the same pictures, chosen per page.

export function PainelGeralPage() {
  const t = useT();
  return <Painel titulo={t('Painel financeiro')} lados={['receitas', 'despesas']} rankings={false} comFiltros={false} />;
}

export function PainelDeDespesasPage() {
  const t = useT();
  return <Painel titulo={t('Painel de despesas')} lados={['despesas']} rankings comFiltros={false} />;
}

export function PainelDeReceitasPage() {
  const t = useT();
  return <Painel titulo={t('Painel de receitas')} lados={['receitas']} rankings comFiltros={false} />;
}

export function GraficosPage() {
  const t = useT();
  return <Painel titulo={t('Gráficos financeiros')} lados={['receitas', 'despesas']} rankings comFiltros />;
}
