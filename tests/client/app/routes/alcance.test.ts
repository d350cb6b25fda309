import { describe, expect, it } from 'vitest';
import { abasDoShell } from '../../../../src/client/app/routes/entreAsTelas.ts';
import { ROTAS } from '../../../../src/client/app/routes/familias/index.ts';
import { entradasDoMenu } from '../../../../src/client/app/routes/menu.ts';
import { navegacaoNoCaminho, paginasDaFamilia } from '../../../../src/client/app/routes/paginasDaFamilia.ts';
import type { Aba, Permissao, Rota } from '../../../../src/client/app/routes/tipos.ts';
import type { VerificarPermissao } from '../../../../src/client/components/permissions/usePermissao.ts';
import { abasPermitidas } from '../../../../src/client/components/tabs/abas.ts';
import type { TelaDoCatalogo } from '../../../../src/client/engine/dados/contrato.ts';
import { rotasDaTela, secoesDasTelas } from '../../../../src/client/engine/rotas/catalogo.ts';
import { rotasDoDescritor } from '../../../../src/shared/engine/rotas.ts';
import type { Descriptor, Model } from '../../../../src/shared/engine/types.ts';
import { hasPermission } from '../../../../src/shared/permissions/check.ts';
import { CATALOGO_DE_TAGS } from '../../../../src/shared/permissions/catalogue.ts';

// Every route a user may open is reachable from the module menu, the family's navigation, a
// section's tabs or the page that opens it (issue 13: Grupos de Pessoas and the people
// configuration tables could only be typed in). The routes are the route files' and those of the
// demo catalogue (screens/, as GET /api/telas lists it); the users, the administrator, the demo
// operador, one with every tag of a module, and one per tag (with the visualizar tag of its resource).

const DESCRITORES = Object.values(import.meta.glob<Descriptor>('/screens/**/*.json', { eager: true, import: 'default' }));
const MODELOS = import.meta.glob<Model>('/schemas/*.json', { eager: true, import: 'default' });
// A hand-written module's screen (x-modulo) is routed by the route files, not by the catalogue.
const TELAS: TelaDoCatalogo[] = DESCRITORES.filter((d) => MODELOS[`/schemas/${d.modelo}.json`]?.['x-modulo'] !== true).map((d) => ({
  name: d.rota.name,
  path: d.rota.path,
  titulo: d.titulo,
  familia: d.rota.path.split('/')[1] ?? '',
  tags: d.tags,
  rotas: rotasDoDescritor(d),
}));

// The shell's own controls lead to these (the user menu's and the top bar's tests check them).
const ATALHOS_DO_SHELL = ['perfilusuario', 'ajuda', 'versoes', 'avisos', 'mensagens'];

interface Destino {
  name: string;
  path: string;
  /** The routes this one leads to, besides the navigation: its tabs, its forms, what names it as origem. */
  leva: (pode: VerificarPermissao) => string[];
  permitida: (pode: VerificarPermissao) => boolean;
}

const permite = (pode: VerificarPermissao, permissao?: Permissao) => !permissao || pode(permissao.tags, permissao);
const abertasDe = (name: string) => ROTAS.filter((rota: Rota) => rota.origem === name).map((rota) => rota.name);

/** Every route of the shell: the route files' (section roots, tabs, pages) and the catalogue's (sections, lists, forms). */
function destinos(): Destino[] {
  const daTabela = ROTAS.filter((rota) => rota.acesso === 'aplicacao').flatMap((rota: Rota): Destino[] => {
    if (!('abas' in rota)) return [{ name: rota.name, path: rota.path, leva: () => abertasDe(rota.name), permitida: (pode) => permite(pode, rota.permissao) }];
    const abas = rota.abas.map((aba: Aba) => ({ name: aba.name, path: aba.path, leva: () => abertasDe(aba.name), permitida: (pode: VerificarPermissao) => permite(pode, aba.permissao) }));
    const secao = { name: rota.name, path: rota.path, leva: (pode: VerificarPermissao) => [...abasPermitidas(rota.abas, pode).map((aba) => aba.name), ...abertasDe(rota.name)], permitida: (pode: VerificarPermissao) => abasPermitidas(rota.abas, pode).length > 0 };
    return [secao, ...abas];
  });
  // A route of the files may be a tab of a section of the screens (emSecao).
  const secoes = secoesDasTelas(TELAS, abasDoShell(ROTAS)).map((secao) => ({
    name: secao.name,
    path: secao.path,
    leva: (pode: VerificarPermissao) => abasPermitidas(secao.abas, pode).map((aba) => aba.name),
    permitida: (pode: VerificarPermissao) => abasPermitidas(secao.abas, pode).length > 0,
  }));
  const doMotor = TELAS.flatMap((tela) =>
    rotasDaTela(tela).map((rota) => ({
      name: rota.name,
      path: rota.path,
      // The list's New button and its rows open the form.
      leva: () => (rota.modo === 'lista' ? rotasDaTela(tela).filter((r) => r.modo !== 'lista').map((r) => r.name) : []),
      permitida: (pode: VerificarPermissao) => pode(rota.modo === 'novo' ? [tela.tags.visualizar, tela.tags.editar ?? tela.tags.visualizar] : [tela.tags.visualizar]),
    })),
  );
  return [...daTabela, ...secoes, ...doMotor];
}

