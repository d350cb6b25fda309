import { sql, type RawBuilder } from 'kysely';
import { modelToInstant, parseModel } from '../../shared/format/dates.ts';
import { HttpError, ordenacaoInvalida } from '../http/erros.ts';
import { esquemaPaginacao } from '../http/paginacao.ts';
import { MENSAGENS } from '../../shared/messages.ts';
import type { TipoSql } from './mapa-do-modelo.ts';
import type { FiltroDoRecurso, Recurso } from './recurso.ts';
import { colunaSql, ordenacao, pesquisa, TABELA } from './sql-do-recurso.ts';

// The query string of GET {recurso}: paging, q (or term, which autocompletes send), sort,
// fields and the descriptor's filters, typed by a schema built once per resource.

const SEM_NUL = '^[^\\u0000]*$';
const TEXTO = { type: 'string', maxLength: 200, pattern: SEM_NUL };
const CAMINHO = '[a-zA-Z_][a-zA-Z0-9_]*(\\.[a-zA-Z_][a-zA-Z0-9_]*)*';

const VALOR_DO_FILTRO: Readonly<Record<TipoSql, Record<string, unknown>>> = {
  text: TEXTO,
  integer: { type: 'integer', minimum: -2147483648, maximum: 2147483647 },
  numeric: { type: 'number' },
  boolean: { type: 'boolean' },
  date: { type: 'string', maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
  timestamptz: { type: 'string', maxLength: 19, pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}:\\d{2})?$' },
  jsonb: TEXTO,
};

export interface ConsultaDaLista {
  page: number;
  rpp: number;
  q?: string;
  term?: string;
  sort?: string;
  fields?: string;
  [parametro: string]: unknown;
}

export function esquemaDaLista(recurso: Recurso): Record<string, unknown> {
  const filtros = Object.fromEntries(
    recurso.filtros.map((f) => {
      const valor = VALOR_DO_FILTRO[f.caminho.coluna.tipo];
      return [f.parametro, f.multiplo ? { type: 'array', maxItems: 50, items: valor } : valor];
    }),
  );
  return {
    type: 'object',
    properties: {
      ...esquemaPaginacao,
      // Without a size of its own, the institution's (http hook instalarTamanhoDePagina).
      rpp: recurso.rpp === null ? esquemaPaginacao.rpp : { ...esquemaPaginacao.rpp, default: recurso.rpp },
      q: TEXTO,
      term: TEXTO,
      sort: { type: 'string', maxLength: 200, pattern: `^${CAMINHO}(,(asc|desc))?$` },
      fields: { type: 'string', maxLength: 1000, pattern: `^${CAMINHO}(,${CAMINHO})*$` },
      ...filtros,
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

export function condicoesDaConsulta(recurso: Recurso, query: ConsultaDaLista): RawBuilder<unknown>[] {
  const termo = (query.q ?? query.term ?? '').trim();
  const busca = pesquisa(recurso, termo);
  return [...(busca === null ? [] : [busca]), ...recurso.filtros.flatMap((f) => condicaoDoFiltro(recurso, f, query[f.parametro]))];
}

function condicaoDoFiltro(recurso: Recurso, filtro: FiltroDoRecurso, bruto: unknown): RawBuilder<unknown>[] {
  if (bruto === undefined) return [];
  const valores = (Array.isArray(bruto) ? bruto : [bruto]).map((v: unknown) => valorDoFiltro(filtro, v));
  if (valores.length === 0) return [];
  return [sql`${colunaSql(recurso, filtro.caminho)} IN (${sql.join(valores)})`];
}

function valorDoFiltro(filtro: FiltroDoRecurso, valor: unknown): unknown {
  const tipo = filtro.caminho.coluna.tipo;
  if (typeof valor !== 'string' || (tipo !== 'date' && tipo !== 'timestamptz')) return valor;
  const convertido = tipo === 'date' ? parseModel(valor)?.slice(0, 10) : modelToInstant(valor);
  if (convertido === undefined || convertido === null) {
    throw new HttpError(422, MENSAGENS.errosFormulario, [{ field: filtro.parametro, message: 'Data inválida.' }]);
  }
  return convertido;
}
