import type { FamiliaDeRotas } from '../tipos.ts';

/**
 * Fundraising operations (issue 22). Colaborações, the telemarketing's colaborações and the
 * configuration pages are the engine's descriptors (screens/mobilizacao/); routed here is the
 * telemarketing agenda, a flow (`ordem` on the descriptors' scale: after Colaborações, before the
 * telemarketing's list).
 */
export const MOBILIZACAO = {
  nome: 'mobilizacao',
  rotas: [
    {
      name: 'mobilizacao.telemarketing.agenda',
      path: '/mobilizacao/telemarketing/agenda',
      titulo: 'Agenda',
      ordem: 11,
      acesso: 'aplicacao',
      permissao: { tags: ['mobilizacao.telemarketing.ligar'] },
    },
  ],
} as const satisfies FamiliaDeRotas;
