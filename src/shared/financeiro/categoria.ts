import type { FieldError } from '../api/contract.ts';
import { interpolar } from '../i18n/idiomas.ts';
import { MENSAGENS_DO_FINANCEIRO as M } from './mensagens.ts';

// The management chart is a tree whose codes follow it: a root's code is one number, a child's
// is its parent's plus one number (1 → 1.1 → 1.1.01), so the code's order is the tree's order
// and its segment count is the level. The rules across records live here, pure, for whoever
// saves a category (today the finance module, before the generic save; the hook once it exists).

export type Natureza = 'RECEITA' | 'DESPESA';
export type TipoDeCategoria = 'SINTETICA' | 'ANALITICA';

const CODIGO = /^\d{1,6}(\.\d{1,6})*$/;

/** A category as the tree holds it. */
export interface NoDaCategoria {
  id: number;
  codigo: string;
  natureza: Natureza;
  tipo: TipoDeCategoria;
}

/** The category as it will be saved (the stored one with the payload over it); id null when new. */
export interface CategoriaASalvar {
  id: number | null;
  codigo: string | null;
  natureza: Natureza | null;
  tipo: TipoDeCategoria | null;
}

/** What the rules read around it. */
export interface ArredoresDaCategoria {
  /** The chosen parent; null for a root. */
  pai: NoDaCategoria | null;
  /** The ids above the chosen parent, from its parent up to the root. */
  acimaDoPai: readonly number[];
  /** Another category holds the code. */
  codigoEmUso: boolean;
  /** How it is stored, with how many subcategories; null when new. */
  gravada: { codigo: string; natureza: Natureza; subcategorias: number } | null;
}

/** The first problem of each field: what subcategories hold it to, then the code, then the parent. */
export function problemasDaCategoria(c: CategoriaASalvar, a: ArredoresDaCategoria): FieldError[] {
  const todos = [...problemasDasSubcategorias(c, a), ...problemasDoCodigo(c, a), ...problemasDoPai(c, a)];
  return todos.filter((p, i) => todos.findIndex((outro) => outro.field === p.field) === i);
}

function problemasDoCodigo(c: CategoriaASalvar, a: ArredoresDaCategoria): FieldError[] {
  if (c.codigo === null) return [];
  if (!CODIGO.test(c.codigo)) return [{ field: 'codigo', message: M.codigoInvalido }];
  if (a.codigoEmUso) return [{ field: 'codigo', message: M.codigoEmUso }];
  if (a.pai === null) return c.codigo.includes('.') ? [{ field: 'codigo', message: M.codigoDaRaiz }] : [];
  const resto = c.codigo.startsWith(`${a.pai.codigo}.`) ? c.codigo.slice(a.pai.codigo.length + 1) : null;
  return resto === null || resto.includes('.') ? [{ field: 'codigo', message: interpolar(M.codigoDaSubcategoria, { exemplo: `${a.pai.codigo}.01` }) }] : [];
}

function problemasDoPai(c: CategoriaASalvar, a: ArredoresDaCategoria): FieldError[] {
  const { pai } = a;
  if (pai === null) return [];
  if (c.id !== null && (pai.id === c.id || a.acimaDoPai.includes(c.id))) return [{ field: 'pai', message: M.ciclo }];
  const problemas: FieldError[] = [];
  if (pai.tipo !== 'SINTETICA') problemas.push({ field: 'pai', message: M.paiAnalitico });
  if (c.natureza !== null && c.natureza !== pai.natureza) problemas.push({ field: 'natureza', message: M.naturezaDoPai });
  return problemas;
}

/** A category with subcategories keeps what they follow: synthetic, its code and its nature. */
function problemasDasSubcategorias(c: CategoriaASalvar, a: ArredoresDaCategoria): FieldError[] {
  const { gravada } = a;
  if (gravada === null || gravada.subcategorias === 0) return [];
  const problemas: FieldError[] = [];
  if (c.tipo === 'ANALITICA') problemas.push({ field: 'tipo', message: M.comSubcategoriasSintetica });
  if (c.codigo !== null && c.codigo !== gravada.codigo) problemas.push({ field: 'codigo', message: M.comSubcategoriasCodigo });
  if (c.natureza !== null && c.natureza !== gravada.natureza) problemas.push({ field: 'natureza', message: M.comSubcategoriasNatureza });
  return problemas;
}
