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

export function secoesDasTelas(telas: readonly TelaDoCatalogo[]): SecaoDasTelas[] {
  const caminhos = new Set(telas.map((tela) => tela.path));
  const porSecao = new Map<string, TelaDoCatalogo[]>();
  for (const tela of telas) {
    const raiz = pai(tela.path);
    if (segmentos(raiz).length < 2 || caminhos.has(raiz)) continue;
    porSecao.set(raiz, [...(porSecao.get(raiz) ?? []), tela]);
  }
  // A section of one screen (financeiro/agrupamento/impostos) reads as that screen, not as its segment.
  return [...porSecao].map(([path, membros]) => ({
    name: segmentos(path).join('.'),
    path,
    titulo: membros.length === 1 && membros[0] !== undefined ? membros[0].titulo : tituloDaSecao(path),
    abas: membros.map((tela) => ({ name: tela.name, path: tela.path, titulo: tela.titulo, permissao: { tags: [tela.tags.visualizar] } })),
  }));
}
