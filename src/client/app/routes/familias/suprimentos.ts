import type { FamiliaDeRotas } from '../tipos.ts';

/**
 * Supplies and stock (issue 19). Its lists and forms are the engine's descriptors
 * (screens/suprimentos/), first among its pages; routed here is the report menu, a card per
 * report, after them (its `ordem` on the descriptors' scale).
 */
export const SUPRIMENTOS = {
  nome: 'suprimentos',
  rotas: [
    {
      name: 'suprimentos.relatorios',
      path: '/suprimentos/relatorios',
      titulo: 'Relatórios',
      ordem: 90,
      acesso: 'aplicacao',
      permissao: {
        tags: ['suprimentos.relatorios.posicao', 'suprimentos.relatorios.movimentos', 'suprimentos.relatorios.consumo', 'suprimentos.relatorios.abaixominimo'],
        any: true,
      },
    },
  ],
} as const satisfies FamiliaDeRotas;
