import type { FamiliaDeRotas } from '../tipos.ts';

/**
 * The people register in supplier mode (its route names start with financeiro.fornecedor), the
 * generation of títulos, whose review lists (the engine's section under its path) are its tabs,
 * the statement and the cash flow.
 */
export const FINANCEIRO = {
  nome: 'financeiro',
  rotas: [
    {
      name: 'financeiro.fornecedor',
      path: '/financeiro/fornecedor',
      titulo: 'Fornecedores',
      acesso: 'aplicacao',
      permissao: { tags: ['financeiro.fornecedor.visualizar'] },
    },
    {
      name: 'financeiro.fornecedor.novo',
      path: '/financeiro/fornecedor/novo',
      titulo: 'Novo fornecedor',
      acesso: 'aplicacao',
      permissao: { tags: ['financeiro.fornecedor.editar'] },
      origem: 'financeiro.fornecedor',
    },
    {
      name: 'financeiro.fornecedor.editar',
      path: '/financeiro/fornecedor/:id',
      titulo: 'Fornecedor',
      acesso: 'aplicacao',
      permissao: { tags: ['financeiro.fornecedor.visualizar'] },
      origem: 'financeiro.fornecedor',
    },
    {
      name: 'financeiro.geracaotitulos',
      path: '/financeiro/geracaotitulos',
      titulo: 'Geração de títulos',
      acesso: 'aplicacao',
      permissao: { tags: ['financeiro.geracaotitulos.gerar'] },
    },
    {
      name: 'financeiro.extrato',
      path: '/financeiro/extrato',
      titulo: 'Extrato',
      acesso: 'aplicacao',
      permissao: { tags: ['financeiro.extrato.visualizar'] },
    },
    {
      name: 'financeiro.fluxocaixa',
      path: '/financeiro/fluxocaixa',
      titulo: 'Fluxo de caixa',
      acesso: 'aplicacao',
      permissao: { tags: ['financeiro.fluxocaixa.visualizar'] },
    },
    // The dashboards and the charts page (issue 17): pictures, hand-written.
    {
      name: 'financeiro.dashboard',
      path: '/financeiro/dashboard',
      titulo: 'Painel financeiro',
      acesso: 'aplicacao',
      abas: [
        { name: 'financeiro.dashboard.geral', path: '/financeiro/dashboard/geral', titulo: 'Geral', permissao: { tags: ['financeiro.dashboard.visualizar'] } },
        { name: 'financeiro.dashboard.despesas', path: '/financeiro/dashboard/despesas', titulo: 'Despesas', permissao: { tags: ['financeiro.dashboard.visualizar'] } },
        { name: 'financeiro.dashboard.receitas', path: '/financeiro/dashboard/receitas', titulo: 'Receitas', permissao: { tags: ['financeiro.dashboard.visualizar'] } },
      ],
    },
    {
      name: 'financeiro.graficos',
      path: '/financeiro/graficos',
      titulo: 'Gráficos',
      acesso: 'aplicacao',
      permissao: { tags: ['financeiro.graficos.visualizar'] },
    },
  ],
} as const satisfies FamiliaDeRotas;
