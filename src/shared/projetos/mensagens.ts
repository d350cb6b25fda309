// The projects' rules speak these (prestacao.ts, rubricas.ts and the server's hooks); each is a key
// of the catalogue, filled in with interpolar and shown through traduzir.
export const MENSAGENS_DOS_PROJETOS = {
  rubricaEstourada:
    'Esta despesa ultrapassaria a rubrica {rubrica} do projeto {projeto} em {excedente}: restam {saldo} (orçado {orcado}, já executado {executado}, esta despesa {valor}). Reduza o valor ou remaneje o orçamento do projeto.',
  rubricaDeOutroProjeto: 'A rubrica escolhida não é do projeto {projeto}.',
  rubricaSemProjeto: 'Escolha o projeto da rubrica.',
  previsaoAcimaDaRubrica: 'A previsão mensal da rubrica {rubrica} soma {previsto}, acima do seu valor total de {orcado}.',
  previsaoSemRubrica: 'Grave a rubrica antes de prever os seus meses, ou escolha uma rubrica deste projeto.',
} as const;
