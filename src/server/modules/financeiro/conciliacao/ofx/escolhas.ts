import type { ConflitosNaImportacao } from '../../../../../shared/api/conciliacaoOfx.ts';
import { errosDeFormulario } from '../../../../http/erros.ts';
import type { EnvioDoOfx } from './envio.ts';

// The accounts the officer chose and what to do with conflicts, read from the sent fields:
// `contaId` (a file of one statement), `contas` (JSON [{indice, contaId}], contaId null leaves
// the statement out) and `conflitos`. A malformed field is the form's 422 naming it.

export const MENSAGEM_CONTA_INVALIDA = 'Selecione uma conta válida.';
export const MENSAGEM_CONTAS_INVALIDAS = 'Informe as contas como uma lista de {indice, contaId}.';
export const MENSAGEM_CONTA_DE_VARIOS = 'O arquivo traz {n} extratos: escolha a conta de cada um.';
export const MENSAGEM_CONFLITOS = 'Escolha importar ou ignorar os conflitos.';

export interface ContasEscolhidas {
  /** contaId: the account of a file of one statement. */
  unica: number | null;
  /** The account chosen for each statement (by position); null: chosen to stay out. Absent: not chosen. */
  porExtrato: ReadonlyMap<number, number | null>;
}

const ehId = (valor: unknown): valor is number => typeof valor === 'number' && Number.isSafeInteger(valor) && valor > 0 && valor <= 2_147_483_647;

function idDoTexto(texto: string): number | null {
  const numero = /^\d{1,10}$/.test(texto.trim()) ? Number(texto.trim()) : NaN;
  return ehId(numero) ? numero : null;
}

function lerLista(texto: string): Map<number, number | null> | null {
  let lista: unknown;
  try {
    lista = JSON.parse(texto);
  } catch {
    return null;
  }
  if (!Array.isArray(lista) || lista.length > 100) return null;
  const contas = new Map<number, number | null>();
  for (const item of lista as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const { indice, contaId } = item as Record<string, unknown>;
    if (typeof indice !== 'number' || !Number.isSafeInteger(indice) || indice < 0 || (contaId !== null && !ehId(contaId))) return null;
    contas.set(indice, contaId);
  }
  return contas;
}

export function contasEscolhidas(campos: EnvioDoOfx['campos']): ContasEscolhidas {
  let unica: number | null = null;
  if (campos.contaId !== undefined && campos.contaId.trim() !== '') {
    unica = idDoTexto(campos.contaId);
    if (unica === null) throw errosDeFormulario([{ field: 'contaId', message: MENSAGEM_CONTA_INVALIDA }]);
  }
  let porExtrato = new Map<number, number | null>();
  if (campos.contas !== undefined && campos.contas.trim() !== '') {
    const lista = lerLista(campos.contas);
    if (lista === null) throw errosDeFormulario([{ field: 'contas', message: MENSAGEM_CONTAS_INVALIDAS }]);
    porExtrato = lista;
  }
  return { unica, porExtrato };
}

export function conflitosEscolhidos(campos: EnvioDoOfx['campos']): ConflitosNaImportacao {
  const valor = campos.conflitos?.trim() ?? '';
  if (valor === '' || valor === 'ignorar') return 'ignorar';
  if (valor === 'importar') return 'importar';
  throw errosDeFormulario([{ field: 'conflitos', message: MENSAGEM_CONFLITOS }]);
}
