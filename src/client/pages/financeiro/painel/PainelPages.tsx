import { useT } from '../../../i18n/traducao.ts';
import { Painel } from './Painel.tsx';

// The dashboard's tabs (under the section's heading) and the charts page: the same pictures, chosen per page.

export function PainelGeralPage() {
  return <Painel titulo={null} lados={['receitas', 'despesas']} rankings={false} comFiltros={false} orcamento />;
}

export function PainelDeDespesasPage() {
  return <Painel titulo={null} lados={['despesas']} rankings comFiltros={false} orcamento={false} />;
}

export function PainelDeReceitasPage() {
  return <Painel titulo={null} lados={['receitas']} rankings comFiltros={false} orcamento={false} />;
}

export function GraficosPage() {
  const t = useT();
  return <Painel titulo={t('Gráficos financeiros')} lados={['receitas', 'despesas']} rankings comFiltros orcamento />;
}
