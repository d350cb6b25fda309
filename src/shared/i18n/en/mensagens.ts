import { MENSAGENS } from '../../messages.ts';

// The fixed texts that client and server both say (shared/messages.ts).
export const EN_MENSAGENS: Readonly<Record<string, string>> = {
  [MENSAGENS.sessaoExpirada]: 'Session expired. Please log in again.',
  [MENSAGENS.semPermissao]: 'You are not allowed to access this feature',
  [MENSAGENS.credenciaisInvalidas]: 'Invalid username or password.',
  [MENSAGENS.muitasTentativas]: 'Too many attempts with a wrong password. Wait 15 minutes and try again.',
  [MENSAGENS.errosFormulario]: 'The form has errors, review it and save again.',
  [MENSAGENS.contextoFalhou]: 'Could not identify the user.',
  [MENSAGENS.naoEncontrado]: 'Record not found.',
  [MENSAGENS.requisicaoInvalida]: 'Invalid request.',
  [MENSAGENS.erroInterno]: 'An unexpected error occurred. Try again in a moment.',
};
