import type { FamiliaDeRotas } from '../tipos.ts';

// The people register. Its form is the engine's (the server leaves its module's screens out
// of the engine's catalogue); groups of people and the configuration tabs are engine screens,
// which stand among the family's pages after the register.

export const GESTAOPESSOAS = {
  nome: 'gestaopessoas',
  rotas: [
    {
      name: 'gestaopessoas.lista',
      path: '/gestaopessoas/lista',
      titulo: 'Pessoas',
      acesso: 'aplicacao',
      permissao: { tags: ['gestaopessoas.pessoa.visualizar'] },
    },
    {
      name: 'gestaopessoas.pessoa.novo',
      path: '/gestaopessoas/novo',
      titulo: 'Nova pessoa',
      acesso: 'aplicacao',
      permissao: { tags: ['gestaopessoas.pessoa.editar'] },
      origem: 'gestaopessoas.lista',
    },
    {
      name: 'gestaopessoas.pessoa.editar',
      path: '/gestaopessoas/pessoa/:id',
      titulo: 'Pessoa',
      acesso: 'aplicacao',
      permissao: { tags: ['gestaopessoas.pessoa.visualizar'] },
      origem: 'gestaopessoas.lista',
    },
    {
      name: 'gestaopessoas.pessoa.importacao',
      path: '/gestaopessoas/importacao',
      titulo: 'Importação de pessoas',
      rotulo: 'Importação',
      acesso: 'aplicacao',
      permissao: { tags: ['gestaopessoas.pessoa.importar'] },
    },
    {
      name: 'gestaopessoas.pessoa.importacao.resultado',
      path: '/gestaopessoas/importacao/resultado',
      titulo: 'Resultado da importação',
      acesso: 'aplicacao',
      permissao: { tags: ['gestaopessoas.pessoa.importar'] },
      origem: 'gestaopessoas.pessoa.importacao',
    },
    {
      name: 'gestaopessoas.relatorios',
      path: '/gestaopessoas/relatorios',
      titulo: 'Relatórios de pessoas',
      rotulo: 'Relatórios',
      acesso: 'aplicacao',
      permissao: { tags: ['gestaopessoas.pessoa.imprimir'] },
    },
  ],
} as const satisfies FamiliaDeRotas;
