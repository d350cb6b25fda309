import type { FamiliaDeRotas } from '../tipos.ts';

/**
 * CEBAS (issue 20). The parameters are the engine's settings screen (screens/cebas/configuracao.json,
 * `ordem` 21); routed here are the four education calculators (hand-written: a calculator, live as
 * the user types), first in the family, each with its statistics page (a table and a chart),
 * opened from the calculator. One tag per calculator opens both.
 */
export const CEBAS = {
  nome: 'cebas',
  rotas: [
    { name: 'cebas.superior', path: '/cebas/superior', titulo: 'Educação superior', ordem: 1, acesso: 'aplicacao', permissao: { tags: ['cebas.superior.simular'] } },
    { name: 'cebas.basica', path: '/cebas/basica', titulo: 'Educação básica', ordem: 2, acesso: 'aplicacao', permissao: { tags: ['cebas.basica.simular'] } },
    { name: 'cebas.basicamista', path: '/cebas/basicamista', titulo: 'Educação básica mista', ordem: 3, acesso: 'aplicacao', permissao: { tags: ['cebas.basicamista.simular'] } },
    {
      name: 'cebas.basicagratuita',
      path: '/cebas/basicagratuita',
      titulo: 'Educação básica gratuita',
      ordem: 4,
      acesso: 'aplicacao',
      permissao: { tags: ['cebas.basicagratuita.simular'] },
    },
    {
      name: 'cebas.superior.estatisticas',
      path: '/cebas/superior/estatisticas',
      titulo: 'Estatísticas da educação superior',
      acesso: 'aplicacao',
      origem: 'cebas.superior',
      permissao: { tags: ['cebas.superior.simular'] },
    },
    {
      name: 'cebas.basica.estatisticas',
      path: '/cebas/basica/estatisticas',
      titulo: 'Estatísticas da educação básica',
      acesso: 'aplicacao',
      origem: 'cebas.basica',
      permissao: { tags: ['cebas.basica.simular'] },
    },
    {
      name: 'cebas.basicamista.estatisticas',
      path: '/cebas/basicamista/estatisticas',
      titulo: 'Estatísticas da educação básica mista',
      acesso: 'aplicacao',
      origem: 'cebas.basicamista',
      permissao: { tags: ['cebas.basicamista.simular'] },
    },
    {
      name: 'cebas.basicagratuita.estatisticas',
      path: '/cebas/basicagratuita/estatisticas',
      titulo: 'Estatísticas da educação básica gratuita',
      acesso: 'aplicacao',
      origem: 'cebas.basicagratuita',
      permissao: { tags: ['cebas.basicagratuita.simular'] },
    },
  ],
} as const satisfies FamiliaDeRotas;
