import type { FamiliaDeRotas } from '../tipos.ts';

/** The permission catalogue, public (linked from the permission groups). */
export const PLANOPERMISSAO = {
  nome: 'planopermissao',
  rotas: [{ name: 'planopermissao', path: '/planopermissao', titulo: 'Plano de permissões', acesso: 'publico' }],
} as const satisfies FamiliaDeRotas;
