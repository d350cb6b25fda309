import type { FamiliaDeRotas } from '../tipos.ts';

/** Entering the application: outside the shell. */
export const LOGIN = {
  nome: 'login',
  rotas: [
    { name: 'login', path: '/login', titulo: 'Entrar', acesso: 'visitante' },
    { name: 'recuperarsenha', path: '/recuperarsenha', titulo: 'Recuperar senha', acesso: 'publico' },
    { name: 'novasenha', path: '/novasenha', titulo: 'Nova senha', acesso: 'publico' },
    { name: 'selecaounidade', path: '/selecaounidade', titulo: 'Seleção de unidade', acesso: 'sessao' },
  ],
} as const satisfies FamiliaDeRotas;
