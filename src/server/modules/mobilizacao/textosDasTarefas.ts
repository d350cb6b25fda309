// The titles and notices of the fundraising jobs, as keys of the catalogue (English:
// src/shared/i18n/en/mobilizacaoTarefas.ts). A notice joins several sentences, each a key with
// its markers filled in, so the English interface translates it sentence by sentence.

export const TEXTOS_DAS_TAREFAS_DA_MOBILIZACAO = {
  tituloDaRemessa: 'Remessa bancária',
  tituloDoArquivo: 'Arquivo da remessa',
  tituloDoEmail: 'Boletos por e-mail',
  tituloDoBoleto: 'Boleto da cobrança',
  tituloDoRetorno: 'Retorno da concessionária',
  remessasGeradas: '{remessas} remessa(s) com {cobrancas} cobrança(s).',
  retornoInexistente: 'O retorno não existe mais.',
  retornoJaProcessado: 'Este retorno já foi processado.',
  concessionariaInexistente: 'A concessionária do retorno não existe mais.',
  retornoAplicado: '{concessionaria}: {aplicados} de {registros} registro(s) lançado(s), R$ {liquido} líquidos; {pendentes} a resolver.',
  tarifasLancadas: 'Tarifas de R$ {valor} lançadas como despesa paga.',
  tarifasNaoLancadas: 'Tarifas de R$ {valor} não lançadas: {motivo}',
  retornoNaoAplicado: 'O retorno não foi aplicado: {motivo}',
  lendoOsDados: 'Lendo as ligações e as colaborações',
} as const;
