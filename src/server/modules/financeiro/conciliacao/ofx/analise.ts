import { sql } from 'kysely';
import { contaDoExtrato } from '../../../../../shared/financeiro/conciliacao/contaDoExtrato.ts';
import { centavosDoDecimal } from '../../../../../shared/financeiro/centavos.ts';
import { situacaoDasTransacoes, type TransacaoImportada, type TransacaoNaPrevia } from '../../../../../shared/financeiro/ofx/situacao.ts';
import { interpolar } from '../../../../../shared/i18n/idiomas.ts';
import type { Db } from '../../../../db/database.ts';
import { errosDeFormulario } from '../../../../http/erros.ts';
import type { ContaDaUnidade } from './contas.ts';
import { MENSAGEM_CONTA_DE_VARIOS, MENSAGEM_CONTA_INVALIDA, type ContasEscolhidas } from './escolhas.ts';
import type { ExtratoLido } from './leitura.ts';

// Each statement of the file with its account (the one chosen, else the one its bank, agency and
// number name) and each line's situação against the lines already imported into THAT account
// (the same FITIDs only are read). A statement without account has every line nova.

export interface ExtratoAnalisado {
  indice: number;
  extrato: ExtratoLido;
  contaId: number | null;
  linhas: (TransacaoNaPrevia & { data: string })[];
}

interface Importada {
  fitid: string;
  data: string;
  valor: string;
  ocorrencia: number;
}

async function importadasDaConta(db: Db, contaId: number, fitids: readonly string[]): Promise<TransacaoImportada[]> {
  if (fitids.length === 0) return [];
  const { rows } = await sql<Importada>`
    SELECT fitid, to_char(data, 'YYYY-MM-DD') AS data, valor::text AS valor, ocorrencia
    FROM extrato_linha WHERE conta_id = ${contaId} AND fitid = ANY(${[...new Set(fitids)]}::text[])`.execute(db);
  return rows.map((r) => ({ fitid: r.fitid, data: r.data, valorCentavos: centavosDoDecimal(r.valor) ?? 0, ocorrencia: r.ocorrencia }));
}

function contaEscolhida(indice: number, escolhas: ContasEscolhidas, contas: readonly ContaDaUnidade[], extrato: ExtratoLido): number | null {
  const [campo, id] = escolhas.porExtrato.has(indice) ? ['contas', escolhas.porExtrato.get(indice) ?? null] : ['contaId', escolhas.unica];
  if (id === null) return escolhas.porExtrato.has(indice) ? null : contaDoExtrato(extrato, contas);
  if (!contas.some((c) => c.id === id)) throw errosDeFormulario([{ field: campo, message: MENSAGEM_CONTA_INVALIDA }]);
  return id;
}

/** Refuses accounts chosen for statements the file does not have, or contaId for a file of several. */
export function conferirEscolhas(extratos: number, escolhas: ContasEscolhidas): void {
  const foraDoArquivo = [...escolhas.porExtrato.keys()].some((indice) => indice >= extratos);
  if (foraDoArquivo || (escolhas.unica !== null && extratos > 1)) {
    throw errosDeFormulario([{ field: foraDoArquivo ? 'contas' : 'contaId', message: interpolar(MENSAGEM_CONTA_DE_VARIOS, { n: extratos }) }]);
  }
}

export async function analisarExtrato(db: Db, indice: number, extrato: ExtratoLido, escolhas: ContasEscolhidas, contas: readonly ContaDaUnidade[]): Promise<ExtratoAnalisado> {
  const contaId = contaEscolhida(indice, escolhas, contas, extrato);
  const importadas = contaId === null ? [] : await importadasDaConta(db, contaId, extrato.transacoes.map((t) => t.fitid));
  // lerExtratos refused a line without date in a statement without period: every line has a date here.
  const linhas = situacaoDasTransacoes(extrato, importadas).map((l) => ({ ...l, data: l.data ?? '' }));
  return { indice, extrato, contaId, linhas };
}
