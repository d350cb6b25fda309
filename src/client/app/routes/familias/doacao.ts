import type { FamiliaDeRotas } from '../tipos.ts';

/**
 * Donations (issue 21). Its lists and forms are the engine's descriptors (screens/doacao/):
 * Doações, Colaborações, Movimentações and the six configuration pages; routed here are the
 * dashboard, a picture (charts), after the lists, and the report menu, a card per report, last
 * (`ordem` on the descriptors' scale).
 */
export const DOACAO = {
  nome: 'doacao',
  rotas: [
    {
      name: 'doacao.doacoes.dashboard',
      path: '/doacao/doacoes/dashboard',
      titulo: 'Painel de doações',
      ordem: 4,
      acesso: 'aplicacao',
      permissao: { tags: ['doacao.doacao.visualizar'] },
    },
    {
      name: 'doacao.relatorios',
      path: '/doacao/relatorios',
      titulo: 'Relatórios',
      ordem: 90,
      acesso: 'aplicacao',
      permissao: { tags: ['doacao.relatorios.emitir'] },
    },
  ],
} as const satisfies FamiliaDeRotas;
