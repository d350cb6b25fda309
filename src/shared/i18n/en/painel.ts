// The finance dashboards and charts page (issue 17): the pages, their charts, tags and messages.
export const EN_PAINEL: Readonly<Record<string, string>> = {
  'Consultar os painéis financeiros da unidade (geral, despesas e receitas).': "View the unit's finance dashboards (overview, expenses and revenue).",
  'Consultar a página de gráficos financeiros da unidade.': "View the unit's finance charts page.",
  'Escolha receitas ou despesas.': 'Choose revenue or expenses.',
};
