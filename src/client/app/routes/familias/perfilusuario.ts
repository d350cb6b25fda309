import type { FamiliaDeRotas } from '../tipos.ts';

/** The user's own profile (user menu), one tab per part. */
export const PERFILUSUARIO = {
  nome: 'perfilusuario',
  rotas: [
    {
      name: 'perfilusuario',
      path: '/perfilusuario',
      titulo: 'Meu perfil',
      acesso: 'aplicacao',
      abas: [
        { name: 'perfilusuario.dados', path: '/perfilusuario/dados', titulo: 'Dados' },
        { name: 'perfilusuario.alteracaosenha', path: '/perfilusuario/alteracaosenha', titulo: 'Alteração de senha' },
      ],
    },
  ],
} as const satisfies FamiliaDeRotas;
