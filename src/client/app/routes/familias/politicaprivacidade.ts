import type { FamiliaDeRotas } from '../tipos.ts';

/** The privacy policy, public (linked from the login page and the user menu). */
export const POLITICAPRIVACIDADE = {
  nome: 'politicaprivacidade',
  rotas: [{ name: 'politicaprivacidade', path: '/politicaprivacidade', titulo: 'Política de privacidade', acesso: 'publico' }],
} as const satisfies FamiliaDeRotas;
