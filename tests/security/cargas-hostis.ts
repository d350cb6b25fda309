import type { CatalogoDeTelas } from '../../src/server/resources/catalogo-de-telas.ts';
import type { ModelProperty } from '../../src/shared/engine/types.ts';

// The hostile payloads of issue 7 (not a test file itself): what hostil.test.ts sends to every
// write route. A payload is the raw text of the body (so that `__proto__` and deep nesting reach
// the server as written, not as JavaScript rebuilt them) with its content type.

export interface Carga {
  /** What the payload tries, for the failure report. */
  nome: string;
  corpo?: string;
  tipo?: string;
}

type Corpo = Record<string, unknown>;

const MEGA = 1_000_000;
/** The app's body limit (app.ts). */
export const LIMITE_DO_CORPO = 1024 * 1024;
const PROFUNDIDADE = 10_000;

const json = (nome: string, valor: unknown): Carga => ({ nome, corpo: JSON.stringify(valor), tipo: 'application/json' });

/** Payloads that are wrong whatever the route expects: their shape alone must be refused. */
export function cargasGerais(): Carga[] {
  return [
    json('corpo array', [{ id: 1 }]),
    json('corpo texto', 'texto'),
    json('corpo número', 42),
    json('corpo true', true),
    json('só campos desconhecidos', { campoDesconhecido: 'x', outroCampo: 1 }),
    { nome: 'poluição por __proto__', corpo: '{"__proto__": {"administrador": true, "tags": ["administrador"]}}', tipo: 'application/json' },
    { nome: 'poluição por constructor', corpo: '{"constructor": {"prototype": {"administrador": true}}}', tipo: 'application/json' },
    { nome: `JSON com ${PROFUNDIDADE} níveis de objetos`, corpo: `${'{"a":'.repeat(PROFUNDIDADE)}1${'}'.repeat(PROFUNDIDADE)}`, tipo: 'application/json' },
    { nome: `JSON com ${PROFUNDIDADE} níveis de arrays`, corpo: `{"a":${'['.repeat(PROFUNDIDADE)}${']'.repeat(PROFUNDIDADE)}}`, tipo: 'application/json' },
    { nome: 'JSON malformado', corpo: '{"a": 1,', tipo: 'application/json' },
    { nome: 'corpo acima do limite', corpo: JSON.stringify({ x: 'x'.repeat(LIMITE_DO_CORPO) }), tipo: 'application/json' },
    { nome: 'formulário urlencoded', corpo: 'id=1&nome=x', tipo: 'application/x-www-form-urlencoded' },
    { nome: 'texto puro', corpo: 'id=1', tipo: 'text/plain' },
  ];
}

/** `corpo` with `valor` at a dotted path (intermediate objects created). */
export function comValor(corpo: Corpo, caminho: string, valor: unknown): Corpo {
  const [primeiro = '', ...resto] = caminho.split('.');
  if (resto.length === 0) return { ...corpo, [primeiro]: valor };
  const dentro = corpo[primeiro];
  return { ...corpo, [primeiro]: comValor(typeof dentro === 'object' && dentro !== null && !Array.isArray(dentro) ? (dentro as Corpo) : {}, resto.join('.'), valor) };
}

const VALORES_DE_TEXTO: readonly [string, unknown][] = [
  ['número', 12345],
  ['objeto', { a: 1 }],
  ['array', ['a']],
  ['texto de 1 MB', 'x'.repeat(MEGA)],
  ['texto com NUL', 'a\u0000b'],
];

const VALORES_DE_ID: readonly [string, unknown][] = [
  ['id "1 OR 1=1"', '1 OR 1=1'],
  ['id negativo', -1],
  ['id 1e20', 1e20],
  ['id fracionário', 1.5],
];

