import { sql, type RawBuilder } from 'kysely';
import { parametrosDosLimites } from '../../shared/engine/faixa.ts';
import { modelToInstant, parseModel } from '../../shared/format/dates.ts';
import { MENSAGENS } from '../../shared/messages.ts';
import { intervaloDoPeriodo, isOpcaoPeriodo, type DatasPeriodo, type OpcaoPeriodo } from '../../shared/periodo/index.ts';
import { HttpError } from '../http/erros.ts';
import { resolverCaminhoDoFiltro } from './caminho-sql.ts';
import type { FiltroDoRecurso } from './filtros-do-recurso.ts';
import { ganchosDe, type ContextoDoFiltro } from './ganchos.ts';
import type { ConsultaDaLista } from './parametros-da-lista.ts';
import { pesquisa } from './pesquisa.ts';
import type { Recurso } from './recurso.ts';
import { colunaSql } from './sql-do-recurso.ts';

// The WHERE conditions of what a list's query selects (its page and its resumos alike): the
// search, each filter field's comparison, and the model's hook over the parameter-only fields.
// Periods are worked out now, in the institution's time zone, by the same function as the
// client's widget; a date range is the CUSTOMIZADO period of its two days.

type Sql = RawBuilder<unknown>;

const dataInvalida = (field: string) => new HttpError(422, MENSAGENS.errosFormulario, [{ field, message: 'Data inválida.' }]);

/** A day the schema let through (YYYY-MM-DD) must also be a real one: 2025-02-31 is refused, not opened. */
function dia(query: ConsultaDaLista, parametro: string): string | undefined {
  const valor = query[parametro];
  if (typeof valor !== 'string') return undefined;
  if (parseModel(valor) === null) throw dataInvalida(parametro);
  return valor;
}

function datasDoPeriodo(query: ConsultaDaLista, parametro: string, opcao: OpcaoPeriodo, agora: Date): DatasPeriodo {
  const { de, ate } = parametrosDosLimites(parametro);
  return intervaloDoPeriodo(opcao, agora, opcao === 'CUSTOMIZADO' ? { inicial: dia(query, de), final: dia(query, ate) } : {});
}

/** Bounds in the model format (whole seconds) against a date (by day) or a date-time (up to the last second's end). */
function dentroDasDatas(coluna: Sql, tipo: string, datas: DatasPeriodo): Sql[] {
  const { inicial, final } = datas;
  if (tipo === 'date') {
    return [...(inicial === null ? [] : [sql`${coluna} >= CAST(${inicial.slice(0, 10)} AS date)`]), ...(final === null ? [] : [sql`${coluna} <= CAST(${final.slice(0, 10)} AS date)`])];
  }
  const de = inicial === null ? null : modelToInstant(inicial);
  const ate = final === null ? null : modelToInstant(final);
  return [...(de === null ? [] : [sql`${coluna} >= ${de}`]), ...(ate === null ? [] : [sql`${coluna} < ${ate}::timestamptz + interval '1 second'`])];
}

function entreNumeros(coluna: Sql, de: unknown, ate: unknown): Sql[] {
  return [...(typeof de === 'number' ? [sql`${coluna} >= ${de}`] : []), ...(typeof ate === 'number' ? [sql`${coluna} <= ${ate}`] : [])];
}

function valorDoFiltro(filtro: FiltroDoRecurso, valor: unknown): unknown {
  const tipo = filtro.caminho.coluna.tipo;
  if (typeof valor !== 'string' || (tipo !== 'date' && tipo !== 'timestamptz')) return valor;
  const convertido = tipo === 'date' ? parseModel(valor)?.slice(0, 10) : modelToInstant(valor);
  if (convertido === undefined || convertido === null) throw dataInvalida(filtro.parametro);
  return convertido;
}

function condicoesDoFiltro(recurso: Recurso, filtro: FiltroDoRecurso, query: ConsultaDaLista, agora: Date): Sql[] {
  const coluna = colunaSql(recurso, filtro.caminho);
  const { tipo } = filtro.caminho.coluna;
  const bruto = query[filtro.parametro];
  if (filtro.tipo === 'periodo') return isOpcaoPeriodo(bruto) ? dentroDasDatas(coluna, tipo, datasDoPeriodo(query, filtro.parametro, bruto, agora)) : [];
  if (filtro.tipo === 'intervalo') {
    const { de, ate } = parametrosDosLimites(filtro.parametro);
    if (tipo !== 'date' && tipo !== 'timestamptz') return entreNumeros(coluna, query[de], query[ate]);
    return dentroDasDatas(coluna, tipo, datasDoPeriodo(query, filtro.parametro, 'CUSTOMIZADO', agora));
  }
  if (bruto === undefined) return [];
  const valores = (Array.isArray(bruto) ? bruto : [bruto]).map((v: unknown) => valorDoFiltro(filtro, v));
  return valores.length === 0 ? [] : [sql`${coluna} IN (${sql.join(valores)})`];
}

/** The parameter-only fields sent, as the hook reads them: a period as its two bounds. */
function parametrosDoGancho(recurso: Recurso, query: ConsultaDaLista, agora: Date): Record<string, unknown> {
  return Object.fromEntries(
    recurso.parametrosDoGancho.flatMap((p) => {
      const valor = query[p.parametro];
      if (valor === undefined) return [];
      return [[p.parametro, p.widget === 'periodo' && isOpcaoPeriodo(valor) ? datasDoPeriodo(query, p.parametro, valor, agora) : valor]];
    }),
  );
}

/** `contexto`: the read's context for the hook (and the search's database), without the columns, which come from the resource. */
export async function condicoesDaConsulta(recurso: Recurso, query: ConsultaDaLista, contexto: Omit<ContextoDoFiltro, 'coluna'>, agora = new Date()): Promise<Sql[]> {
  const doGancho = parametrosDoGancho(recurso, query, agora);
  const { filtrar } = ganchosDe(recurso.modelo.$id);
  const coluna = (campo: string): Sql => {
    const caminho = resolverCaminhoDoFiltro(recurso.mapa, campo, recurso.mapaDe);
    if (caminho === null) throw new Error(`O gancho de '${recurso.modelo.$id}' pediu '${campo}', que não é uma coluna.`);
    return colunaSql(recurso, caminho);
  };
  // The filters first: a bad one is refused before the search reads anything.
  const filtros = [
    ...recurso.filtros.flatMap((f) => condicoesDoFiltro(recurso, f, query, agora)),
    ...(filtrar === undefined ? [] : filtrar({ ...contexto, coluna }, doGancho)),
  ];
  const busca = await pesquisa(contexto.trx, recurso, (query.q ?? query.term ?? '').trim());
  return busca === null ? filtros : [busca, ...filtros];
}
