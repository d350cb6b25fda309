import type { FamiliaDeRotas } from '../tipos.ts';

/**
 * Projects (issue 18). The list and the form are the engine's screen (screens/projetos/projetos.json),
 * routed here because the page of an existing project adds the financial execution below the form;
 * the settings of the form's sections are a module's (x-modulo) screen.
 */
export const PROJETOS = {
  nome: 'projetos',
  rotas: [
    {
      name: 'projetos',
      path: '/projetos',
      titulo: 'Projetos',
      acesso: 'aplicacao',
      permissao: { tags: ['projetos.projeto.visualizar'] },
    },
    {
      name: 'projetos.novo',
      path: '/projetos/novo',
      titulo: 'Novo projeto',
      acesso: 'aplicacao',
      origem: 'projetos',
      permissao: { tags: ['projetos.projeto.editar'] },
    },
    {
      name: 'projetos.editar',
      path: '/projetos/:id',
      titulo: 'Projeto',
      acesso: 'aplicacao',
      origem: 'projetos',
      permissao: { tags: ['projetos.projeto.visualizar'] },
    },
    {
      name: 'projetos.configuracoes',
      path: '/projetos/configuracoes',
      titulo: 'Configurações',
      acesso: 'aplicacao',
      abas: [
        {
          name: 'projetos.configuracoes.subsecoes',
          path: '/projetos/configuracoes/subsecoes',
          titulo: 'Seções do projeto',
          permissao: { tags: ['projetos.projeto.visualizar'] },
        },
      ],
    },
  ],
} as const satisfies FamiliaDeRotas;