const DESTINOS = destinos();
// A route file's page whose path is also an engine section (financeiro/geracaotitulos,
// financeiro/contabilidade) is one destination: it leads where either leads.
const porNome = new Map<string, Destino>();
for (const d of DESTINOS) {
  const antes = porNome.get(d.name);
  porNome.set(d.name, antes === undefined ? d : { ...d, leva: (pode) => [...antes.leva(pode), ...d.leva(pode)], permitida: (pode) => antes.permitida(pode) || d.permitida(pode) });
}
const porCaminho = new Map(DESTINOS.map((d) => [d.path, d]));

/** The routes a user reaches from the menu, the shell's controls, the navigation, the tabs and the pages' own links. */
function alcancadas(pode: VerificarPermissao): Set<string> {
  const vistas = new Set<string>();
  const fila = [...entradasDoMenu(pode, TELAS).map((entrada) => porCaminho.get(entrada.path)?.name), ...ATALHOS_DO_SHELL].filter((n): n is string => n !== undefined);
  while (fila.length > 0) {
    const destino = porNome.get(fila.shift() ?? '');
    if (destino === undefined || vistas.has(destino.name) || !destino.permitida(pode)) continue;
    vistas.add(destino.name);
    const familia = destino.path.split('/')[1] ?? '';
    const indice = paginasDaFamilia(familia, TELAS, pode).find((pagina) => pagina.indice && pagina.path === destino.path);
    // An index (the configuracoes root) lists its family's pages as cards.
    const daNavegacao = indice ? paginasDaFamilia(familia, TELAS, pode) : navegacaoNoCaminho(destino.path, TELAS, pode);
    fila.push(...daNavegacao.map((pagina) => pagina.name), ...destino.leva(pode));
  }
  return vistas;
}

const com = (tags: readonly string[]): VerificarPermissao => (exigidas, opcoes) => hasPermission(new Set(tags), exigidas, opcoes);
const TAGS = [...CATALOGO_DE_TAGS.map((t) => t.tag), ...DESCRITORES.flatMap((d) => (d.novasTags ?? []).map((t) => t.tag))];
const comVisualizar = (tag: string) => [tag, ...[tag.replace(/\.[^.]+$/, '.visualizar')].filter((v) => v !== tag && TAGS.includes(v))];

const familias = [...new Set(TAGS.filter((tag) => tag !== 'administrador').map((tag) => tag.split('.')[0] ?? ''))];
const USUARIOS: [string, readonly string[]][] = [
  ['administrador', ['administrador']],
  ['operador', ['gestaopessoas.pessoa.visualizar', 'gestaopessoas.pessoa.editar', 'gestaopessoas.pessoa.imprimir']],
  ...familias.map((familia): [string, readonly string[]] => [`every tag of ${familia}`, TAGS.filter((tag) => tag.startsWith(`${familia}.`))]),
  ...TAGS.filter((tag) => tag !== 'administrador').map((tag): [string, readonly string[]] => [tag, comVisualizar(tag)]),
];

describe('every route a user may open is reachable', () => {
  it('knows the routes: those of the route files and the demo catalogue', () => {
    expect(DESTINOS.map((d) => d.name)).toEqual(expect.arrayContaining(['gestaopessoas.lista', 'gestaopessoas.grupo', 'gestaopessoas.configuracoes', 'gestaopessoas.configuracoes.anexos.editar', 'configuracoes.unidades']));
  });

  it.each(USUARIOS)('by %s, from the menu and the pages', (_, tags) => {
    const pode = com(tags);
    const vistas = alcancadas(pode);
    const fora = DESTINOS.filter((d) => d.permitida(pode) && !vistas.has(d.name)).map((d) => d.name);
    expect(fora).toEqual([]);
  });
});
