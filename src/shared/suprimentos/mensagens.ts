// The supplies' rules speak these (custo-medio.ts and the server's hooks); each is a key of the
// catalogue, filled in with interpolar and shown through traduzir.
export const MENSAGENS_DOS_SUPRIMENTOS = {
  quantidadeInvalida: 'A quantidade deve ser maior que zero.',
  valorInvalido: 'O valor não pode ser negativo.',
  estoqueInsuficiente: 'Estoque insuficiente: há {disponivel} e foram pedidas {quantidade}.',
  mesmoLocal: 'O local de destino deve ser diferente do local de origem.',
  movimentoNaoAlterado: 'Um movimento de estoque gravado não é alterado: registre outro que o corrija.',
  naoFracionavel: 'A unidade {sigla} não é fracionável: informe uma quantidade inteira.',
  itemInexistente: 'O item não existe.',
  requisicaoNaoAlterada: 'Uma requisição só muda enquanto aguarda aprovação.',
  requisicaoNaoAguarda: 'A requisição não aguarda aprovação.',
  requisicaoNaoAprovada: 'A requisição não está aprovada para atendimento.',
  requisicaoSemEstoque: 'Não há estoque no local para entregar nenhum item da requisição.',
} as const;
