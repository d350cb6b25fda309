import type { FamiliaDeRotas } from '../tipos.ts';

/**
 * Financial approval (issue 18). Its lists and forms are the engine's descriptors
 * (screens/aprovacaofinanceira/: Pagamentos 1–9, Empréstimos 11–19, Configurações 21–29, by their
 * `ordem`); routed here is the report menu, a card per report, after them.
 */
export const APROVACAOFINANCEIRA = {
  nome: 'aprovacaofinanceira',
  rotas: [
    {
      name: 'aprovacaofinanceira.relatorios',
      path: '/aprovacaofinanceira/relatorios',
      titulo: 'Relatórios',
      ordem: 90,
      acesso: 'aplicacao',
      permissao: {
        tags: ['aprovacaofinanceira.relatorios.aprovacoes', 'aprovacaofinanceira.relatorios.emprestimos', 'aprovacaofinanceira.relatorios.execucaoprojeto'],
        any: true,
      },
    },
  ],
} as const satisfies FamiliaDeRotas;
