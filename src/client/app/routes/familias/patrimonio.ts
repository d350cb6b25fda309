import type { FamiliaDeRotas } from '../tipos.ts';

/**
 * Assets (issue 19). Its lists and forms are the engine's descriptors (screens/patrimonio/),
 * first among its pages; routed here is the report menu, a card per report, last.
 */
export const PATRIMONIO = {
  nome: 'patrimonio',
  telasPrimeiro: true,
  rotas: [
    {
      name: 'patrimonio.relatorios',
      path: '/patrimonio/relatorios',
      titulo: 'Relatórios',
      acesso: 'aplicacao',
      permissao: { tags: ['patrimonio.relatorios.emitir'] },
    },
  ],
} as const satisfies FamiliaDeRotas;
