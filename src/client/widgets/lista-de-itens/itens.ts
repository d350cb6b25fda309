import { formatDate, formatDateTime } from '../../../shared/format/dates.ts';
import { apresentar, exigirWidget } from '../../../shared/engine/apresentacao.ts';
import { encontrarPropriedade, resolverRef, tipoPrincipal } from '../../../shared/engine/modelo.ts';
import type { Apresentacao } from '../../../shared/engine/tela-resolvida.ts';
import type { Model, ModelProperty } from '../../../shared/engine/types.ts';
import { widgetPadrao } from '../../../shared/engine/widget-padrao.ts';

// The pure part of the list editor: which fields an item has, and the list's edits. Items are
// replaced, never mutated, and keep every key they came with (an item's id above all).

export type Item = Readonly<Record<string, unknown>>;

export interface CampoDoItem {
  nome: string;
  apresentacao: Apresentacao;
  obrigatorio: boolean;
  /** A multiple choice among a few options (the days of the week) shown as toggle buttons. */
  emBotoes: boolean;
}

/** At most this many options of a multiple choice fit in a row of toggles on a phone. */
export const MAXIMO_DE_BOTOES = 7;

// Stands in for the model when only the item schema is known (no $defs to resolve).
const SEM_MODELO: Model = { $id: 'item', title: 'Item', type: 'object', properties: {} };

/** The schema of the items of the list at `caminho`, when it is a list of objects. */
export function esquemaDosItens(modelo: Model | null, caminho: string): ModelProperty | null {
  const lista = modelo === null ? undefined : encontrarPropriedade(modelo, caminho)?.propriedade;
  if (modelo === null || lista?.items === undefined || tipoPrincipal(lista) !== 'array') return null;
  const itens = resolverRef(modelo, lista.items) ?? lista.items;
  return itens.properties === undefined ? null : itens;
}

/** The fields a user fills in, in the schema's order; read-only ones (the item's id) are kept but not shown. */
export function camposDoItem(esquema: ModelProperty, caminho: string, modelo: Model | null): CampoDoItem[] {
  const base = modelo ?? SEM_MODELO;
  return Object.entries(esquema.properties ?? {}).flatMap(([nome, bruta]) => {
    const propriedade = resolverRef(base, bruta) ?? bruta;
    if (propriedade.readOnly === true) return [];
    const sub = `${caminho}.${nome}`;
    const apresentacao = exigirWidget(apresentar(base, sub, propriedade, {}, widgetPadrao), sub);
    const opcoes = apresentacao.opcoes ?? [];
    const emBotoes = apresentacao.widget === 'o-select' && apresentacao.multiplo && opcoes.length > 0 && opcoes.length <= MAXIMO_DE_BOTOES;
    return [{ nome, apresentacao, obrigatorio: esquema.required?.includes(nome) ?? false, emBotoes }];
  });
}

/** What an item says of itself beyond what the user fills in: a read-only field holding a value (a reversed baixa's date and reason), its id excepted. */
export interface InformacaoDoItem {
  nome: string;
  titulo: string;
  /** The property's format: a date or an instant is shown as the user reads it. */
  formato: string | null;
}

export function informacoesDoItem(esquema: ModelProperty): InformacaoDoItem[] {
  return Object.entries(esquema.properties ?? {}).flatMap(([nome, p]) =>
    p.readOnly === true && nome !== 'id' ? [{ nome, titulo: p.title ?? nome, formato: p.format ?? null }] : [],
  );
}

/** A read-only value as the item shows it: a date or an instant formatted, a reference by its name (x-exibicao), '' for nothing to show. */
export function textoDaInformacao(valor: unknown, formato: string | null): string {
  if (valor === null || valor === undefined) return '';
  if (typeof valor === 'string' && formato === 'date') return formatDate(valor);
  if (typeof valor === 'string' && formato === 'date-time') return formatDateTime(valor);
  if (typeof valor === 'object') return Object.entries(valor).find(([chave, v]) => chave !== 'id' && typeof v === 'string')?.[1] ?? '';
  return String(valor);
}

/** How an item's fields are laid out: a wide one (a row of toggles) alone, the others in rows of cells. */
export type BlocoDoItem = { largo: CampoDoItem; campos?: undefined } | { largo?: undefined; campos: CampoDoItem[] };

export function blocosDoItem(campos: readonly CampoDoItem[]): BlocoDoItem[] {
  const blocos: BlocoDoItem[] = [];
  for (const campo of campos) {
    const ultimo = blocos.at(-1);
    if (campo.emBotoes) blocos.push({ largo: campo });
    else if (ultimo?.campos) ultimo.campos.push(campo);
    else blocos.push({ campos: [campo] });
  }
  return blocos;
}

/** A new item: the schema's defaults, nothing else. */
export function novoItem(esquema: ModelProperty): Item {
  return Object.fromEntries(
    Object.entries(esquema.properties ?? {}).flatMap(([nome, p]) => (p.default === undefined ? [] : [[nome, p.default]])),
  );
}

const ehItem = (valor: unknown): valor is Item => typeof valor === 'object' && valor !== null && !Array.isArray(valor);

/** The list of a value from outside; anything that is not an object item is dropped. */
export function itensDe(valor: unknown): readonly Item[] {
  return Array.isArray(valor) ? valor.filter(ehItem) : [];
}

export function comValorNoItem(itens: readonly Item[], indice: number, nome: string, valor: unknown): Item[] {
  return itens.map((item, i) => (i === indice ? { ...item, [nome]: valor } : item));
}

export function semItem<T>(itens: readonly T[], indice: number): T[] {
  return itens.filter((_, i) => i !== indice);
}

/** What a toggle shows of an option's label: short labels whole, long ones by their first three letters (Seg, Ter, Sáb). */
export function rotuloCurto(rotulo: string): string {
  if (rotulo.length <= 4) return rotulo;
  const [palavra = rotulo] = rotulo.split(/[\s-]/);
  return palavra.slice(0, 3);
}
