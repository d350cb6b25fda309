import { sql } from 'kysely';
import { CAMPOS_DO_HISTORICO } from '../../../shared/atendimento/mensagens.ts';
import type { Db } from '../../db/database.ts';
import type { Registro } from '../../resources/registro.ts';

// The ticket's history rows: who, when, which field, from and to as the user reads them, and for
// the status and the priority the stored value the SLA reads back.

export type CampoDoHistorico = keyof typeof CAMPOS_DO_HISTORICO;

export interface Mudanca {
  campo: CampoDoHistorico;
  de: string | null;
  para: string | null;
  valor?: string | null;
}

export async function registrarMudancas(trx: Db, atendimentoId: number, usuarioId: number | null, em: Date, mudancas: readonly Mudanca[]): Promise<void> {
  for (const m of mudancas) {
    await sql`INSERT INTO atendimento_historico (atendimento_id, unidade_id, ordem, chave, campo, de, para, valor, usuario_id, em)
      SELECT id, unidade_id, (SELECT count(*) FROM atendimento_historico WHERE atendimento_id = ${atendimentoId}),
        ${m.campo}, ${CAMPOS_DO_HISTORICO[m.campo]}, ${m.de}, ${m.para}, ${m.valor ?? null}, ${usuarioId}, ${em}
      FROM atendimento_chamado WHERE id = ${atendimentoId}`.execute(trx);
  }
}

/** A field's value as the user reads it: a reference by its name, an option by its label. */
export function textoDe(valor: unknown, rotulos: Readonly<Record<string, string>> = {}): string | null {
  if (valor === null || valor === undefined || valor === '') return null;
  if (typeof valor === 'object') {
    const nome = Object.entries(valor).find(([chave, v]) => chave !== 'id' && typeof v === 'string');
    return nome === undefined ? null : String(nome[1]);
  }
  const texto = String(valor);
  return rotulos[texto] ?? texto;
}

const idDoValor = (valor: unknown): unknown => (typeof valor === 'object' && valor !== null && 'id' in valor ? valor.id : valor);

/** The followed fields whose value a save changed. */
export function mudancasDoFormulario(antes: Registro, depois: Registro, campos: readonly CampoDoHistorico[], rotulos: Partial<Record<CampoDoHistorico, Readonly<Record<string, string>>>>): Mudanca[] {
  return campos
    .filter((campo) => idDoValor(antes[campo] ?? null) !== idDoValor(depois[campo] ?? null))
    .map((campo) => ({
      campo,
      de: textoDe(antes[campo], rotulos[campo]),
      para: textoDe(depois[campo], rotulos[campo]),
      ...(campo === 'prioridade' ? { valor: String(depois[campo]) } : {}),
    }));
}
