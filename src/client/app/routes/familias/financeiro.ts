import type { FamiliaDeRotas } from '../tipos.ts';
import { CONCILIACAO } from './conciliacao.ts';

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
    CONCILIACAO,
    {
      name: 'financeiro.relatorios',
      path: '/financeiro/relatorios',
      titulo: 'Relatórios',
      acesso: 'aplicacao',
      permissao: {
        tags: [
          'financeiro.relatorios.contasabertas',
          'financeiro.relatorios.baixas',
          'financeiro.relatorios.extrato',
          'financeiro.relatorios.fluxocaixa',
          'financeiro.relatorios.balancete',
          'financeiro.relatorios.razao',
          'financeiro.relatorios.dsd',
          'financeiro.relatorios.execucaoorcamentaria',
        ],
        any: true,
      },
    },
    {
      // The accounting section: the entries (the root opens on them), the ledger chart (both the
      // engine's lists, shown by the section's pages) and the balancete and razão. Another tab of the
      // section is appended to `abas`, with its page in paginas.ts.
      name: 'financeiro.contabilidade',
      path: '/financeiro/contabilidade',
      titulo: 'Contabilidade',
      acesso: 'aplicacao',
      abas: [
        { name: 'financeiro.contabilidade.lancamentos', path: '/financeiro/contabilidade/lancamentos', titulo: 'Lançamentos', permissao: { tags: ['financeiro.contabilidade.visualizar'] } },
        { name: 'financeiro.contabilidade.planocontas', path: '/financeiro/contabilidade/planocontas', titulo: 'Plano de contas', permissao: { tags: ['financeiro.contabilidade.visualizar'] } },
        { name: 'financeiro.contabilidade.extratos', path: '/financeiro/contabilidade/extratos', titulo: 'Balancete e razão', permissao: { tags: ['financeiro.contabilidade.visualizar'] } },
        { name: 'financeiro.contabilidade.parametros', path: '/financeiro/contabilidade/parametros', titulo: 'Parâmetros', permissao: { tags: ['financeiro.contabilidade.visualizar'] } },
        {
          name: 'financeiro.contabilidade.fechamento',
          path: '/financeiro/contabilidade/fechamento',
          titulo: 'Fechamento',
          permissao: { tags: ['financeiro.contabilidade.fechar', 'financeiro.contabilidade.reabrir'], any: true },
        },
      ],
    },
    {
      name: 'financeiro.planoorcamentario',
      path: '/financeiro/planoorcamentario',
      titulo: 'Plano orçamentário',
      acesso: 'aplicacao',
      abas: [
        { name: 'financeiro.planoorcamentario.orcamento', path: '/financeiro/planoorcamentario/orcamento', titulo: 'Orçamento', permissao: { tags: ['financeiro.planoorcamentario.visualizar'] } },
        { name: 'financeiro.planoorcamentario.fechamento', path: '/financeiro/planoorcamentario/fechamento', titulo: 'Fechamento', permissao: { tags: ['financeiro.planoorcamentario.visualizar'] } },
      ],
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
