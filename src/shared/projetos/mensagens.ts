// The projects' rules speak these (prestacao.ts, rubricas.ts and the server's hooks); each is a key
// of the catalogue, filled in with interpolar and shown through traduzir.
export const MENSAGENS_DOS_PROJETOS = {
  rubricaEstourada:
    'Esta despesa ultrapassaria a rubrica {rubrica} do projeto {projeto} em {excedente}: restam {saldo} (orçado {orcado}, já executado {executado}, esta despesa {valor}). Reduza o valor ou peça um remanejamento de outra rubrica para esta em Projetos › Remanejamentos › Solicitações; aprovado pelas alçadas, o orçamento muda.',
  rubricaDeOutroProjeto: 'A rubrica escolhida não é do projeto {projeto}.',
  rubricaSemProjeto: 'Escolha o projeto da rubrica.',
  previsaoAcimaDaRubrica: 'A previsão mensal da rubrica {rubrica} soma {previsto}, acima do seu valor total de {orcado}.',
  previsaoSemRubrica: 'Grave a rubrica antes de prever os seus meses, ou escolha uma rubrica deste projeto.',
  remanejamentoDeOutroProjeto: 'A rubrica escolhida não é do projeto do remanejamento.',
  remanejamentoParaSiMesmo: 'Escolha outra rubrica de destino, ou meses diferentes da mesma rubrica.',
  remanejamentoAcimaDoSaldo: 'A rubrica {rubrica} tem {saldo} livres (orçado menos executado): remaneje no máximo isso.',
  remanejamentoAcimaDoMes: 'O mês escolhido da rubrica {rubrica} prevê {previsto}: remaneje no máximo isso desse mês.',
  remanejamentoSemMes: 'Os meses previstos da rubrica {rubrica} não caberiam no total reduzido: escolha o mês de onde sai o valor.',
  remanejamentoGravado: 'Um remanejamento solicitado não é alterado.',
  remanejamentoNaoPendente: 'O remanejamento não aguarda aprovação.',
  remanejamentoNaoEAprovador: 'Você não é um aprovador disponível deste remanejamento no nível em que ele está.',
  remanejamentoEfetivado: 'Remanejamento aprovado: o orçamento foi movido.',
  remanejamentoRejeitado: 'Remanejamento rejeitado.',
  avisoDoRemanejamento: 'Remanejamento para aprovar',
  avisoDoRemanejamentoTexto: 'Um remanejamento de orçamento aguarda a sua aprovação em Projetos › Remanejamentos › Aprovação.',
} as const;
