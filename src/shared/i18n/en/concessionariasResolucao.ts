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
  // The server's answers and the records' descriptions (MENSAGENS_DA_RESOLUCAO).
  'Registro do retorno não encontrado.': 'Return record not found.',
  'Este registro já foi resolvido; atualize a página.': 'This record was already resolved; refresh the page.',
  'Esta conta já foi lançada por outro retorno: descarte este registro.': 'This bill was already posted by another return: discard this record.',
  'Escolha um doador cadastrado nesta unidade.': 'Choose a donor registered in this unit.',
  'Esta instalação tem o consentimento de outro doador: escolha um dos que consentiram.': 'This installation has another donor’s consent: choose one of those who consented.',
  'Este doador não tem consentimento com a instalação {instalacao}: informe a data e a evidência do consentimento.':
    'This donor has no consent for installation {instalacao}: give the date and the evidence of the consent.',
  'A data do consentimento não pode ser futura.': 'The date of the consent cannot be in the future.',
  'A instalação deste registro não tem números: descarte-o ou registre o consentimento no formulário.': 'This record’s installation has no digits: discard it or record the consent on the form.',
  'Esta instalação já tem um consentimento inativo ou de outra unidade: confira-o em Consentimentos.':
    'This installation already has an inactive consent or one of another unit: check it in Consents.',
  'Doação nº {doacao} recebida.': 'Gift no. {doacao} received.',
  'Descartado: {motivo}': 'Discarded: {motivo}',
  'Registro resolvido: doação nº {doacao} recebida.': 'Record resolved: gift no. {doacao} received.',
  'Registro descartado: nada foi lançado.': 'Record discarded: nothing was posted.',
};
