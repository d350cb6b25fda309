import type { ValidateFunction } from 'ajv/dist/2020.js';
import { mesclarTela } from '../../shared/engine/merge.ts';
import type { AcaoResolvida } from '../../shared/engine/tela-resolvida.ts';
import type { Descriptor, Direcao, Model } from '../../shared/engine/types.ts';
import type { FieldRules } from '../../shared/validation/index.ts';
import { esquemaPaginacao } from '../http/paginacao.ts';
import { resolverCaminhoDoFiltro, resolverCaminhoSql, type CaminhoSql } from './caminho-sql.ts';
import { telaDeModulo, type CatalogoDeTelas, type TelaCarregada } from './catalogo-de-telas.ts';
import { criarCompilador } from './esquema-do-payload.ts';
import { mapaPorModelo, type ColunaDoModelo, type MapaDoModelo, type MapaPorModelo } from './mapa-do-modelo.ts';
import { regrasForaDoFormulario } from './regras.ts';

// Everything a generic resource needs per request, worked out once at start from its
// descriptor and model: joins, searchable, sortable and filterable columns, the compiled
// payload validator. Requests only bind values.

/** A referenced record's table, LEFT JOINed to read its display fields. */
export interface Juncao {
  propriedade: string;
  coluna: string;
  alias: string;
  tabela: string;
  exibicao: readonly ColunaDoModelo[];
}

/** A list of references (jsonb [{id}]) read as [{id, <display fields>}] from the referenced table. */
export interface ListaDeReferencias {
  propriedade: string;
  coluna: string;
  alias: string;
  tabela: string;
  exibicao: readonly ColunaDoModelo[];
}

export interface FiltroDoRecurso {
  parametro: string;
  caminho: CaminhoSql;
  multiplo: boolean;
}

export interface Recurso {
  arquivo: string;
  descritor: Descriptor;
  modelo: Model;
  mapa: MapaDoModelo;
  juncoes: readonly Juncao[];
  listasDeReferencias: readonly ListaDeReferencias[];
  validarTipos: ValidateFunction;
  pesquisados: readonly CaminhoSql[];
  titulosPesquisados: readonly string[];
  ordenaveis: ReadonlyMap<string, CaminhoSql>;
  ordenacaoPadrao: { campo: string; direcao: Direcao } | null;
  filtros: readonly FiltroDoRecurso[];
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
  return {
    arquivo: tela.arquivo,
    descritor,
    modelo: mapa.modelo,
    mapa,
    juncoes: juncoesDe(mapa, mapaDe),
    listasDeReferencias: listasDeReferenciasDe(mapa, mapaDe),
    validarTipos,
    pesquisados: pesquisados.map(resolver),
    titulosPesquisados: pesquisados.map((campo) => lista?.colunas.find((c) => c.campo === campo)?.titulo ?? tituloDoCampo(mapa.modelo, campo)),
    ordenaveis: new Map((lista?.colunas ?? []).filter((c) => c.ordenavel).map((c) => [c.campo, resolver(c.campo)])),
    ordenacaoPadrao: lista?.ordenacaoPadrao ?? null,
    filtros: (resolvida.filtro?.campos ?? []).flatMap((f) => {
      const caminho = f.campo === null ? null : resolverCaminhoDoFiltro(mapa, f.campo, mapaDe);
      return caminho === null ? [] : [{ parametro: f.parametro, caminho, multiplo: f.multiplo }];
    }),
    rpp: rpp === null ? null : Math.min(rpp, esquemaPaginacao.rpp.maximum),
    regrasForaDoFormulario: regrasForaDoFormulario(resolvida, mapa.modelo),
    mapaDe,
    acoes: resolvida.acoes,
  };
}

function exibicaoDe(alvo: MapaDoModelo): ColunaDoModelo[] {
  return (alvo.modelo['x-exibicao'] ?? []).flatMap((campo) => alvo.colunas.filter((a) => a.propriedade === campo));
}

function juncoesDe(mapa: MapaDoModelo, mapaDe: MapaPorModelo): Juncao[] {
  return mapa.colunas.flatMap((c, i) => {
    const alvo = c.referencia === null ? undefined : mapaDe(c.referencia);
    if (alvo === undefined) return [];
    return [{ propriedade: c.propriedade, coluna: c.coluna, alias: `j${i}`, tabela: alvo.tabela, exibicao: exibicaoDe(alvo) }];
  });
}

function listasDeReferenciasDe(mapa: MapaDoModelo, mapaDe: MapaPorModelo): ListaDeReferencias[] {
  return mapa.colunas.flatMap((c, i) => {
    const alvo = c.referenciaDaLista === null ? undefined : mapaDe(c.referenciaDaLista);
    if (alvo === undefined) return [];
    return [{ propriedade: c.propriedade, coluna: c.coluna, alias: `l${i}`, tabela: alvo.tabela, exibicao: exibicaoDe(alvo) }];
  });
}

function tituloDoCampo(modelo: Model, campo: string): string {
  const [primeiro = campo] = campo.split('.');
  return (Object.hasOwn(modelo.properties, primeiro) ? modelo.properties[primeiro]?.title : undefined) ?? campo;
}
