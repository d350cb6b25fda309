// The finance configuration's rules speak these (categoria.ts, imposto.ts, referencias.ts, parcelamento.ts);
// each is a key of the catalogue, shown through traduzir.
export const MENSAGENS_DO_FINANCEIRO = {
  codigoInvalido: 'Use números separados por ponto, como 1 ou 1.1.01.',
  codigoEmUso: 'Já existe uma categoria com este código.',
  codigoDaRaiz: 'Uma categoria sem categoria superior tem um código de um só número, como 1 ou 2.',
  codigoDaSubcategoria: 'Use o código da categoria superior seguido de um número, como {exemplo}.',
  ciclo: 'Uma categoria não pode ficar abaixo dela mesma nem de uma subcategoria sua.',
  paiAnalitico: 'A categoria superior deve ser sintética.',
  naturezaDoPai: 'A natureza deve ser a mesma da categoria superior.',
  comSubcategoriasSintetica: 'Uma categoria com subcategorias é sintética.',
  comSubcategoriasCodigo: 'Uma categoria com subcategorias não muda de código.',
  comSubcategoriasNatureza: 'Uma categoria com subcategorias não muda de natureza.',
  somaDosComponentes: 'A alíquota é a soma dos componentes: {soma}.',
  categoriaAnalitica: 'Escolha uma categoria analítica.',
  categoriaDeDespesa: 'Escolha uma categoria de despesa.',
  quantidadeDeParcelas: 'A quantidade de parcelas deve ser um número inteiro de 1 a 360.',
  valorPositivo: 'O valor deve ser maior que zero.',
} as const;
