// Financeiro › Recibos and the history of receipts: the screens' texts (screens/financeiro/recibos*,
// their models) and the messages of src/server/modules/financeiro/recibos.
export const EN_RECIBOS: Readonly<Record<string, string>> = {
  'Histórico de recibos': 'Receipt history',
  Recebimentos: 'Payments received',
  'Recebido em': 'Received on',
  Pagador: 'Payer',
  Lote: 'Batch',
  Emitido: 'Issued',
  Emitidos: 'Issued',
  Cancelados: 'Cancelled',
  'Gerar recibos': 'Issue receipts',
  Gerar: 'Generate',
  'Emitir um recibo para cada recebimento selecionado? Você será avisado quando o PDF do lote estiver pronto.':
    'Issue a receipt for each selected payment? You will be notified when the batch PDF is ready.',
  'Baixar PDF': 'Download PDF',
  'Baixar PDF do lote': 'Download the batch PDF',
  Reemitir: 'Reissue',
  'Reemitir recibo': 'Reissue receipt',
  'Emitir uma nova via deste recibo, com o mesmo número?': 'Issue a new copy of this receipt, with the same number?',
  'Consultar os recebimentos sem recibo e o histórico de recibos da unidade, e baixar os PDFs.':
    "View the unit's payments without a receipt and its receipt history, and download the PDFs.",
  'Gerar recibos dos recebimentos e reemitir recibos (2ª via).': 'Issue receipts for payments received and reissue receipts (copies).',
  'Recibo não encontrado.': 'Receipt not found.',
  'PDF do lote não encontrado.': 'Batch PDF not found.',
  'Nenhum recibo emitido: os recebimentos selecionados já têm recibo ou foram estornados.':
    'No receipt issued: the selected payments already have a receipt or were reversed.',
};
