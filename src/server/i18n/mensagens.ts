import { MENSAGENS } from '../../shared/messages.ts';

type ChaveDeMensagem = keyof typeof MENSAGENS;

// The initial messages of both languages; the internacionalizacao screen edits the stored copies.
export const MENSAGENS_EN: Record<ChaveDeMensagem, string> = {
  sessaoExpirada: 'Session expired. Please log in again.',
  semPermissao: 'You are not allowed to access this feature',
  credenciaisInvalidas: 'Invalid username or password.',
  muitasTentativas: 'Too many attempts with a wrong password. Wait 15 minutes and try again.',
  errosFormulario: 'The form has errors, review it and save again.',
  contextoFalhou: 'Could not identify the user.',
  naoEncontrado: 'Record not found.',
  requisicaoInvalida: 'Invalid request.',
  erroInterno: 'An unexpected error occurred. Try again in a moment.',
};

export function mensagensIniciais(): { locale: string; chave: string; texto: string }[] {
  return (Object.keys(MENSAGENS) as ChaveDeMensagem[]).flatMap((chave) => [
    { locale: 'pt-BR', chave, texto: MENSAGENS[chave] },
    { locale: 'en', chave, texto: MENSAGENS_EN[chave] },
  ]);
}
