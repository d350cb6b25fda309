import type { VerificarPermissao } from '../../components/permissions/usePermissao.ts';
import { abasPermitidas } from '../../components/tabs/abas.ts';
import type { TelaDoCatalogo } from '../../engine/dados/contrato.ts';
import { secoesDasTelas, type SecaoDasTelas } from '../../engine/rotas/catalogo.ts';
import { abasDoShell } from './entreAsTelas.ts';
import { FAMILIAS } from './familias/index.ts';
import { familiaDoCaminho } from './modulos.ts';
import type { Rota } from './tipos.ts';

/** A page of a family: a tab of the family's navigation, and the module menu's entry when it is the first the user may see. */
export interface PaginaDaFamilia {
  name: string;
  path: string;
  /** Its name among the family's pages: a pt-BR key (route data, descriptors), shown through traduzir. */
  rotulo: string;
  /** The paths that show it selected: its own and, for a section, its tabs'. */
  caminhos: readonly string[];
  /** The family's index, which lists the other pages itself: no tab of the navigation. */
  indice: boolean;
}

/** A page with its place on the family's one scale (descriptor `ordem`, a route's own); none: unplaced. */
type Ordenada = PaginaDaFamilia & { ordem?: number | undefined };

function daTabela(rota: Rota, pode: VerificarPermissao): Ordenada[] {
  if (rota.acesso !== 'aplicacao' || rota.origem !== undefined) return [];
  const pagina = { name: rota.name, path: rota.path, rotulo: rota.rotulo ?? rota.titulo, ordem: rota.ordem };
  if ('abas' in rota) {
    const permitida = abasPermitidas(rota.abas, pode).length > 0;
    return permitida ? [{ ...pagina, caminhos: [rota.path, ...rota.abas.map((aba) => aba.path)], indice: false }] : [];
  }
  const permitida = !rota.permissao || pode(rota.permissao.tags, rota.permissao);
  return permitida ? [{ ...pagina, caminhos: [rota.path], indice: rota.indice === true }] : [];
}

const ordemDe = (telas: readonly TelaDoCatalogo[]): number | undefined => {
  const ordens = telas.flatMap((tela) => (typeof tela.ordem === 'number' ? [tela.ordem] : []));
  return ordens.length === 0 ? undefined : Math.min(...ordens);
};

/**
 * The engine's screens as pages: those in no section, then the sections (one page each, at its
 * lowest tab's ordem, hand-written tabs included), in the catalogue's order (by ordem, then path).
 */
function doMotor(telas: readonly TelaDoCatalogo[], secoes: readonly SecaoDasTelas[], pode: VerificarPermissao, rotas: readonly Rota[]): Ordenada[] {
  const emSecao = new Set(secoes.flatMap((secao) => secao.abas.map((aba) => aba.name)));
  const soltas = telas
    .filter((tela) => !emSecao.has(tela.name) && pode([tela.tags.visualizar]))
    .map((tela) => ({ name: tela.name, path: tela.path, rotulo: tela.titulo, caminhos: [tela.path], indice: false, ordem: ordemDe([tela]) }));
  const comAbas = secoes
    .filter((secao) => abasPermitidas(secao.abas, pode).length > 0)
    .map((secao) => {
      const naSecao = (name: string) => secao.abas.some((aba) => aba.name === name);
      const ordens = [ordemDe(telas.filter((tela) => naSecao(tela.name))), ...rotas.filter((rota) => naSecao(rota.name)).map((rota) => rota.ordem)];
      const definidas = ordens.filter((ordem) => ordem !== undefined);
      return {
        name: secao.name,
        path: secao.path,
        rotulo: secao.titulo,
        caminhos: [secao.path, ...secao.abas.map((aba) => aba.path)],
        indice: false,
        ordem: definidas.length === 0 ? undefined : Math.min(...definidas),
      };
    });
  return [...soltas, ...comAbas];
}

/** The routes that have an ordem among the engine's pages: each before the first page placed after it (an unplaced page is after all). */
function intercalar(motor: readonly Ordenada[], rotas: readonly Ordenada[]): Ordenada[] {
  const juntas = [...motor];
  for (const rota of [...rotas].sort((a, b) => (a.ordem ?? 0) - (b.ordem ?? 0))) {
    const depois = juntas.findIndex((p) => p.ordem === undefined || p.ordem > (rota.ordem ?? 0));
    juntas.splice(depois === -1 ? juntas.length : depois, 0, rota);
  }
  return juntas;
}

const semOrdem = ({ ordem: _ordem, ...pagina }: Ordenada): PaginaDaFamilia => pagina;

/**
 * The pages of a family the user may open, in order: the family's routes (its file's order; no
 * form nor page opened from another, see `origem`) and the engine's screens of the family
 * (GET /api/telas, sections as one page) after the route the family names (its first, by default).
 * A route with an `ordem` stands among the engine's pages by it, on their descriptors' scale.
 */
export function paginasDaFamilia(familia: string, telas: readonly TelaDoCatalogo[], pode: VerificarPermissao): PaginaDaFamilia[] {
  const dados = FAMILIAS.find((f) => f.nome === familia);
  const daTabelaToda: readonly Rota[] = dados?.rotas ?? [];
  const telasDaFamilia = telas.filter((tela) => tela.familia === familia);
  const secoes = secoesDasTelas(telasDaFamilia, abasDoShell(daTabelaToda));
  // A route that is a tab of a section of the screens is no page by itself.
  const abas = new Set(secoes.flatMap((secao) => secao.abas.map((aba) => aba.name)));
  const todasAsRotas = daTabelaToda.filter((rota) => !abas.has(rota.name));
  const rotas = todasAsRotas.filter((rota) => rota.ordem === undefined);
  const apos = (dados && 'telasApos' in dados ? dados.telasApos : undefined) ?? rotas.find((rota) => rota.origem === undefined)?.name;
  const daFamilia = rotas.flatMap((rota) => daTabela(rota, pode));
  const ordenadas = todasAsRotas.filter((rota) => rota.ordem !== undefined).flatMap((rota) => daTabela(rota, pode));
  const todas = doMotor(telasDaFamilia, secoes, pode, daTabelaToda);
  // A section of the engine under a page's own path (the review lists of financeiro/geracaotitulos) is that page's tabs.
  const motor = todas.filter((m) => ![...daFamilia, ...ordenadas].some((p) => p.path === m.path));
  const comAbas = (pagina: Ordenada): PaginaDaFamilia => {
    const secao = todas.find((m) => m.path === pagina.path);
    return semOrdem(secao === undefined ? pagina : { ...pagina, caminhos: [...new Set([...pagina.caminhos, ...secao.caminhos])] });
  };
  const antes = new Set(rotas.slice(0, rotas.findIndex((rota) => rota.name === apos) + 1).map((rota) => rota.name));
  return [...daFamilia.filter((p) => antes.has(p.name)), ...intercalar(motor, ordenadas), ...daFamilia.filter((p) => !antes.has(p.name))].map(comAbas);
}

/**
 * What the family's navigation offers at a path: on one of its pages (or a tab of one), the
 * pages other than the index, when there are two or more; nothing on a form or another page
 * opened from a page.
 */
export function navegacaoNoCaminho(pathname: string, telas: readonly TelaDoCatalogo[], pode: VerificarPermissao): PaginaDaFamilia[] {
  const paginas = paginasDaFamilia(familiaDoCaminho(pathname), telas, pode).filter((pagina) => !pagina.indice);
  const naPagina = paginas.some((pagina) => pagina.caminhos.includes(pathname));
  return naPagina && paginas.length > 1 ? paginas : [];
}
