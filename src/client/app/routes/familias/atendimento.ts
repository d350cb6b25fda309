import type { FamiliaDeRotas } from '../tipos.ts';

/**
 * The service desk (issue 20). Its lists and forms are the engine's descriptors
 * (screens/atendimento/), first among its pages; routed here is the report menu, a card per
 * report, after them (its `ordem` on the descriptors' scale).
 */
export const ATENDIMENTO = {
  nome: 'atendimento',
  rotas: [
    {
      name: 'atendimento.relatorios',
      path: '/atendimento/relatorios',
      titulo: 'Relatórios',
      ordem: 90,
      acesso: 'aplicacao',
      permissao: { tags: ['atendimento.relatorios.volume', 'atendimento.relatorios.sla', 'atendimento.relatorios.tempo'], any: true },
    },
  ],
} as const satisfies FamiliaDeRotas;
