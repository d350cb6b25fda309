import { tipoPrincipal } from '../../../src/shared/engine/modelo.ts';
import type { Descriptor, Model, ModelProperty } from '../../../src/shared/engine/types.ts';

// Fixed sample data for any model, so that every descriptor renders with values in every
// column and field: the same record for the same model and index, run after run.

const TEXTO_POR_FORMATO: Readonly<Record<string, (i: number) => string>> = {
  cpf: () => '52998224725',
  cnpj: () => '11222333000181',
  cpfOuCnpj: () => '52998224725',
  cep: () => '01001000',
  rg: () => '123456789',
  telefone: () => '11987654321',
  email: (i) => `pessoa${i}@exemplo.org`,
  date: (i) => `2024-03-1${i}`,
  'date-time': (i) => `2024-03-1${i}T10:30:00`,
};

function resolver(modelo: Model, propriedade: ModelProperty): ModelProperty {
  const nome = propriedade.$ref && /^#\/\$defs\/(.+)$/.exec(propriedade.$ref)?.[1];
  return nome && modelo.$defs?.[nome] ? { ...modelo.$defs[nome], ...propriedade } : propriedade;
}

function amostra(modelo: Model, modelos: Readonly<Record<string, Model>>, bruta: ModelProperty, nome: string, i: number): unknown {
  const p = resolver(modelo, bruta);
  if (p['x-ref'] !== undefined) {
    const alvo = modelos[p['x-ref']];
    return alvo ? amostraDoModelo(alvo, modelos, i, (alvo['x-exibicao'] ?? ['nome']).map((c) => c.split('.')[0] ?? c)) : { id: i };
  }
  if (p['x-tipo'] === 'foto' || p['x-tipo'] === 'anexos') return null;
  if (p['x-tipo'] === 'cor') return '#3366cc';
  if (p.enum !== undefined) return p.enum.find((v) => v !== null) ?? null;
  const tipo = tipoPrincipal(p);
  if (tipo === 'boolean') return i % 2 === 1;
  if (tipo === 'integer') return p.readOnly ? i : 10 * i;
  if (tipo === 'number') return 1234.56 * i;
  if (tipo === 'array') return [];
  if (tipo === 'object') return p.properties ? objeto(modelo, modelos, p.properties, i) : null;
  if (p.format !== undefined && TEXTO_POR_FORMATO[p.format]) return TEXTO_POR_FORMATO[p.format]?.(i);
  return `${p.title ?? nome} ${i}`.slice(0, p.maxLength ?? 60);
}

function objeto(modelo: Model, modelos: Readonly<Record<string, Model>>, propriedades: Readonly<Record<string, ModelProperty>>, i: number) {
  return Object.fromEntries(Object.entries(propriedades).map(([nome, p]) => [nome, amostra(modelo, modelos, p, nome, i)]));
}

/** Record number `i` of a model; `so` narrows it to some properties (a reference's display fields). */
export function amostraDoModelo(modelo: Model, modelos: Readonly<Record<string, Model>>, i: number, so?: readonly string[]) {
  const propriedades = so ? Object.fromEntries(Object.entries(modelo.properties).filter(([n]) => so.includes(n))) : modelo.properties;
  return { ...objeto(modelo, modelos, propriedades, i), id: i };
}

function referenciasDe(p: ModelProperty): string[] {
  return [
    ...(p['x-ref'] === undefined ? [] : [p['x-ref']]),
    ...Object.values(p.properties ?? {}).flatMap(referenciasDe),
    ...(p.items === undefined ? [] : referenciasDe(p.items)),
  ];
}

/** The models a screen's references point at, as GET /api/telas/:name sends them. */
export function modelosReferenciados(descritor: Descriptor, modelo: Model, modelos: Readonly<Record<string, Model>>) {
  const doFiltro = (descritor.filtro?.campos ?? []).flatMap((c) => (typeof c === 'string' || c.referencia === undefined ? [] : [c.referencia]));
  const nomes = new Set([...Object.values(modelo.properties), ...Object.values(modelo.$defs ?? {})].flatMap(referenciasDe).concat(doFiltro));
  return Object.fromEntries([...nomes].flatMap((nome) => (modelos[nome] ? [[nome, modelos[nome]]] : [])));
}
