// The loans' tags (declared with their screens, screens/aprovacaofinanceira/emprestimos/): who
// sees the loans and their history, who requests, who decides (a project's coordinator, finance),
// who approves as finance, and who registers the returns.
export const TAGS_DOS_EMPRESTIMOS = {
  visualizar: 'aprovacaofinanceira.emprestimo.visualizar',
  solicitar: 'aprovacaofinanceira.emprestimo.solicitar',
  decidir: 'aprovacaofinanceira.emprestimo.decidir',
  financeiro: 'aprovacaofinanceira.emprestimo.aprovar',
  devolver: 'aprovacaofinanceira.emprestimo.devolver',
} as const;
