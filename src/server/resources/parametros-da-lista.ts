import { sql, type RawBuilder } from 'kysely';
import { parametrosDosLimites } from '../../shared/engine/faixa.ts';
import type { Opcao } from '../../shared/engine/types.ts';
import { OPCOES_PERIODO } from '../../shared/periodo/index.ts';
import { MENSAGENS } from '../../shared/messages.ts';
import { HttpError, ordenacaoInvalida } from '../http/erros.ts';
import { esquemaPaginacao } from '../http/paginacao.ts';
import type { FiltroDoRecurso, ParametroDoGancho } from './filtros-do-recurso.ts';
import type { TipoSql } from './mapa-do-modelo.ts';
import type { Recurso } from './recurso.ts';
import { ordenacao, TABELA } from './sql-do-recurso.ts';
import { ESQUEMA_DAS_UNIDADES } from './unidades-da-consulta.ts';

// The query string of GET {recurso} and {recurso}/resumos: q (or term, which autocompletes
// send), unidades (unidades-da-consulta.ts) and the descriptor's filters select the records; the list adds paging, sort and fields.
// Typed by a schema built once per resource, so a value of the wrong type never reaches SQL.

type Esquema = Record<string, unknown>;

const SEM_NUL = '^[^\\u0000]*$';
const TEXTO = { type: 'string', maxLength: 200, pattern: SEM_NUL };
const CAMINHO = '[a-zA-Z_][a-zA-Z0-9_]*(\\.[a-zA-Z_][a-zA-Z0-9_]*)*';
const DIA = { type: 'string', maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
const INTEIRO = { type: 'integer', minimum: -2147483648, maximum: 2147483647 };
const NUMERO = { type: 'number', minimum: -1e15, maximum: 1e15 };
const ID = { type: 'integer', minimum: 1, maximum: 2147483647 };

const VALOR_DO_FILTRO: Readonly<Record<TipoSql, Esquema>> = {
  text: TEXTO,
  integer: INTEIRO,
  numeric: { type: 'number' },
  boolean: { type: 'boolean' },
  date: DIA,
  timestamptz: { type: 'string', maxLength: 19, pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}:\\d{2})?$' },
  jsonb: TEXTO,
};

/** A range's bound: a day for a date or a date-time, a bounded number otherwise. */
const LIMITE: Readonly<Record<TipoSql, Esquema>> = { ...VALOR_DO_FILTRO, numeric: NUMERO, timestamptz: DIA };

export interface ConsultaDaLista {
  page: number;
  rpp: number;
  q?: string;
  term?: string;
  sort?: string;
  fields?: string;
  [parametro: string]: unknown;
}

const multiplos = (multiplo: boolean, valor: Esquema): Esquema => (multiplo ? { type: 'array', maxItems: 50, items: valor } : valor);

function periodo(parametro: string): [string, Esquema][] {
  const { de, ate } = parametrosDosLimites(parametro);
  return [[parametro, { type: 'string', enum: [...OPCOES_PERIODO] }], [de, DIA], [ate, DIA]];
}

function doFiltro(f: FiltroDoRecurso): [string, Esquema][] {
  const { tipo } = f.caminho.coluna;
  if (f.tipo === 'periodo') return periodo(f.parametro);
  if (f.tipo === 'intervalo') {
    const { de, ate } = parametrosDosLimites(f.parametro);
    return [[de, LIMITE[tipo]], [ate, LIMITE[tipo]]];
  }
  return [[f.parametro, multiplos(f.multiplo, VALOR_DO_FILTRO[tipo])]];
}

/** An o-select's values keep their JSON type (the query's text is coerced to it). */
function dasOpcoes(opcoes: readonly Opcao[]): Esquema {
  const valores = opcoes.map((o) => o.valor).filter((v) => v !== null);
  if (valores.every((v) => typeof v === 'boolean')) return { type: 'boolean' };
  if (valores.every((v) => typeof v === 'number')) return { type: 'number', enum: valores };
  return { type: 'string', enum: valores.map(String) };
}

const DO_WIDGET: Readonly<Record<string, Esquema>> = { 'q-checkbox': { type: 'boolean' }, 'q-autocomplete': ID, 'date-time-picker': DIA };

function doParametro(p: ParametroDoGancho): [string, Esquema][] {
  if (p.widget === 'periodo') return periodo(p.parametro);
  const valor = p.opcoes !== null ? dasOpcoes(p.opcoes) : (DO_WIDGET[p.widget] ?? TEXTO);
  return [[p.parametro, multiplos(p.multiplo, valor)]];
}

/** What selects the records: the search and every filter's parameters. */
export function esquemaDaSelecao(recurso: Recurso): Esquema {
  return {
    type: 'object',
    properties: { q: TEXTO, term: TEXTO, unidades: ESQUEMA_DAS_UNIDADES, ...Object.fromEntries([...recurso.filtros.flatMap(doFiltro), ...recurso.parametrosDoGancho.flatMap(doParametro)]) },
  };
}

export function esquemaDaLista(recurso: Recurso): Esquema {
  const selecao = esquemaDaSelecao(recurso);
  return {
    type: 'object',
    properties: {
      ...esquemaPaginacao,
      // Without a size of its own, the institution's (http hook instalarTamanhoDePagina).
      rpp: recurso.rpp === null ? esquemaPaginacao.rpp : { ...esquemaPaginacao.rpp, default: recurso.rpp },
      sort: { type: 'string', maxLength: 200, pattern: `^${CAMINHO}(,(asc|desc))?$` },
      fields: { type: 'string', maxLength: 1000, pattern: `^${CAMINHO}(,${CAMINHO})*$` },
      ...(selecao['properties'] as Esquema),
    },
  };
}

export function camposPedidos(fields: string | undefined): string[] | null {
  return fields === undefined ? null : [...new Set(fields.split(','))].slice(0, 100);
}

export function ordenacaoPedida(recurso: Recurso, sort: string | undefined): RawBuilder<unknown> {
  if (sort === undefined) {
    const padrao = recurso.ordenacaoPadrao;
    const caminho = padrao === null ? undefined : recurso.ordenaveis.get(padrao.campo);
    return caminho === undefined || padrao === null ? sql`ORDER BY ${sql.id(TABELA, 'id')} ASC` : ordenacao(recurso, caminho, padrao.direcao);
  }
  const [campo = '', direcao] = sort.split(',');
  const caminho = recurso.ordenaveis.get(campo);
  if (caminho === undefined) {
    throw new HttpError(422, MENSAGENS.errosFormulario, [{ field: 'sort', message: ordenacaoInvalida(campo) }]);
  }
  return ordenacao(recurso, caminho, direcao === 'desc' ? 'desc' : 'asc');
}
