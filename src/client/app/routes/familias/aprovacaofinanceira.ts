import type { FamiliaDeRotas } from '../tipos.ts';

/**
 * Financial approval (issue 18). Its lists and forms are the engine's descriptors
 * (screens/aprovacaofinanceira/); routed here is the report menu, a card per report.
 */
export const APROVACAOFINANCEIRA = {
  nome: 'aprovacaofinanceira',
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