/** Each text field, then each id field, swapped in turn for each hostile value; and each required member left out. */
export function cargasDosCampos(base: Corpo, campos: { textos: readonly string[]; ids: readonly string[]; listasDeIds: readonly string[]; obrigatorios: readonly string[] }): Carga[] {
  const cargas: Carga[] = [];
  for (const campo of campos.textos) for (const [nome, valor] of VALORES_DE_TEXTO) cargas.push(json(`${campo}: ${nome}`, comValor(base, campo, valor)));
  for (const campo of campos.ids) for (const [nome, valor] of VALORES_DE_ID) cargas.push(json(`${campo}: ${nome}`, comValor(base, campo, valor)));
  for (const campo of campos.listasDeIds) for (const [nome, valor] of VALORES_DE_ID) cargas.push(json(`${campo}: [${nome}]`, comValor(base, campo, [valor])));
  for (const campo of campos.obrigatorios) {
    const { [campo]: _omitido, ...sem } = base;
    cargas.push(json(`sem ${campo}`, sem));
  }
  return cargas;
}

type Esquema = { type?: unknown; properties?: Record<string, Esquema>; required?: unknown; items?: Esquema; readOnly?: boolean; 'x-ref'?: string; $ref?: string; enum?: unknown };

const tipos = (e: Esquema): unknown[] => [e.type].flat();
const ehTexto = (e: Esquema) => tipos(e).includes('string') && e.enum === undefined;
const ehInteiro = (e: Esquema) => tipos(e).includes('integer');
const ehListaDeInteiros = (e: Esquema) => tipos(e).includes('array') && e.items !== undefined && ehInteiro(e.items);

/** Dotted paths of the members matching `teste`, nested objects included; read-only members (never written) left out. */
function caminhos(propriedades: Record<string, Esquema> | undefined, teste: (e: Esquema) => boolean, prefixo = ''): string[] {
  return Object.entries(propriedades ?? {}).flatMap(([nome, e]) => {
    if (e.readOnly) return [];
    const caminho = `${prefixo}${nome}`;
    if (e['x-ref'] !== undefined || e.$ref !== undefined) return [];
    if (tipos(e).includes('object') && e.properties) return caminhos(e.properties, teste, `${caminho}.`);
    return teste(e) ? [caminho] : [];
  });
}

/** The model a generic screen (or a module's screen) writes through this URL, if any. */
export function modeloDaUrl(catalogo: CatalogoDeTelas, url: string): { properties: Record<string, ModelProperty> } | undefined {
  const tela = catalogo.telas.find((t) => t.descritor.recurso === url);
  return tela === undefined ? undefined : catalogo.modelos[tela.descritor.modelo];
}

/**
 * The members to attack: text and id members the route's body schema declares, those of the
 * model its screen writes (routes that validate in their handlers), and the base body's own.
 */
export function camposDaRota(url: string, esquema: unknown, base: Corpo, catalogo: CatalogoDeTelas) {
  const declarado = (typeof esquema === 'object' && esquema !== null ? esquema : {}) as Esquema;
  const modelo = modeloDaUrl(catalogo, url) as Esquema | undefined;
  const daBase = (teste: (v: unknown) => boolean) => Object.entries(base).filter(([, v]) => teste(v)).map(([k]) => k);
  const unir = (...listas: string[][]) => [...new Set(listas.flat())].sort();
  const ehId = (nome: string) => nome === 'id' || /Id$/.test(nome);
  return {
    textos: unir(caminhos(declarado.properties, ehTexto), caminhos(modelo?.properties, ehTexto), daBase((v) => typeof v === 'string')),
    ids: unir(
      caminhos(declarado.properties, ehInteiro).filter((c) => ehId(c.split('.').at(-1) ?? '')),
      daBase((v) => typeof v === 'number').filter(ehId),
      modelo === undefined ? [] : ['id'],
    ),
    listasDeIds: unir(caminhos(declarado.properties, ehListaDeInteiros), daBase((v) => Array.isArray(v) && v.every((i) => typeof i === 'number'))),
    obrigatorios: Array.isArray(declarado.required) ? (declarado.required as string[]) : [],
  };
}

/** Malformed values for a URL parameter (already as they appear in the path). */
export const PARAMETROS_HOSTIS: readonly string[] = ['abc', '-1', '0', '99999999999', '1e20', '1.5', '%00', '..%2f..%2fetc%2fpasswd', '1%20OR%201%3D1', '%27%3B--'];

/** The members a body schema lists ({} when it lists none). */
export const propriedadesDe = (esquema: unknown): Record<string, unknown> =>
  (typeof esquema === 'object' && esquema !== null && 'properties' in esquema ? (esquema.properties as Record<string, unknown>) : {});
