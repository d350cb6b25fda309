// English of the fundraising jobs' titles and notices (src/server/modules/mobilizacao/textosDasTarefas.ts)
// and of the boletos' e-mail summary (src/shared/mobilizacao/boleto/email.ts): each sentence of a notice
// is a key, so a notice of several is translated sentence by sentence.
export const EN_MOBILIZACAO_TAREFAS: Readonly<Record<string, string>> = {
  'Remessa bancária': 'Bank remittance',
  'Arquivo da remessa': 'Remittance file',
  'Boletos por e-mail': 'Boletos by e-mail',
  'Boleto da cobrança': "The charge's boleto",
  'Retorno da concessionária': 'Utility return',
  '{remessas} remessa(s) com {cobrancas} cobrança(s).': '{remessas} remittance(s) with {cobrancas} charge(s).',
  'O retorno não existe mais.': 'The return no longer exists.',
  'Este retorno já foi processado.': 'This return was already processed.',
  'A concessionária do retorno não existe mais.': "The return's utility no longer exists.",
  '{concessionaria}: {aplicados} de {registros} registro(s) lançado(s), R$ {liquido} líquidos; {pendentes} a resolver.':
    '{concessionaria}: {aplicados} of {registros} record(s) posted, R$ {liquido} net; {pendentes} to resolve.',
  'Tarifas de R$ {valor} lançadas como despesa paga.': 'Fees of R$ {valor} booked as a paid expense.',
  'Tarifas de R$ {valor} não lançadas: {motivo}': 'Fees of R$ {valor} not booked: {motivo}',
  'O retorno não foi aplicado: {motivo}': 'The return was not applied: {motivo}',
  'Lendo as ligações e as colaborações': 'Reading the calls and the collaborations',
  '{quantidade} boleto(s) enviado(s) por e-mail.': '{quantidade} boleto(s) sent by e-mail.',
  '{quantidade} não enviado(s): {motivos}.': '{quantidade} not sent: {motivos}.',
  '{quantidade} de doador sem e-mail': '{quantidade} of a donor without e-mail',
  '{quantidade} que não é de convênio de boleto': '{quantidade} not of a boleto agreement',
  '{quantidade} recusado(s) pelo servidor de e-mail': '{quantidade} refused by the mail server',
};
