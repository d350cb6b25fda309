import type { FamiliaDeRotas } from '../tipos.ts';

/**
 * Donations (issue 21). Its lists and forms are the engine's descriptors (screens/doacao/):
 * Doações, Colaborações, Movimentações and the six configuration pages; routed here is the
 * dashboard, a picture (charts), after the lists (`ordem` on the descriptors' scale).
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
  ],
} as const satisfies FamiliaDeRotas;
