import type { FamiliaDeRotas } from '../tipos.ts';

/**
 * Financial approval (issue 18). Its lists and forms are the engine's descriptors
 * (screens/aprovacaofinanceira/), first among its pages; routed here is the report menu, a card
 * per report, last.
 */
export const APROVACAOFINANCEIRA = {
  nome: 'aprovacaofinanceira',
  // The menu's Aprovação Financeira leads to what waits for approval; the reports come last.
  telasPrimeiro: true,
  rotas: [
    {
      name: 'aprovacaofinanceira.relatorios',
      path: '/aprovacaofinanceira/relatorios',
      titulo: 'Relatórios',
      acesso: 'aplicacao',
      permissao: {
        tags: ['aprovacaofinanceira.relatorios.aprovacoes', 'aprovacaofinanceira.relatorios.emprestimos', 'aprovacaofinanceira.relatorios.execucaoprojeto'],
        any: true,
      },
    },
  ],
} as const satisfies FamiliaDeRotas;
