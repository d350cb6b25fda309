import { parseModel } from '../../shared/format/dates.ts';
import { ehWidgetDeFaixa, parametrosDosLimites } from '../../shared/engine/faixa.ts';
import { noCaminho, type Problema } from '../../shared/engine/problema.ts';
import type { CampoDoFiltroDescrito, CondicaoDoCampo, Descriptor, Escalar } from '../../shared/engine/types.ts';
import { resolverCaminhoSql, type CaminhoSql } from './caminho-sql.ts';
import type { MapaDoModelo, MapaPorModelo, TipoSql } from './mapa-do-modelo.ts';

// What a list's query string and its resumos need of the catalogue: every query parameter
// free (a range takes two more: <parametro>De and <parametro>Ate), and every figure of
// resumos over plain columns, which the server sums and compares in SQL.

/** Query parameters the generic list reads itself; a filter may not take their names. */
export const PARAMETROS_RESERVADOS: ReadonlySet<string> = new Set(['page', 'rpp', 'q', 'term', 'sort', 'fields', 'authtoken']);

interface NomeNaConsulta {
  nome: string;
  /** A range's bound (<parametro>De, <parametro>Ate), not a name the descriptor wrote. */
  derivado: boolean;
}

function nomesNaConsulta(descrito: CampoDoFiltroDescrito): NomeNaConsulta[] {
  const parametro = typeof descrito === 'string' ? descrito : (descrito.parametro ?? descrito.campo ?? '');
  const proprio = { nome: parametro, derivado: false };
  if (typeof descrito === 'string' || descrito.widget === undefined || !ehWidgetDeFaixa(descrito.widget)) return [proprio];
  const { de, ate } = parametrosDosLimites(parametro);
  return [proprio, { nome: de, derivado: true }, { nome: ate, derivado: true }];
}

/** A written name repeated is the descriptor check's (verificar-filtro.ts); here, the reserved ones and the bounds'. */
export function problemasDosParametros(d: Descriptor): Problema[] {
  const vistos = new Map<string, { ponteiro: string; derivado: boolean }>();
  return (d.filtro?.campos ?? []).flatMap((descrito, i) => {
    const ponteiro = noCaminho('/filtro/campos', i);
    return nomesNaConsulta(descrito).flatMap(({ nome, derivado }) => {
      if (PARAMETROS_RESERVADOS.has(nome)) return [{ caminho: ponteiro, mensagem: `O parâmetro '${nome}' é reservado da lista.` }];
      const anterior = vistos.get(nome);
      if (anterior === undefined) vistos.set(nome, { ponteiro, derivado });
      if (anterior === undefined || !(derivado || anterior.derivado)) return [];
      return [{ caminho: ponteiro, mensagem: `O parâmetro '${nome}' já é enviado por ${anterior.ponteiro}.` }];
    });
  });
}

const DATA = /^\d{4}-\d{2}-\d{2}$/;

/** A condition's value of the column's own type, so SQL compares what the shared interpreter compares. */
function cabeNaColuna(valor: Escalar, tipo: TipoSql): boolean {
  if (valor === null) return true;
  if (tipo === 'integer' || tipo === 'numeric') return typeof valor === 'number';
  if (tipo === 'boolean') return typeof valor === 'boolean';
  if (tipo === 'date') return typeof valor === 'string' && DATA.test(valor);
  if (tipo === 'timestamptz') return typeof valor === 'string' && parseModel(valor) !== null;
  return typeof valor === 'string';
}

function problemasDaCondicao(se: CondicaoDoCampo, caminho: CaminhoSql | null, ponteiro: string): Problema[] {
  if (caminho === null) return [{ caminho: noCaminho(ponteiro, 'field'), mensagem: `'${se.field}' não é uma coluna simples: o servidor não o resume.` }];
  const valores = 'value' in se ? (Array.isArray(se.value) ? se.value : [se.value]) : [];
  const { tipo } = caminho.coluna;
  return valores.every((v: Escalar) => cabeNaColuna(v, tipo)) ? [] : [{ caminho: noCaminho(ponteiro, 'value'), mensagem: `O valor não é do tipo da coluna '${se.field}' (${tipo}).` }];
}

export function problemasDosResumos(d: Descriptor, mapa: MapaDoModelo, mapaDe: MapaPorModelo): Problema[] {
  return (d.lista?.resumos ?? []).flatMap((resumo, i) => {
    const ponteiro = noCaminho('/lista/resumos', i);
    const soma = resumo.soma === undefined ? undefined : resolverCaminhoSql(mapa, resumo.soma, mapaDe);
    return [
      ...(soma === null ? [{ caminho: noCaminho(ponteiro, 'soma'), mensagem: `'${resumo.soma ?? ''}' não é uma coluna simples: o servidor não o soma.` }] : []),
      ...(resumo.se === undefined ? [] : problemasDaCondicao(resumo.se, resolverCaminhoSql(mapa, resumo.se.field, mapaDe), noCaminho(ponteiro, 'se'))),
    ];
  });
}
