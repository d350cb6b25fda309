import { resolverRef, tipoPrincipal } from '../../shared/engine/modelo.ts';
import { noCaminho, type Problema } from '../../shared/engine/problema.ts';
import type { Model, ModelProperty } from '../../shared/engine/types.ts';

// How a model maps to its table: one column per top-level property, named in snake_case.
// Pure, so the loader (and check:screens, offline) finds the same problems the start would.

export type TipoSql = 'text' | 'integer' | 'numeric' | 'boolean' | 'date' | 'timestamptz' | 'jsonb';

export interface ColunaDoModelo {
  propriedade: string;
  coluna: string;
  tipo: TipoSql;
  /** x-ref: the model whose record the integer column references (FOREIGN KEY). */
  referencia: string | null;
  /** A list whose items x-ref a model: stored as jsonb [{id}], each id checked on save. */
  referenciaDaLista: string | null;
  /** A list of objects whose items carry a read-only integer id, which the server assigns and keeps (ids-dos-itens.ts). */
  itensComId: boolean;
  somenteLeitura: boolean;
  /** x-soNoRegistro: read with one record, never in a page of the list. */
  soNoRegistro: boolean;
  /** The model's default, written on create when the payload leaves the property out. */
  padrao: unknown;
}

/** A list of the model whose rows are another model's records in its own table (x-filhos). */
export interface FilhosDoMapa {
  propriedade: string;
  /** The child model. */
  modelo: string;
  /** The child's property that references this record. */
  chave: string;
}

export interface MapaDoModelo {
  modelo: Model;
  /** The table, or the view of a read-only model (x-visao). */
  tabela: string;
  /** x-visao: a view a migration creates; the engine reads it and never writes. */
  visao: boolean;
  porUnidade: boolean;
  estornavel: boolean;
  /** Every property but `id` (the serial key) and the child lists, in model order. */
  colunas: readonly ColunaDoModelo[];
  filhos: readonly FilhosDoMapa[];
  /** A child model's property that references its parent (the parent's x-filhos chave); null for any other model. */
  chaveDoPai: string | null;
}

/** Columns every generic table has besides the properties' (ativo may also be a property). */
export const COLUNAS_BASE = ['id', 'ativo', 'criado_em', 'atualizado_em'] as const;
export const COLUNA_UNIDADE = 'unidade_id';
export const COLUNAS_DE_ESTORNO = ['estornado_em', 'estornado_por', 'estorno_motivo'] as const;
/** A child table's own column: the rows' position in the parent's list. */
export const COLUNA_ORDEM = 'ordem';

const LIMITE_DE_IDENTIFICADOR = 63;

