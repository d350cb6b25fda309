import type { ValidateFunction } from 'ajv/dist/2020.js';
import { mesclarTela } from '../../shared/engine/merge.ts';
import type { AcaoResolvida } from '../../shared/engine/tela-resolvida.ts';
import type { Descriptor, Direcao, Model } from '../../shared/engine/types.ts';
import type { FieldRules } from '../../shared/validation/index.ts';
import { esquemaPaginacao } from '../http/paginacao.ts';
import { resolverCaminhoSql, type CaminhoSql } from './caminho-sql.ts';
import { telaDeModulo, type CatalogoDeTelas, type TelaCarregada } from './catalogo-de-telas.ts';
import { criarCompilador } from './esquema-do-payload.ts';
import { filtrosDoRecurso, type FiltroDoRecurso, type ParametroDoGancho } from './filtros-do-recurso.ts';
import { fonteDe, type Fonte } from './fonte.ts';
import { mapaPorModelo, type ColunaDoModelo, type MapaDoModelo, type MapaPorModelo } from './mapa-do-modelo.ts';
import { regrasForaDoFormulario } from './regras.ts';
import { prepararResumos, resumosPadrao, type ResumoDoRecurso } from './resumos.ts';

// Everything a generic resource needs per request, worked out once at start from its
// descriptor and model: joins, searchable, sortable and filterable columns, the compiled
// payload validator. Requests only bind values.

/** A child table (x-filhos): its rows are read and written with the record, in its list's order. */
export interface FilhosDoRecurso {
  propriedade: string;
  /** The child's column that references the parent. */
  chave: ColunaDoModelo;
  fonte: Fonte;
}

export interface Recurso extends Fonte {
  arquivo: string;
  descritor: Descriptor;
  modelo: Model;
  filhos: readonly FilhosDoRecurso[];
  validarTipos: ValidateFunction;
  pesquisados: readonly CaminhoSql[];
  titulosPesquisados: readonly string[];
  ordenaveis: ReadonlyMap<string, CaminhoSql>;
  ordenacaoPadrao: { campo: string; direcao: Direcao } | null;
  filtros: readonly FiltroDoRecurso[];
  /** The filter's parameter-only fields, for the model's filtrar hook. */
  parametrosDoGancho: readonly ParametroDoGancho[];
  /** The figures of GET {recurso}/resumos. */
  resumos: readonly ResumoDoRecurso[];
  /** The default page size: the descriptor's, within the server's maximum; null for the institution's. */
  rpp: number | null;
  /** The model's rules for the properties the form does not place (constant per model). */
  regrasForaDoFormulario: FieldRules;
  /** The model of a reference, for existence checks; undefined for an unknown name. */
  mapaDe: MapaPorModelo;
  /** The screen's actions (declared, and desativar from tags.desativar), each with its route. */
  acoes: readonly AcaoResolvida[];
}

export function prepararRecursos(catalogo: CatalogoDeTelas): Recurso[] {
  const mapaDe = mapaPorModelo(catalogo.modelos, catalogo.mapas);
  const compilar = criarCompilador();
  const validadores = new Map([...catalogo.mapas.values()].map((m) => [m.modelo.$id, compilar(m.modelo)]));
  // A settings screen (configuracao) is one record of settings, served by rotas-ajustes.ts.
  return catalogo.telas
    .filter((tela) => !telaDeModulo(catalogo, tela.descritor) && tela.descritor.configuracao !== true)
    .map((tela) => prepararRecurso(tela, catalogo, mapaDe, validadores));
}

function prepararRecurso(
  tela: TelaCarregada,
  catalogo: CatalogoDeTelas,
  mapaDe: MapaPorModelo,
  validadores: ReadonlyMap<string, ValidateFunction>,
): Recurso {
  const { descritor } = tela;
  const mapa = catalogo.mapas.get(descritor.modelo);
  const validarTipos = validadores.get(descritor.modelo);
  if (mapa === undefined || validarTipos === undefined) throw new Error(`Modelo sem tabela: '${descritor.modelo}'.`);
  // The loader has checked every path below resolves; a miss here is a bug, so it throws.
  const resolver = (campo: string): CaminhoSql => {
    const caminho = resolverCaminhoSql(mapa, campo, mapaDe);
    if (caminho === null) throw new Error(`Caminho sem coluna: '${campo}' em ${tela.arquivo}.`);
    return caminho;
  };
  const resolvida = mesclarTela(descritor, mapa.modelo, {});
  const lista = resolvida.lista;
  const rpp = lista?.rpp ?? null;
  const pesquisados = lista?.camposPesquisados ?? [];
  const fonte = fonteDe(mapa, mapaDe);
  return {
    arquivo: tela.arquivo,
    descritor,
    modelo: mapa.modelo,
    ...fonte,
    filhos: filhosDe(mapa, catalogo, mapaDe),
    validarTipos,
    pesquisados: pesquisados.map(resolver),
    titulosPesquisados: pesquisados.map((campo) => lista?.colunas.find((c) => c.campo === campo)?.titulo ?? tituloDoCampo(mapa.modelo, campo)),
    ordenaveis: new Map((lista?.colunas ?? []).filter((c) => c.ordenavel).map((c) => [c.campo, resolver(c.campo)])),
    ordenacaoPadrao: lista?.ordenacaoPadrao ?? null,
    ...filtrosDoRecurso(resolvida.filtro, mapa, mapaDe),
    resumos: prepararResumos(descritor.lista, fonte, mapaDe) ?? resumosPadrao(fonte),
    rpp: rpp === null ? null : Math.min(rpp, esquemaPaginacao.rpp.maximum),
    regrasForaDoFormulario: regrasForaDoFormulario(resolvida, mapa.modelo),
    mapaDe,
    acoes: resolvida.acoes,
  };
}

function filhosDe(mapa: MapaDoModelo, catalogo: CatalogoDeTelas, mapaDe: MapaPorModelo): FilhosDoRecurso[] {
  return mapa.filhos.map((f) => {
    const doFilho = catalogo.mapas.get(f.modelo);
    const chave = doFilho?.colunas.find((c) => c.propriedade === f.chave);
    if (doFilho === undefined || chave === undefined) throw new Error(`Filhos sem tabela: '${f.modelo}'.`);
    return { propriedade: f.propriedade, chave, fonte: fonteDe(doFilho, mapaDe) };
  });
}

function tituloDoCampo(modelo: Model, campo: string): string {
  const [primeiro = campo] = campo.split('.');
  return (Object.hasOwn(modelo.properties, primeiro) ? modelo.properties[primeiro]?.title : undefined) ?? campo;
}
