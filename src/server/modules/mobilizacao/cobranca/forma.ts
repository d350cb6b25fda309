import { sql } from 'kysely';
import type { ContaDeCobranca, CodigoDoBanco } from '../../../../shared/mobilizacao/boleto/bancos/tipos.ts';
import type { Db } from '../../../db/database.ts';

// A collection method's bank agreement as the remittance and the boleto read it.

export interface FormaDaCobranca {
  id: number;
  nome: string;
  tipo: string;
  banco: string | null;
  agencia: string | null;
  agenciaDv: string | null;
  conta: string | null;
  contaDv: string | null;
  carteira: string | null;
  convenio: string | null;
  layout: 'CNAB240' | 'CNAB400' | 'FEBRABAN150' | null;
}

export function contaDaForma(forma: FormaDaCobranca, banco: CodigoDoBanco): ContaDeCobranca {
  return {
    banco,
    agencia: (forma.agencia ?? '').padStart(4, '0'),
    conta: forma.conta ?? '',
    convenio: forma.convenio ?? '',
    carteira: forma.carteira ?? '',
  };
}

export async function lerForma(db: Db, id: number): Promise<FormaDaCobranca | null> {
  const { rows } = await sql<FormaDaCobranca>`
    SELECT id, nome, tipo, banco, agencia, agencia_dv AS "agenciaDv", conta, conta_dv AS "contaDv", carteira, convenio, layout
    FROM mobilizacao_forma_cobranca WHERE id = ${id}`.execute(db);
  return rows[0] ?? null;
}
