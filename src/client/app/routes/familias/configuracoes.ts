import type { FamiliaDeRotas } from '../tipos.ts';

// Users and permission groups are engine lists and forms over hand-written modules (x-modulo
// models), so their routes are named here; units and sectors are engine screens, which stand
// after them among the family's pages.

export const CONFIGURACOES = {
  nome: 'configuracoes',
  telasApos: 'configuracoes.grupopermissao',
  rotas: [
    // The index: a card per page of the family the user may open; any tag of its pages shows it
    // (the engine's screens' tags included).
    {
      name: 'configuracoes',
      path: '/configuracoes',
      titulo: 'Configurações',
      acesso: 'aplicacao',
      indice: true,
      permissao: {
        tags: [
          'configuracoes.usuario.visualizar',
          'configuracoes.grupopermissao.visualizar',
          'configuracoes.configuracaocampo.editar',
          'configuracoes.unidade.visualizar',
          'configuracoes.setor.visualizar',
          'configuracoes.parametro.visualizar',
          'configuracoes.parametroemail.visualizar',
          'configuracoes.internacionalizacao.visualizar',
        ],
        any: true,
      },
    },
    {
      name: 'configuracoes.usuarios',
      path: '/configuracoes/usuarios',
      titulo: 'Usuários',
      acesso: 'aplicacao',
      permissao: { tags: ['configuracoes.usuario.visualizar'] },
    },
    {
      name: 'configuracoes.usuarios.novo',
      path: '/configuracoes/usuarios/novo',
      titulo: 'Novo usuário',
      acesso: 'aplicacao',
      permissao: { tags: ['configuracoes.usuario.editar'] },
      origem: 'configuracoes.usuarios',
    },
    {
      name: 'configuracoes.usuarios.editar',
      path: '/configuracoes/usuarios/:id',
      titulo: 'Usuário',
      acesso: 'aplicacao',
      permissao: { tags: ['configuracoes.usuario.visualizar'] },
      origem: 'configuracoes.usuarios',
    },
    {
      name: 'configuracoes.grupopermissao',
      path: '/configuracoes/grupopermissao',
      titulo: 'Grupos de permissão',
      acesso: 'aplicacao',
      permissao: { tags: ['configuracoes.grupopermissao.visualizar'] },
    },
    {
      name: 'configuracoes.grupopermissao.novo',
      path: '/configuracoes/grupopermissao/novo',
      titulo: 'Novo grupo de permissão',
      acesso: 'aplicacao',
      permissao: { tags: ['configuracoes.grupopermissao.editar'] },
      origem: 'configuracoes.grupopermissao',
    },
    {
      name: 'configuracoes.grupopermissao.editar',
      path: '/configuracoes/grupopermissao/:id',
      titulo: 'Grupo de permissão',
      acesso: 'aplicacao',
      permissao: { tags: ['configuracoes.grupopermissao.visualizar'] },
      origem: 'configuracoes.grupopermissao',
    },
    {
      name: 'configuracoes.configuracaocampo',
      path: '/configuracoes/configuracaocampo',
      titulo: 'Configuração de campos',
      acesso: 'aplicacao',
      permissao: { tags: ['configuracoes.configuracaocampo.editar'] },
    },
    {
      name: 'configuracoes.parametro',
      path: '/configuracoes/parametro',
      titulo: 'Parâmetros',
      acesso: 'aplicacao',
      permissao: { tags: ['configuracoes.parametro.visualizar'] },
    },
    {
      name: 'configuracoes.parametroemail',
      path: '/configuracoes/parametroemail',
      titulo: 'Parâmetros de e-mail',
      acesso: 'aplicacao',
      permissao: { tags: ['configuracoes.parametroemail.visualizar'] },
    },
    {
      name: 'configuracoes.internacionalizacao',
      path: '/configuracoes/internacionalizacao',
      titulo: 'Internacionalização',
      acesso: 'aplicacao',
      permissao: { tags: ['configuracoes.internacionalizacao.visualizar'] },
    },
  ],
} as const satisfies FamiliaDeRotas;
