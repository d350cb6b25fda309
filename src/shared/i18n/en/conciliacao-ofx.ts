// Financeiro › Conciliação bancária › OFX: the section, the import tab (src/client/pages/
// financeiro/conciliacao/ofx), its tags and the messages of its calls.
export const EN_CONCILIACAO_OFX: Readonly<Record<string, string>> = {
  'Conciliação bancária': 'Bank reconciliation',
  Conciliação: 'Reconciliation',
  'Importação OFX': 'OFX import',
  'Consultar a conciliação bancária: a prévia de um arquivo OFX e as importações de extrato das contas da unidade.':
    "View the bank reconciliation: the preview of an OFX file and the statement imports of the unit's accounts.",
  'Importar extratos bancários (OFX) nas contas da unidade.': "Import bank statements (OFX) into the unit's accounts.",
};
