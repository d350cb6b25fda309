// The finance dashboards (geral, despesas, receitas) and the charts page: hand-written pictures over recharts, loaded only here.
export { GraficosPage, PainelDeDespesasPage, PainelDeReceitasPage, PainelGeralPage } from './PainelPages.tsx';
