import type { AbaDaSecao } from '../../components/tabs/abas.ts';
import { t } from '../../i18n/traducao.ts';
import type { TelaDoCatalogo } from '../dados/contrato.ts';

// The routes of the screens in the catalogue (GET /api/telas), DESIGN.md "Routes and route
// names": a screen's list at its path, named <name>; its form at <path>/novo (<name>.novo)
// and <path>/:id (<name>.editar); its import at <path>/importacao (<name>.importacao) and the
// import's result at <path>/importacao/resultado (<name>.importacao.resultado). A settings screen
// is its one record's form, at its path.

export type ModoDaTela = 'lista' | 'novo' | 'editar' | 'importacao' | 'resultado' | 'configuracao';

export interface RotaDaTela {
  name: string;
  path: string;
  modo: ModoDaTela;
  tela: TelaDoCatalogo;
}

/** The screen's routes, its own first (the list, or the settings form). */
export function rotasDaTela(tela: TelaDoCatalogo): RotaDaTela[] {
  if (tela.configuracao === true) return [{ name: tela.name, path: tela.path, modo: 'configuracao', tela }];
  const { novo, editar, importacao, resultadoDaImportacao } = tela.rotas;
  return [
    { name: tela.name, path: tela.path, modo: 'lista', tela },
    ...(novo ? [{ ...novo, modo: 'novo' as const, tela }] : []),
    ...(editar ? [{ ...editar, modo: 'editar' as const, tela }] : []),
    ...(importacao ? [{ ...importacao, modo: 'importacao' as const, tela }] : []),
    ...(resultadoDaImportacao ? [{ ...resultadoDaImportacao, modo: 'resultado' as const, tela }] : []),
  ];
}

/**
 * A section root: a path of two or more segments that is no screen itself but holds screens
 * (/gestaopessoas/configuracoes holds idiomas, profissoes, ...). Its screens are its tabs.
 */
export interface SecaoDasTelas {
  name: string;
  path: string;
  titulo: string;
  abas: readonly AbaDaSecao[];
}

/** The titles of the segments that name sections, in the language in force. */
function tituloDoSegmento(segmento: string): string | undefined {
  switch (segmento) {
    case 'configuracoes':
      return t('Configurações');
    case 'relatorios':
      return t('Relatórios');
    case 'cadastros':
      return t('Cadastros');
    case 'informacoes':
      return t('Informações');
    case 'lancamentosfixos':
      return t('Lançamentos fixos');
    case 'geracaotitulos':
      return t('Geração de títulos');
    case 'emprestimos':
      return t('Empréstimos');
    case 'concessionarias':
      return t('Concessionárias');
    case 'remessa':
      return t('Remessa');
    default:
      return undefined;
  }
}

const pai = (path: string) => path.slice(0, path.lastIndexOf('/'));
const segmentos = (path: string) => path.split('/').filter(Boolean);

export function tituloDaSecao(path: string): string {
  const ultimo = segmentos(path).at(-1) ?? '';
  return tituloDoSegmento(ultimo) ?? ultimo.charAt(0).toUpperCase() + ultimo.slice(1);
}

/**
 * A hand-written page of the shell that joins the section of the engine's screens its path's parent
 * names (/mobilizacao/remessa/retorno in /mobilizacao/remessa): a tab among the screens', at its
 * `ordem` on their descriptors' scale (none: after them).
 */
export interface AbaDoShell extends AbaDaSecao {
  ordem?: number | undefined;
}

/** The tabs of the screens in catalogue order, each hand-written tab before the first screen placed after it. */
function comAbasDoShell(membros: readonly TelaDoCatalogo[], doShell: readonly AbaDoShell[]): AbaDaSecao[] {
  const abas: (AbaDaSecao & { ordem?: number | null | undefined })[] = membros.map((tela) => ({
    name: tela.name,
    path: tela.path,
    titulo: tela.titulo,
    permissao: { tags: [tela.tags.visualizar] },
    ordem: tela.ordem,
  }));
  for (const aba of doShell) {
    const depois = abas.findIndex((a) => aba.ordem !== undefined && (typeof a.ordem !== 'number' || a.ordem > aba.ordem));
    abas.splice(depois === -1 ? abas.length : depois, 0, aba);
  }
  return abas.map(({ ordem: _ordem, ...aba }) => aba);
}

/** The sections of the screens, with the hand-written tabs whose paths' parents are their roots (a hand-written tab makes no section). */
export function secoesDasTelas(telas: readonly TelaDoCatalogo[], doShell: readonly AbaDoShell[] = []): SecaoDasTelas[] {
  const caminhos = new Set(telas.map((tela) => tela.path));
  const porSecao = new Map<string, TelaDoCatalogo[]>();
  for (const tela of telas) {
    const raiz = pai(tela.path);
    if (segmentos(raiz).length < 2 || caminhos.has(raiz)) continue;
    porSecao.set(raiz, [...(porSecao.get(raiz) ?? []), tela]);
  }
  return [...porSecao].map(([path, membros]) => {
    const abas = comAbasDoShell(membros, [...doShell].sort((a, b) => (a.ordem ?? Infinity) - (b.ordem ?? Infinity)).filter((aba) => pai(aba.path) === path));
    // A section of one screen (financeiro/agrupamento/impostos) reads as that screen, not as its segment.
    const [unica] = membros;
    return { name: segmentos(path).join('.'), path, titulo: abas.length === 1 && unica !== undefined ? unica.titulo : tituloDaSecao(path), abas };
  });
}
