// English of a utility page's "A resolver" (the records of a return left for a person) and its dialogs.
export const EN_CONCESSIONARIAS_RESOLUCAO: Readonly<Record<string, string>> = {
  'A resolver': 'To resolve',
  '{n} a resolver': '{n} to resolve',
  'Nenhum registro a resolver: todos os retornos foram lançados.': 'Nothing to resolve: every return was posted.',
  'Registros dos retornos que nenhum doador, ou mais de um, tem pela instalação: escolha o doador ou descarte o registro.':
    'Records of the returns whose installation no donor, or more than one, has: choose the donor or discard the record.',
  'Registros a resolver': 'Records to resolve',
  '{arquivo}, linha {linha}': '{arquivo}, row {linha}',
  'pago em {data}': 'paid on {data}',
  'bruto {bruto}, líquido {liquido}': 'gross {bruto}, net {liquido}',
  'Resolver o registro': 'Resolve the record',
  'Lançar a doação': 'Post the gift',
  'Escolha o doador.': 'Choose the donor.',
  'Informe a data do consentimento.': 'Give the date of the consent.',
  'Informe a evidência do consentimento: como o doador consentiu.': 'Give the evidence of the consent: how the donor consented.',
  'Instalação {instalacao}, linha {linha} de {arquivo}: bruto {bruto}, líquido {liquido}.': 'Installation {instalacao}, row {linha} of {arquivo}: gross {bruto}, net {liquido}.',
  'Qual dos doadores que consentiram com esta instalação?': 'Which of the donors who consented to this installation?',
  'Nenhum doador consentiu com esta instalação. Escolha o doador e registre o consentimento dele: a instituição deve poder prová-lo.':
    'No donor consented to this installation. Choose the donor and record their consent: the institution must be able to prove it.',
  'Evidência do consentimento': 'Evidence of the consent',
  'Com arquivos de evidência?': 'With evidence files?',
  'Abrir o formulário de consentimento': 'Open the consent form',
  'Descartar o registro': 'Discard the record',
  'A conta da instalação {instalacao} ({bruto}) não será lançada para nenhum doador. Diga por quê: por exemplo, a conta não é de um doador da instituição.':
    'The bill of installation {instalacao} ({bruto}) will not be posted to any donor. Say why: for instance, the bill is not an institution donor’s.',
  'Informe o motivo do descarte.': 'Give the reason for discarding.',
  'por {quem} em {quando}': 'by {quem} on {quando}',
  Descartado: 'Discarded',
};
