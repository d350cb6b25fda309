import type { FamiliaDeRotas } from '../tipos.ts';

/** Break intervals; the configuration screens (gruposintervalos, tiposintervalo) are the engine's. */
export const REGISTROINTERVALO = {
  nome: 'registrointervalo',
  rotas: [
    {
      name: 'registrointervalo.intervalos',
      path: '/registrointervalo/intervalos',
      titulo: 'Intervalos',
      acesso: 'aplicacao',
      permissao: { tags: ['registrointervalo.intervalo.registrar'] },
    },
    {
      name: 'registrointervalo.relatorios',
      path: '/registrointervalo/relatorios',
      titulo: 'Relatórios de intervalos',
      rotulo: 'Relatórios',
      acesso: 'aplicacao',
      permissao: { tags: ['registrointervalo.relatorio.emitir'] },
    },
  ],
} as const satisfies FamiliaDeRotas;
