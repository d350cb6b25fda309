import type { FieldError } from '../../shared/api/contract.ts';
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

export const naoAutenticado = () => new HttpError(401, MENSAGENS.sessaoExpirada);
export const semPermissao = () => new HttpError(403, MENSAGENS.semPermissao);
export const naoEncontrado = (mensagem: string = MENSAGENS.naoEncontrado) => new HttpError(404, mensagem);
export const errosDeFormulario = (errors: FieldError[]) => new HttpError(422, MENSAGENS.errosFormulario, errors);
