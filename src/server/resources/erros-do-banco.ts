import { MENSAGENS } from '../../shared/messages.ts';
import { HttpError } from '../http/erros.ts';
import type { Recurso } from './recurso.ts';

// What PostgreSQL refuses in a generic write, answered as the client's error it is (never
// a 500): the checks before the write catch these first; these are the races and the
// constraints of core tables the model does not state.

interface ErroDoPostgres {
  code: string;
  column?: string;
}

function ehErroDoPostgres(e: unknown): e is ErroDoPostgres {
  return typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && 'severity' in e;
}

export async function traduzirErrosDoBanco<T>(recurso: Recurso, operacao: 'gravar' | 'excluir', fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (!ehErroDoPostgres(e)) throw e;
    const traduzido = traduzir(recurso, operacao, e);
    if (traduzido === null) throw e;
    throw traduzido;
  }
}

function traduzir(recurso: Recurso, operacao: 'gravar' | 'excluir', e: ErroDoPostgres): HttpError | null {
  const propriedade = recurso.mapa.colunas.find((c) => c.coluna === e.column)?.propriedade ?? e.column ?? 'registro';
  if (e.code === '23503') {
    return operacao === 'excluir'
      ? new HttpError(409, 'Registro em uso: não pode ser excluído.')
      : new HttpError(422, MENSAGENS.errosFormulario, [{ field: propriedade, message: 'Registro selecionado não encontrado.' }]);
  }
  if (e.code === '23502') return new HttpError(422, MENSAGENS.errosFormulario, [{ field: propriedade, message: 'Preenchimento obrigatório.' }]);
  if (e.code === '23505') return new HttpError(409, 'Já existe um registro com esses dados.');
  if (e.code === '23514') return new HttpError(422, 'O registro não atende às regras do banco de dados.');
  // Class 22, data exception: a value out of range or too long for a core table's column.
  if (e.code.startsWith('22')) return new HttpError(422, MENSAGENS.errosFormulario, [{ field: propriedade, message: 'Valor inválido.' }]);
  return null;
}
