import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { CatalogoDeTelas } from './catalogo-de-telas.ts';
import { colunasEsperadas, tabelaPorModelo, type ColunaEsperada } from './colunas-esperadas.ts';
import { COLUNAS_DE_ESTORNO, mapearModelo, type MapaDoModelo, type TipoSql } from './mapa-do-modelo.ts';
import type { Model } from '../../shared/engine/types.ts';
import { lerTabelas, type ColunaExistente, type TabelasExistentes } from './tabelas-existentes.ts';

// Tables follow the models at every start, additively: a new model gets its table, a new
// property its column. Anything else (a changed type, a dropped requirement) would lose or
// refuse data, so the start stops and asks for a written migration. Checks run before any
// DDL and everything runs in one transaction: a refused start changes nothing.

// Serialises the sync of several server processes starting together.
const LOCK_ID = 724_202;

const COMPATIVEIS: Readonly<Record<TipoSql, readonly string[]>> = {
  text: ['text', 'character varying', 'character'],
  integer: ['integer', 'smallint', 'bigint'],
  numeric: ['numeric', 'double precision', 'real'],
  boolean: ['boolean'],
  date: ['date'],
  timestamptz: ['timestamp with time zone'],
  jsonb: ['jsonb'],
};

const MIGRACAO = 'essa mudança precisa de uma migração escrita (src/server/db/migrations).';

export class TabelasIncompativeis extends Error {
  constructor(problemas: readonly string[]) {
    super(`As tabelas do banco não acompanham os modelos:\n${problemas.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'TabelasIncompativeis';
  }
}

export interface Sincronizacao {
  tabelasCriadas: string[];
  colunasAdicionadas: string[];
}

interface Plano extends Sincronizacao {
  criar: string[];
  adicionar: { tabela: string; coluna: ColunaEsperada }[];
  problemas: string[];
}

export async function sincronizarTabelas(db: Db, catalogo: Pick<CatalogoDeTelas, 'mapas' | 'modelos'>): Promise<Sincronizacao> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOCK_ID})`.execute(trx);
    const mapas = [...catalogo.mapas.values()];
    // Whether a table has rows matters only for a column to add, which a view never gets.
    const existentes = await lerTabelas(trx, new Set(mapas.filter((m) => !m.visao).map((m) => m.tabela)));
    const plano = planejar(mapas, tabelaPorModelo(catalogo.modelos), existentes);
    plano.problemas.push(...problemasDosAlvos(mapas, catalogo.modelos, existentes));
    if (plano.problemas.length > 0) throw new TabelasIncompativeis(plano.problemas);
    for (const tabela of plano.criar) await sql`CREATE TABLE ${sql.id(tabela)} (id serial PRIMARY KEY)`.execute(trx);
    for (const { tabela, coluna } of plano.adicionar) {
      await sql`ALTER TABLE ${sql.id(tabela)} ADD COLUMN ${sql.id(coluna.coluna)} ${coluna.definicao}`.execute(trx);
    }
    return { tabelasCriadas: plano.tabelasCriadas, colunasAdicionadas: plano.colunasAdicionadas };
  });
}

