import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// The portal's settings, kept by the engine's configuration screens in the table ajuste (one
// model per screen: parametros, link, quemsomos, oquefazemos, contato), with the models' defaults.

export interface TextosDoPortal {
  titulo: string;
  ativo: boolean;
  urlDoSite: string;
  quemSomos: string;
  oQueFazemos: string;
  contato: string;
}

const PADROES: TextosDoPortal = { titulo: 'Portal da Transparência', ativo: true, urlDoSite: '', quemSomos: '', oQueFazemos: '', contato: '' };
const MODELOS = ['portalTransparencia', 'portalTransparenciaLink', 'portalTransparenciaQuemSomos', 'portalTransparenciaOQueFazemos', 'portalTransparenciaContato'];

export async function lerTextosDoPortal(db: Db): Promise<TextosDoPortal> {
  const { rows } = await sql<{ campo: string; valor: unknown }>`
    SELECT campo, valor FROM ajuste WHERE modelo IN (${sql.join(MODELOS)}) AND unidade_id IS NULL`.execute(db);
  const textos = { ...PADROES };
  for (const { campo, valor } of rows) {
    if (campo === 'ativo' && typeof valor === 'boolean') textos.ativo = valor;
    else if (campo !== 'ativo' && campo in PADROES && typeof valor === 'string') textos[campo as Exclude<keyof TextosDoPortal, 'ativo'>] = valor;
  }
  return textos;
}
