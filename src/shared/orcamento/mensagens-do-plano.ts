// The pt-BR messages of the budget plan's calls (src/server/modules/financeiro/planoorcamentario; the pure rules' own are in
// src/shared/orcamento/mensagens.ts); each is a key of the catalogue (en: i18n/en/orcamento.ts).
export const MENSAGENS_DO_PLANO = {
  ano: 'Informe um ano de 2000 a 2100.',
  linhas: 'Envie as linhas do orçamento (até 2.000).',
  mes: 'Informe um valor de R$ 0,00 a R$ 999.999.999.999,99, com no máximo dois centavos.',
  meses: 'Informe os doze meses da linha.',
  categoria: 'Escolha uma categoria analítica ativa.',
  centroDeCusto: 'Escolha um centro de custo ativo.',
  linhaRepetida: 'Esta categoria e este centro de custo já têm uma linha.',
  origemAusente: 'A linha de origem não está no orçamento de {ano}.',
  restoNo: 'Escolha onde ficam os centavos que sobram: primeiro ou último mês.',
  jaFechado: 'O orçamento de {ano} já está fechado.',
  naoFechado: 'O orçamento de {ano} não está fechado.',
  salvo: 'Orçamento salvo.',
  fechado: 'Orçamento de {ano} fechado.',
  reaberto: 'Orçamento de {ano} reaberto.',
} as const;
