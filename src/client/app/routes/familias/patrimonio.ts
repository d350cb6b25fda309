import type { FamiliaDeRotas } from '../tipos.ts';

/**
 * Assets (issue 19). Its lists and forms are the engine's descriptors (screens/patrimonio/),
 * first among its pages (Bens, then Configurações); routed here is the report menu, a card per
 * report, after them (its `ordem` on the descriptors' scale).
 */
export const PATRIMONIO = {
  nome: 'patrimonio',
  rotas: [
    {
      name: 'patrimonio.relatorios',
      path: '/patrimonio/relatorios',
      titulo: 'Relatórios',
      ordem: 90,
      acesso: 'aplicacao',
      permissao: { tags: ['patrimonio.relatorios.emitir'] },
    },
  ],
} as const satisfies FamiliaDeRotas;
