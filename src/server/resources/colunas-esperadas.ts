import { sql, type RawBuilder } from 'kysely';
import type { Model } from '../../shared/engine/types.ts';
import { COLUNA_ORDEM, COLUNA_UNIDADE, tabelaDoModelo, type MapaDoModelo, type TipoSql } from './mapa-do-modelo.ts';

// The columns a model's table must have, each with the definition ALTER TABLE ADD COLUMN
// uses when it is missing. The model's own `ativo` is the standard column, so it appears once.

export interface ColunaEsperada {
  coluna: string;
  tipo: TipoSql;
  /** The property it stores, for messages; null for a standard column. */
  propriedade: string | null;
  definicao: RawBuilder<unknown>;
  /** NOT NULL without a default: it can only be added to an empty table. */
  soEmTabelaVazia: boolean;
  /** The table its REFERENCES clause points at. */
  referencia: string | null;
}

const TIPO_SQL: Readonly<Record<TipoSql, RawBuilder<unknown>>> = {
  text: sql`text`,
  integer: sql`integer`,
  numeric: sql`numeric`,
  boolean: sql`boolean`,
  date: sql`date`,
  timestamptz: sql`timestamptz`,
  jsonb: sql`jsonb`,
};

function padrao(coluna: string, tipo: TipoSql, extra: RawBuilder<unknown>): ColunaEsperada {
  return { coluna, tipo, propriedade: null, definicao: sql`${TIPO_SQL[tipo]} ${extra}`, soEmTabelaVazia: false, referencia: null };
}

export function colunasEsperadas(mapa: MapaDoModelo, tabelaDe: (modelo: string) => string): ColunaEsperada[] {
  if (mapa.visao) return colunasDaVisao(mapa);
  const colunas: ColunaEsperada[] = [
    padrao('ativo', 'boolean', sql`NOT NULL DEFAULT true`),
    padrao('criado_em', 'timestamptz', sql`NOT NULL DEFAULT now()`),
    padrao('atualizado_em', 'timestamptz', sql`NOT NULL DEFAULT now()`),
  ];
  if (mapa.porUnidade) {
    colunas.push({ ...padrao(COLUNA_UNIDADE, 'integer', sql`NOT NULL REFERENCES unidade(id)`), soEmTabelaVazia: true, referencia: 'unidade' });
  }
  if (mapa.estornavel) {
    colunas.push(padrao('estornado_em', 'timestamptz', sql``), padrao('estorno_motivo', 'text', sql``));
    colunas.push({ ...padrao('estornado_por', 'integer', sql`REFERENCES usuario(id)`), referencia: 'usuario' });
  }
  if (mapa.chaveDoPai !== null) colunas.push(padrao(COLUNA_ORDEM, 'integer', sql`NOT NULL DEFAULT 0`));
  for (const c of mapa.colunas) {
    if (c.coluna === 'ativo') continue;
    const alvo = c.referencia === null ? null : tabelaDe(c.referencia);
    // A child row goes with its parent: deleting the parent deletes the rows.
    const doPai = c.propriedade === mapa.chaveDoPai;
    const fk = alvo === null ? sql`` : doPai ? sql`NOT NULL REFERENCES ${sql.id(alvo)}(id) ON DELETE CASCADE` : sql`REFERENCES ${sql.id(alvo)}(id)`;
    colunas.push({ coluna: c.coluna, tipo: c.tipo, propriedade: c.propriedade, definicao: sql`${TIPO_SQL[c.tipo]} ${fk}`, soEmTabelaVazia: doPai, referencia: alvo });
  }
  return colunas;
}

/** A view holds what its migration selects: the id, the unit when the model is per unit, and every property's column. */
function colunasDaVisao(mapa: MapaDoModelo): ColunaEsperada[] {
  const lida = (coluna: string, tipo: TipoSql, propriedade: string | null): ColunaEsperada => ({ coluna, tipo, propriedade, definicao: sql``, soEmTabelaVazia: false, referencia: null });
  return [
    lida('id', 'integer', null),
    ...(mapa.porUnidade ? [lida(COLUNA_UNIDADE, 'integer', null)] : []),
    ...mapa.colunas.map((c) => lida(c.coluna, c.tipo, c.propriedade)),
  ];
}

/** The table of any model by name: a served one, or a core table (x-tabela). */
export function tabelaPorModelo(modelos: Readonly<Record<string, Model>>): (nome: string) => string {
  return (nome) => {
    const modelo = modelos[nome];
    if (modelo === undefined) throw new Error(`Modelo desconhecido: '${nome}'.`);
    return tabelaDoModelo(modelo);
  };
}
