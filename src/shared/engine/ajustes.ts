import type { FieldError } from '../api/contract.ts';
import { validateValue } from '../validation/index.ts';
import { resolverRef, tipoPrincipal } from './modelo.ts';
import { regrasDaPropriedade } from './regras-do-campo.ts';
import type { Model, ModelProperty } from './types.ts';
import { MAX_LENGTH_DE_UMA_LINHA } from './widget-padrao.ts';

// The settings screens (descriptor `configuracao: true`): one record whose every field, a setting
// ("ajuste"), has the value in force, its default and whether a stored value overrides it. The
// form sends only what changed and conferirAjustes judges it, the same function on the client
// (before saving) and on the server (the 422), over the record as it will be.

/** GET {recurso} of a settings screen, per field. */
export interface EstadoDoAjuste<V = unknown> {
  /** In force: the stored value, else the default. Null for a write-only field, never sent back. */
  valor: V;
  padrao: V;
  /** A stored value overrides the default ("Restaurar padrão" removes it). */
  alterado: boolean;
  /** Only for a write-only field: whether a value is in force. */
  definido?: boolean;
}

export type EstadosDosAjustes = Readonly<Record<string, EstadoDoAjuste>>;

export const MENSAGENS_DOS_AJUSTES = {
  salvos: 'Configuração salva.',
  restaurado: 'Valor padrão restaurado.',
  nenhum: 'Informe ao menos um valor.',
  desconhecido: 'Campo não permitido.',
  somenteLeitura: 'Este campo não é alterado por aqui.',
  texto: 'Informe um texto.',
  inteiro: 'Informe um número inteiro.',
  numero: 'Informe um número.',
  booleano: 'Informe sim ou não.',
  caracteres: 'O texto contém caracteres de controle, que não são aceitos.',
  invalido: 'Valor inválido.',
} as const;

/** The fields a settings screen writes: every top-level property but the id and the read-only ones. */
export function ajustaveis(modelo: Model): [string, ModelProperty][] {
  return Object.entries(modelo.properties).flatMap(([nome, bruta]) => {
    const p = resolverRef(modelo, bruta) ?? bruta;
    return nome === 'id' || p.readOnly === true ? [] : [[nome, p]];
  });
}

const ehAjustavel = (modelo: Model, campo: string): ModelProperty | undefined => ajustaveis(modelo).find(([nome]) => nome === campo)?.[1];

// A line of text holds no control character (a CR LF would forge a header); a long text keeps its line breaks.
// eslint-disable-next-line no-control-regex
const CONTROLE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROLE_DE_TEXTO_LONGO = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

type Lido = { valor: unknown } | { erro: string };

/** A sent value as it is stored (text trimmed, '' as null), or why its type is wrong. */
function lerValor(p: ModelProperty, valor: unknown): Lido {
  if (valor === null || valor === undefined) return { valor: null };
  switch (tipoPrincipal(p)) {
    case 'string': {
      if (typeof valor !== 'string') return { erro: MENSAGENS_DOS_AJUSTES.texto };
      const controle = (p.maxLength ?? 0) > MAX_LENGTH_DE_UMA_LINHA ? CONTROLE_DE_TEXTO_LONGO : CONTROLE;
      if (controle.test(valor)) return { erro: MENSAGENS_DOS_AJUSTES.caracteres };
      const limpo = valor.trim();
      return { valor: limpo === '' ? null : limpo };
    }
    case 'integer':
      return Number.isSafeInteger(valor) ? { valor } : { erro: MENSAGENS_DOS_AJUSTES.inteiro };
    case 'number':
      return typeof valor === 'number' && Number.isFinite(valor) ? { valor } : { erro: MENSAGENS_DOS_AJUSTES.numero };
    case 'boolean':
      return typeof valor === 'boolean' ? { valor } : { erro: MENSAGENS_DOS_AJUSTES.booleano };
    case 'array':
      return Array.isArray(valor) ? { valor } : { erro: MENSAGENS_DOS_AJUSTES.invalido };
    default:
      return typeof valor === 'object' && !Array.isArray(valor) ? { valor } : { erro: MENSAGENS_DOS_AJUSTES.invalido };
  }
}

/** The message of one setting's value under its property's rules (a value outside the enum included), or null. */
function erroDasRegras(modelo: Model, campo: string, p: ModelProperty, valor: unknown): string | null {
  if (p.enum !== undefined && valor !== null && !p.enum.includes(valor as never)) return MENSAGENS_DOS_AJUSTES.invalido;
  return validateValue(valor, regrasDaPropriedade(p, modelo.required?.includes(campo) ?? false));
}

/**
 * Whether a stored value still passes its setting's type and rules; one that no longer does (a
 * rule changed since) gives way to the default.
 */
export function ajusteValido(modelo: Model, campo: string, valor: unknown): boolean {
  const p = ehAjustavel(modelo, campo);
  if (p === undefined) return false;
  const lido = lerValor(p, valor);
  return 'valor' in lido && lido.valor === valor && erroDasRegras(modelo, campo, p, valor) === null;
}

export interface AjustesConferidos {
  /** The values to store, normalised; empty when there are errors. */
  valores: Record<string, unknown>;
  erros: FieldError[];
}

/**
 * A body of changed settings judged against the values in force (`emVigor`): each key must be a
 * field the screen writes, of its type; then every setting of the record as it will be passes
 * its rules, so a change cannot leave a required one empty. A write-only field left empty keeps
 * its value and is left out.
 */
export function conferirAjustes(modelo: Model, corpo: Readonly<Record<string, unknown>>, emVigor: Readonly<Record<string, unknown>>): AjustesConferidos {
  const erros: FieldError[] = [];
  const valores: Record<string, unknown> = {};
  const chaves = Object.keys(corpo);
  if (chaves.length === 0) erros.push({ field: 'registro', message: MENSAGENS_DOS_AJUSTES.nenhum });
  for (const campo of chaves) {
    const p = ehAjustavel(modelo, campo);
    if (p === undefined) {
      const existe = campo !== 'id' && Object.hasOwn(modelo.properties, campo);
      erros.push({ field: campo, message: existe ? MENSAGENS_DOS_AJUSTES.somenteLeitura : MENSAGENS_DOS_AJUSTES.desconhecido });
      continue;
    }
    const lido = lerValor(p, corpo[campo]);
    if ('erro' in lido) erros.push({ field: campo, message: lido.erro });
    else if (!(p.writeOnly === true && lido.valor === null)) valores[campo] = lido.valor;
  }
  const tipados = new Set(erros.map((e) => e.field));
  const depois: Record<string, unknown> = { ...emVigor, ...valores };
  for (const [campo, p] of ajustaveis(modelo)) {
    // A write-only value is judged when sent; the one in force is never known here.
    if (tipados.has(campo) || (p.writeOnly === true && !Object.hasOwn(valores, campo))) continue;
    const erro = erroDasRegras(modelo, campo, p, depois[campo] ?? null);
    if (erro !== null) erros.push({ field: campo, message: erro });
  }
  return { valores: erros.length > 0 ? {} : valores, erros };
}
