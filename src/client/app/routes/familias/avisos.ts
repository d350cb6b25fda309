import type { FamiliaDeRotas } from '../tipos.ts';

const PUBLICAR = { tags: ['avisos.aviso.publicar'] } as const;

/** Notices: reached from the top bar's bell; publishing and the readings open from the notices page. */
export const AVISOS = {
  nome: 'avisos',
  rotas: [
    { name: 'avisos', path: '/avisos', titulo: 'Avisos', acesso: 'aplicacao' },
    { name: 'avisos.novo', path: '/avisos/novo', titulo: 'Publicar aviso', acesso: 'aplicacao', permissao: PUBLICAR, origem: 'avisos' },
    { name: 'avisos.publicados', path: '/avisos/publicados', titulo: 'Avisos publicados', acesso: 'aplicacao', permissao: PUBLICAR, origem: 'avisos' },
    { name: 'avisos.leituras', path: '/avisos/publicados/:id', titulo: 'Leituras do aviso', acesso: 'aplicacao', permissao: PUBLICAR, origem: 'avisos.publicados' },
  ],
} as const satisfies FamiliaDeRotas;
