import type { FamiliaDeRotas } from '../tipos.ts';

/** The help pages (user menu). */
export const AJUDA = {
  nome: 'ajuda',
  rotas: [{ name: 'ajuda', path: '/ajuda', titulo: 'Ajuda', acesso: 'aplicacao' }],
} as const satisfies FamiliaDeRotas;
