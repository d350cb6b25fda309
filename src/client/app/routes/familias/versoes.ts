import type { FamiliaDeRotas } from '../tipos.ts';

/** The release notes (user menu). */
export const VERSOES = {
  nome: 'versoes',
  rotas: [{ name: 'versoes', path: '/versoes', titulo: 'Versões', acesso: 'aplicacao' }],
} as const satisfies FamiliaDeRotas;
