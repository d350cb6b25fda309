import type { FieldError } from '../../shared/api/contract.ts';
import { interpolar } from '../../shared/i18n/idiomas.ts';
import { MENSAGENS } from '../../shared/messages.ts';

/** An error a client caused or may see: its status and pt-BR message go into the reply as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: FieldError[] | undefined;

  constructor(statusCode: number, message: string, errors?: FieldError[]) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

/** A list asked to sort by a column it cannot sort by (a key of the catalogue, with its marker). */
export const MENSAGEM_ORDENACAO_INVALIDA = "Não é possível ordenar por '{campo}'.";
export const ordenacaoInvalida = (campo: string): string => interpolar(MENSAGEM_ORDENACAO_INVALIDA, { campo });

export const naoAutenticado = () => new HttpError(401, MENSAGENS.sessaoExpirada);
export const semPermissao = () => new HttpError(403, MENSAGENS.semPermissao);
export const naoEncontrado = (mensagem: string = MENSAGENS.naoEncontrado) => new HttpError(404, mensagem);
export const errosDeFormulario = (errors: FieldError[]) => new HttpError(422, MENSAGENS.errosFormulario, errors);