export function snakeCase(nome: string): string {
  return nome.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

export function tabelaDoModelo(modelo: Model): string {
  return modelo['x-visao'] ?? modelo['x-tabela'] ?? `r_${snakeCase(modelo.$id)}`;
}

function colunaDaPropriedade(modelo: Model, nome: string, bruta: ModelProperty): ColunaDoModelo {
  const p = resolverRef(modelo, bruta) ?? bruta;
  const base = { propriedade: nome, somenteLeitura: p.readOnly === true, soNoRegistro: p['x-soNoRegistro'] === true, padrao: p.default, referencia: null, referenciaDaLista: null, itensComId: false };
  if (p['x-ref'] !== undefined) return { ...base, coluna: `${snakeCase(nome)}_id`, tipo: 'integer', referencia: p['x-ref'] };
  const tipo = tipoPrincipal(p);
  if (tipo === 'array') {
    const itens = p.items === undefined ? undefined : (resolverRef(modelo, p.items) ?? p.items);
    return { ...base, coluna: snakeCase(nome), tipo: 'jsonb', referenciaDaLista: itens?.['x-ref'] ?? null, itensComId: temIdDoServidor(itens) };
  }
  return { ...base, coluna: snakeCase(nome), tipo: tipoEscalar(tipo, p) };
}

function temIdDoServidor(itens: ModelProperty | undefined): boolean {
  const id = itens?.properties?.['id'];
  return id !== undefined && id.readOnly === true && tipoPrincipal(id) === 'integer';
}

function tipoEscalar(tipo: string | undefined, p: ModelProperty): TipoSql {
  if (tipo === 'string') return p.format === 'date' ? 'date' : p.format === 'date-time' ? 'timestamptz' : 'text';
  if (tipo === 'integer') return 'integer';
  if (tipo === 'number') return 'numeric';
  if (tipo === 'boolean') return 'boolean';
  return 'jsonb';
}

/** `chaveDoPai`: for a child model, the property that references its parent (the parent's x-filhos chave). */
export function mapearModelo(modelo: Model, chaveDoPai: string | null = null): MapaDoModelo {
  const propriedades = Object.entries(modelo.properties).filter(([nome]) => nome !== 'id');
  return {
    modelo,
    tabela: tabelaDoModelo(modelo),
    visao: modelo['x-visao'] !== undefined,
    porUnidade: modelo['x-unidade'] === true,
    estornavel: modelo['x-estornavel'] === true,
    colunas: propriedades.filter(([, p]) => p['x-filhos'] === undefined).map(([nome, p]) => colunaDaPropriedade(modelo, nome, p)),
    filhos: propriedades.flatMap(([nome, p]) => (p['x-filhos'] === undefined ? [] : [{ propriedade: nome, ...p['x-filhos'] }])),
    chaveDoPai,
  };
}

/** Names the mapping cannot hold: a column twice, a reserved column, a name PostgreSQL would cut. */
export function problemasDoMapa(mapa: MapaDoModelo): Problema[] {
  const { modelo } = mapa;
  const problemas: Problema[] = [];
  if (mapa.tabela.length > LIMITE_DE_IDENTIFICADOR) {
    problemas.push({ caminho: '/$id', mensagem: `O nome da tabela '${mapa.tabela}' passa de ${LIMITE_DE_IDENTIFICADOR} caracteres.` });
  }
  const id = modelo.properties['id'];
  if (id !== undefined && tipoPrincipal(id) !== 'integer') {
    problemas.push({ caminho: '/properties/id', mensagem: "'id' é a chave do registro e deve ser integer." });
  }
  const reservadas = new Set<string>([
    ...COLUNAS_BASE,
    ...(mapa.porUnidade ? [COLUNA_UNIDADE] : []),
    ...(mapa.estornavel ? COLUNAS_DE_ESTORNO : []),
    ...(mapa.chaveDoPai === null ? [] : [COLUNA_ORDEM]),
  ]);
  const vistas = new Map<string, string>();
  for (const c of mapa.colunas) {
    const ponteiro = noCaminho('/properties', c.propriedade);
    if (c.propriedade === 'ativo') {
      if (c.tipo !== 'boolean') problemas.push({ caminho: ponteiro, mensagem: "'ativo' é uma coluna padrão e deve ser boolean." });
    } else if (reservadas.has(c.coluna)) {
      problemas.push({ caminho: ponteiro, mensagem: `A coluna '${c.coluna}' é reservada; renomeie a propriedade.` });
    }
    const outra = vistas.get(c.coluna);
    if (outra !== undefined) problemas.push({ caminho: ponteiro, mensagem: `A coluna '${c.coluna}' já é a da propriedade '${outra}'.` });
    vistas.set(c.coluna, c.propriedade);
    if (c.coluna.length > LIMITE_DE_IDENTIFICADOR) {
      problemas.push({ caminho: ponteiro, mensagem: `O nome da coluna '${c.coluna}' passa de ${LIMITE_DE_IDENTIFICADOR} caracteres.` });
    }
  }
  return problemas;
}

export type MapaPorModelo = (modelo: string) => MapaDoModelo | undefined;

/** The mapping of any model by name: a served one's, or the core table's a model describes (x-tabela). */
export function mapaPorModelo(modelos: Readonly<Record<string, Model>>, servidos: ReadonlyMap<string, MapaDoModelo>): MapaPorModelo {
  return (nome) => {
    const modelo = modelos[nome];
    return servidos.get(nome) ?? (modelo === undefined ? undefined : mapearModelo(modelo));
  };
}
