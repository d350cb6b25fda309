// What the demo's títulos are: a nonprofit's recurring bills and income, each month of the past
// year and the next, with an amount that varies around its base (financeiro-titulos.ts).

export interface ModeloDeTitulo {
  tipo: 'RECEITA' | 'DESPESA';
  descricao: string;
  categoria: string;
  centroCusto: string;
  /** In cents. */
  base: number;
  /** How much the amount varies, as a share of the base. */
  variacao: number;
  dia: number;
  parcelas: number;
  /** From a supplier (a despesa) rather than any person. */
  fornecedor: boolean;
  /** Every `aCada` months. */
  aCada: number;
  forma: 'PIX' | 'BOLETO' | 'TRANSFERENCIA' | 'DEBITO_AUTOMATICO' | 'DINHEIRO';
}

const despesa = (descricao: string, categoria: string, centroCusto: string, base: number, dia: number, extra: Partial<ModeloDeTitulo> = {}): ModeloDeTitulo => ({
  tipo: 'DESPESA', descricao, categoria, centroCusto, base, variacao: 0.08, dia, parcelas: 1, fornecedor: true, aCada: 1, forma: 'BOLETO', ...extra,
});

const receita = (descricao: string, categoria: string, centroCusto: string, base: number, dia: number, extra: Partial<ModeloDeTitulo> = {}): ModeloDeTitulo => ({
  tipo: 'RECEITA', descricao, categoria, centroCusto, base, variacao: 0.25, dia, parcelas: 1, fornecedor: false, aCada: 1, forma: 'PIX', ...extra,
});

export const MODELOS_DE_TITULOS: readonly ModeloDeTitulo[] = [
  despesa('Aluguel', '2.3.01', '01', 450000, 10, { variacao: 0 }),
  despesa('Energia elétrica', '2.3.04', '01', 68000, 15, { variacao: 0.2, forma: 'DEBITO_AUTOMATICO' }),
  despesa('Água e esgoto', '2.3.03', '01', 21000, 18, { variacao: 0.2, forma: 'DEBITO_AUTOMATICO' }),
  despesa('Telefone e internet', '2.3.05', '01', 32990, 20, { variacao: 0 }),
  despesa('Folha de pagamento', '2.1.01', '03', 1850000, 5, { variacao: 0.03, fornecedor: false, forma: 'TRANSFERENCIA' }),
  despesa('Contabilidade', '2.2.03', '01', 180000, 12, { variacao: 0, forma: 'PIX' }),
  despesa('Alimentos para as oficinas', '2.4.03', '04', 240000, 25, { variacao: 0.3 }),
  despesa('Material pedagógico', '2.4.01', '03', 360000, 8, { parcelas: 3, aCada: 4 }),
  despesa('Tarifas bancárias', '2.5.01', '01', 8950, 28, { variacao: 0.1, fornecedor: false, forma: 'DEBITO_AUTOMATICO' }),
  receita('Doações mensais de pessoas físicas', '1.1.01', '02', 920000, 10),
  receita('Doação de empresa parceira', '1.1.02', '02', 1500000, 15, { aCada: 3, variacao: 0.1, forma: 'TRANSFERENCIA' }),
  receita('Termo de fomento — parcela', '1.2.01', '03', 3500000, 20, { aCada: 2, variacao: 0, forma: 'TRANSFERENCIA' }),
  receita('Bazar beneficente', '1.3.01', '02', 310000, 27, { aCada: 2, forma: 'DINHEIRO' }),
  receita('Rendimento da aplicação', '1.4.01', '01', 95000, 30, { variacao: 0.15, forma: 'TRANSFERENCIA' }),
];
