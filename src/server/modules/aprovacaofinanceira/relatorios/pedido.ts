import { sql } from 'kysely';
import type { FormatoDoRelatorio } from '../../../../shared/api/registrointervalo.ts';
import type { FieldError } from '../../../../shared/api/contract.ts';
import type { DataISO } from '../../../../shared/calendario/data.ts';
import type { Db } from '../../../db/database.ts';
import { errosDeFormulario } from '../../../http/erros.ts';
import { LeitorDaConsulta, MENSAGEM_ID, type Consulta } from '../../financeiro/movimento/parametros.ts';
import { MAIOR_PERIODO_DO_RELATORIO, MENSAGEM_FORMATO } from '../../financeiro/relatorios/pedido.ts';

// A card's body read and judged with the finance cards' reader: the format, the period (required
// by the approvals, optional for a project's execution: both days or none), the approver and the
// project. Bad input is the form's 422 naming the field, before any job is queued.

/** A project's execution may cover its whole term: up to ten years. */
const MAIOR_PERIODO_DO_PROJETO = 3660;

export interface PedidoDaAprovacao {
  formato: FormatoDoRelatorio;
  /** Null with fim: no period (the project's execution, whole). */
  inicio: DataISO | null;
  fim: DataISO | null;
  aprovador: number | null;
  projeto: number | null;
}

export interface Exigencias {
  periodo: 'obrigatorio' | 'opcional' | 'nenhum';
  projeto?: boolean;
}

const preenchido = (texto: string | undefined): boolean => texto !== undefined && texto.trim() !== '';

function periodo(leitor: LeitorDaConsulta, corpo: Consulta, exige: Exigencias): { inicio: DataISO | null; fim: DataISO | null } {
  if (exige.periodo === 'nenhum') return { inicio: null, fim: null };
  if (exige.periodo === 'opcional' && !preenchido(corpo['dataInicial']) && !preenchido(corpo['dataFinal'])) return { inicio: null, fim: null };
  const maximo = exige.periodo === 'obrigatorio' ? MAIOR_PERIODO_DO_RELATORIO : MAIOR_PERIODO_DO_PROJETO;
  return leitor.periodo(maximo, ['dataInicial', 'dataFinal']);
}

/** Reads the body as the card requires. Throws the 422 when anything is wrong. */
export function lerPedidoDaAprovacao(corpo: Consulta, exige: Exigencias): PedidoDaAprovacao {
  const leitor = new LeitorDaConsulta(corpo);
  const texto = corpo['formato']?.trim();
  const formato = texto === 'PDF' || texto === 'XLSX' ? texto : null;
  if (formato === null) leitor.erros.push({ field: 'formato', message: MENSAGEM_FORMATO });
  const pedido: PedidoDaAprovacao = {
    formato: formato ?? 'PDF',
    ...periodo(leitor, corpo, exige),
    aprovador: exige.periodo === 'obrigatorio' ? leitor.id('aprovador', false) : null,
    projeto: exige.projeto ? leitor.id('projeto', true) : null,
  };
  leitor.exigir();
  return pedido;
}

/** The approver is a user and the project one of the register (422 on the field otherwise). */
export async function exigirRegistros(db: Db, pedido: PedidoDaAprovacao): Promise<void> {
  const erros: FieldError[] = [];
  if (pedido.aprovador !== null && (await db.selectFrom('usuario').select('id').where('id', '=', pedido.aprovador).executeTakeFirst()) === undefined) {
    erros.push({ field: 'aprovador', message: MENSAGEM_ID });
  }
  if (pedido.projeto !== null && (await sql`SELECT 1 FROM projeto WHERE id = ${pedido.projeto}`.execute(db)).rows.length === 0) {
    erros.push({ field: 'projeto', message: MENSAGEM_ID });
  }
  if (erros.length > 0) throw errosDeFormulario(erros);
}