function planejar(mapas: readonly MapaDoModelo[], tabelaDe: (modelo: string) => string, existentes: TabelasExistentes): Plano {
  const plano: Plano = { criar: [], adicionar: [], problemas: [], tabelasCriadas: [], colunasAdicionadas: [] };
  const criadas = new Set<string>();
  for (const mapa of mapas) {
    if (existentes.has(mapa.tabela)) continue;
    if (mapa.visao) {
      plano.problemas.push(`A visão '${mapa.tabela}' (x-visao do modelo '${mapa.modelo.$id}') não existe; crie-a numa migração.`);
    } else if (mapa.modelo['x-tabela'] !== undefined) {
      plano.problemas.push(`A tabela '${mapa.tabela}' (x-tabela do modelo '${mapa.modelo.$id}') não existe; crie-a numa migração.`);
    } else {
      criadas.add(mapa.tabela);
      plano.criar.push(mapa.tabela);
    }
  }
  for (const mapa of mapas) {
    const atuais = existentes.get(mapa.tabela);
    if (atuais === undefined && !criadas.has(mapa.tabela)) continue;
    const esperadas = colunasEsperadas(mapa, tabelaDe);
    for (const coluna of esperadas) {
      const atual = atuais?.colunas.get(coluna.coluna);
      if (atual !== undefined) {
        plano.problemas.push(...incompatibilidade(mapa, coluna, atual));
      } else if (mapa.visao) {
        plano.problemas.push(`A visão '${mapa.tabela}' não tem a coluna '${coluna.coluna}' que o modelo '${mapa.modelo.$id}' lê: mude a migração que a cria.`);
      } else if (coluna.soEmTabelaVazia && atuais?.temLinhas === true) {
        plano.problemas.push(`A tabela '${mapa.tabela}' tem registros e não pode ganhar a coluna obrigatória '${coluna.coluna}': ${MIGRACAO}`);
      } else {
        if (coluna.referencia !== null && !existentes.has(coluna.referencia) && !criadas.has(coluna.referencia)) {
          plano.problemas.push(`A tabela '${coluna.referencia}', referenciada por '${mapa.tabela}.${coluna.coluna}', não existe.`);
        }
        plano.adicionar.push({ tabela: mapa.tabela, coluna });
        plano.colunasAdicionadas.push(`${mapa.tabela}.${coluna.coluna}`);
      }
    }
    if (atuais !== undefined) plano.problemas.push(...colunasForaDoModelo(mapa, esperadas, atuais.colunas));
  }
  plano.tabelasCriadas = plano.criar;
  return plano;
}

function incompatibilidade(mapa: MapaDoModelo, esperada: ColunaEsperada, atual: ColunaExistente): string[] {
  if (COMPATIVEIS[esperada.tipo].includes(atual.tipo)) return [];
  const origem = esperada.propriedade === null ? 'a coluna padrão' : `a propriedade '${esperada.propriedade}'`;
  return [
    `A coluna '${mapa.tabela}.${esperada.coluna}' é ${atual.tipo}, mas ${origem} do modelo '${mapa.modelo.$id}' pede ${esperada.tipo}: ${MIGRACAO}`,
  ];
}

/** A NOT NULL column without a default that the model does not fill would make every insert fail. */
function colunasForaDoModelo(mapa: MapaDoModelo, esperadas: readonly ColunaEsperada[], atuais: ReadonlyMap<string, ColunaExistente>): string[] {
  const conhecidas = new Set<string>(['id', ...esperadas.map((c) => c.coluna), ...(mapa.estornavel ? COLUNAS_DE_ESTORNO : [])]);
  return [...atuais.entries()]
    .filter(([nome, c]) => !conhecidas.has(nome) && c.obrigatoria)
    .map(([nome]) => `A coluna obrigatória '${mapa.tabela}.${nome}' não está no modelo '${mapa.modelo.$id}' (toda inclusão falharia): ${MIGRACAO}`);
}

/**
 * A reference to a model no screen serves points at a core table (x-tabela): it must exist
 * and hold the display columns (x-exibicao) that replies read from it.
 */
function problemasDosAlvos(mapas: readonly MapaDoModelo[], modelos: Readonly<Record<string, Model>>, existentes: TabelasExistentes): string[] {
  const servidos = new Set(mapas.map((m) => m.modelo.$id));
  const alvos = new Set(mapas.flatMap((m) => m.colunas.flatMap((c) => [c.referencia ?? c.referenciaDaLista ?? []].flat())));
  return [...alvos].flatMap((nome) => {
    const modelo = modelos[nome];
    if (modelo === undefined || servidos.has(nome)) return [];
    const alvo = mapearModelo(modelo);
    const tabela = existentes.get(alvo.tabela);
    if (tabela === undefined) return [`A tabela '${alvo.tabela}' do modelo referenciado '${nome}' não existe.`];
    return (modelo['x-exibicao'] ?? [])
      .map((campo) => alvo.colunas.find((c) => c.propriedade === campo))
      .filter((c) => c !== undefined && !tabela.colunas.has(c.coluna))
      .map((c) => `A tabela '${alvo.tabela}' não tem a coluna '${c?.coluna ?? ''}' que o modelo '${nome}' exibe (x-exibicao).`);
  });
}
