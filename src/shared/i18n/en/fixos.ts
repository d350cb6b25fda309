// Financeiro › Lançamentos fixos and Geração de títulos: the screens' texts (screens/financeiro/
// lancamentosfixos, geracaotitulos, their models), the generation page and the messages of
// src/server/modules/financeiro/fixos.
export const EN_FIXOS: Readonly<Record<string, string>> = {
  // Screens, sections, columns and options.
  'Lançamentos fixos': 'Fixed entries',
  'Lançamentos': 'Entries',
  'Lançamento fixo: {registro}': 'Fixed entry: {registro}',
  'Novo lançamento fixo de despesa': 'New fixed payable',
  'Novo lançamento fixo de receita': 'New fixed receivable',
  'Valor dos ativos': 'Amount of the active ones',
  'Valor e recorrência': 'Amount and recurrence',
  Periodicidade: 'Frequency',
  Mensal: 'Monthly',
  Bimestral: 'Every two months',
  Trimestral: 'Quarterly',
  Semestral: 'Every six months',
  Dia: 'Day',
  'Geração de títulos': 'Title generation',
  'Títulos a definir': 'Titles to define',
  'Títulos definidos': 'Defined titles',
  'Título a definir: {registro}': 'Title to define: {registro}',
  'Do lançamento fixo': 'From the fixed entry',
  'Valor e vencimento': 'Amount and due date',
  'Vencimento previsto': 'Scheduled due date',
  'Situação do título': 'Bill status',
  Descartar: 'Discard',
  'Confirmar títulos': 'Confirm titles',
  'Descartar títulos': 'Discard titles',
  'Criar as receitas e despesas dos títulos a definir escolhidos, com o valor e o vencimento mostrados?':
    'Create the receivables and payables of the chosen titles to define, with the amount and due date shown?',
  'Descartar os títulos a definir escolhidos? A geração não os cria de novo.': 'Discard the chosen titles to define? The generation will not create them again.',
  // Permission tags.
  'Consultar os lançamentos fixos (receitas e despesas recorrentes) da unidade.': "View the unit's fixed entries (recurring receivables and payables).",
  'Incluir, alterar e desativar os lançamentos fixos da unidade.': "Create, edit and deactivate the unit's fixed entries.",
  'Consultar a geração de títulos e os títulos a definir e definidos da unidade.': "View the title generation and the unit's titles to define and defined.",
  'Gerar os títulos a definir de um período a partir dos lançamentos fixos.': "Generate a period's titles to define from the fixed entries.",
  'Ajustar, confirmar em títulos ou descartar os títulos a definir.': 'Adjust the titles to define, confirm them into titles or discard them.',
  // The generation page.
  'Os lançamentos fixos ativos da unidade viram títulos a definir nos meses escolhidos. Gerar de novo o mesmo período não repete nenhum.':
    "The unit's active fixed entries become titles to define in the chosen months. Generating the same period again repeats none.",
  'Mês inicial': 'First month',
  'Mês final': 'Last month',
  Gerar: 'Generate',
  'Gerar títulos': 'Generate titles',
  Revisão: 'Review',
  // Messages.
  'Título criado.': 'Title created.',
  'Título a definir descartado.': 'Title to define discarded.',
  'O fim deve ser igual ou posterior ao início.': 'The end must be on or after the start.',
  'Geração de títulos iniciada. Você será avisado quando terminar.': 'Title generation started. You will be notified when it ends.',
  'Os títulos a definir são criados pela geração de títulos.': 'Titles to define are created by the title generation.',
};
