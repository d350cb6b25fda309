// Financeiro › withheld taxes: the Retenções of a despesa, Agrupamento de impostos and Impostos
// agrupados (screens/financeiro/agrupamento, screens/financeiro/impostos, their models) and the
// messages of their rules (src/server/modules/financeiro/titulos/retencoes).
export const EN_IMPOSTOS: Readonly<Record<string, string>> = {
  // Screens, sections, columns and options.
  Retenções: 'Withholdings',
  Retido: 'Withheld',
  Líquido: 'Net',
  'Valor retido': 'Amount withheld',
  'Base de cálculo': 'Tax base',
  'Vencimento do imposto': 'Tax due date',
  Agrupada: 'Grouped',
  Cancelada: 'Cancelled',
  Credor: 'Payee',
  'Agrupamento de impostos': 'Tax grouping',
  'Impostos agrupados': 'Grouped taxes',
  Agrupamentos: 'Groupings',
  Agrupado: 'Grouped',
  Desagrupado: 'Ungrouped',
  'Título a pagar': 'Payable',
  'Despesas retidas': 'Payables withheld from',
  'Situação do título': 'Bill status',
  'Total agrupado': 'Total grouped',
  'Total retido': 'Total withheld',
  // Actions and tags.
  Agrupar: 'Group',
  'Agrupar impostos': 'Group taxes',
  Desagrupar: 'Ungroup',
  'Juntar as retenções selecionadas de mesmo imposto, competência e vencimento, cada grupo num título a pagar ao órgão do imposto?':
    'Join the selected withholdings of the same tax, competence and due date, each group into one payable to the tax authority?',
  'Consultar os impostos retidos em aberto e os agrupamentos de impostos da unidade.': "View the unit's open withheld taxes and tax groupings.",
  'Agrupar impostos retidos num título a pagar ao órgão do imposto.': 'Group withheld taxes into one payable to the tax authority.',
  'Desfazer um agrupamento de impostos (cancela o título do imposto e reabre as retenções).': 'Undo a tax grouping (cancels the tax payable and reopens the withholdings).',
  // The form's withholdings.
  'Valores retidos': 'Amounts withheld',
  Imposto: 'Tax',
  '{sigla} ({aliquota}%): não retido (abaixo do mínimo)': '{sigla} ({aliquota}%): not withheld (under the minimum)',
  '{sigla} ({aliquota}%): R$ {valor} retido': '{sigla} ({aliquota}%): R$ {valor} withheld',
  'vence em {data}': 'due {data}',
  // Messages of the rules.
  'O imposto {sigla} não tem credor: informe, no cadastro do imposto, a pessoa que o recebe (Receita Federal do Brasil, a prefeitura).':
    'The tax {sigla} has no payee: enter, in the tax settings, who receives it (Receita Federal do Brasil, the city hall).',
  'Impostos agrupados.': 'Taxes grouped.',
  'A retenção não está mais em aberto.': 'The withholding is no longer open.',
  'Esta despesa tem retenções agrupadas num título de imposto: desagrupe-as em Impostos agrupados antes de cancelá-la.':
    'This payable has withholdings grouped into a tax payable: ungroup them in Grouped taxes before cancelling it.',
  'Este é o título de um agrupamento de impostos: desfaça-o em Impostos agrupados (Desagrupar).': 'This is the payable of a tax grouping: undo it in Grouped taxes (Ungroup).',
  'O título do imposto tem baixa: estorne as baixas antes de desagrupar.': 'The tax payable has payments: reverse them before ungrouping.',
  'Agrupamento desfeito: o título do imposto foi cancelado e as retenções voltaram a ficar em aberto.': 'Grouping undone: the tax payable was cancelled and the withholdings are open again.',
  'O agrupamento já foi desfeito.': 'The grouping was already undone.',
  'Este é o título de um agrupamento de impostos: o valor e as parcelas são os das retenções agrupadas (desagrupe em Impostos agrupados para corrigir).':
    'This is the payable of a tax grouping: its amount and installments are those of the grouped withholdings (ungroup in Grouped taxes to correct them).',
  'O imposto está inativo: escolha outro.': 'The tax is inactive: choose another.',
  'As retenções (R$ {retido}) devem ser menores que o valor do título (R$ {valor}).': 'The withholdings (R$ {retido}) must be less than the amount (R$ {valor}).',
  'Esta despesa tem retenções agrupadas num título de imposto: desagrupe-as em Impostos agrupados antes de mudar as retenções ou o valor.':
    'This payable has withholdings grouped into a tax payable: ungroup them in Grouped taxes before changing the withholdings or the amount.',
};
