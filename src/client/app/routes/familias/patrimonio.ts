import type { FamiliaDeRotas } from '../tipos.ts';

/**
 * Assets (issue 19). Its lists and forms are the engine's descriptors (screens/patrimonio/),
 * first among its pages (Bens, then Configurações); routed here are the inventory count (a flow,
 * right after Bens) and the report menu, a card per report, after them (`ordem` on the descriptors' scale).
 */
export const PATRIMONIO = {
  nome: 'patrimonio',
  rotas: [
    {
      name: 'patrimonio.inventario',
      path: '/patrimonio/inventario',
      titulo: 'Inventário',
      ordem: 2,
      acesso: 'aplicacao',
      permissao: { tags: ['patrimonio.inventario.contar'] },
    },
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
