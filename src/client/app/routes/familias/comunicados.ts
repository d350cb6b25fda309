import type { FamiliaDeRotas } from '../tipos.ts';

/**
 * Announcements (issue 20). Reading is for every user (a session is enough): the list at
 * /comunicados and one announcement at /comunicados/{id}, hand-written (rendered Markdown, the
 * confirmation). Writing is the engine's descriptor (screens/comunicados/gestao.json): its list at
 * /comunicados/gestao, its form at /comunicados/novo and /comunicados/{id}/editar.
 */
export const COMUNICADOS = {
  nome: 'comunicados',
  rotas: [
    { name: 'comunicados', path: '/comunicados', titulo: 'Comunicados', ordem: 1, acesso: 'aplicacao' },
    { name: 'comunicados.leitura', path: '/comunicados/:id', titulo: 'Comunicado', acesso: 'aplicacao', origem: 'comunicados' },
  ],
} as const satisfies FamiliaDeRotas;
