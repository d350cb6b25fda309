import type { ColumnType, Generated } from 'kysely';
import type { AlcanceDoComunicado } from '../../shared/comunicados/comunicado.ts';

// Table types of the announcements (migration 0049), joined into Database (schema.ts).

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type TimestampOpcional = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string, string>;

export interface ComunicadoTable {
  id: Generated<number>;
  titulo: string;
  texto: string;
  alcance: AlcanceDoComunicado;
  unidades: Json | null;
  setores: Json | null;
  grupos: Json | null;
  publicar_em: Timestamp;
  /** A date column: read as the day's text by the pg type parser the project sets. */
  expira_em: ColumnType<string | null, string | null | undefined, string | null>;
  fixado: Generated<boolean>;
  exige_confirmacao: Generated<boolean>;
  anexos: Json | null;
  autor_id: number | null;
  anunciado_em: TimestampOpcional;
  ativo: Generated<boolean>;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

export interface ComunicadoAlvoTable {
  comunicado_id: number;
  unidade_id: number | null;
  setor_id: number | null;
  grupo_id: number | null;
}

export interface ComunicadoLeituraTable {
  id: Generated<number>;
  comunicado_id: number;
  usuario_id: number;
  lido_em: Timestamp;
  confirmado_em: TimestampOpcional;
}

export interface TabelasDosComunicados {
  comunicado: ComunicadoTable;
  comunicado_alvo: ComunicadoAlvoTable;
  comunicado_leitura: ComunicadoLeituraTable;
}
