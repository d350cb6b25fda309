import type { FieldError } from './api/contract.ts';
import type { PoliticaDeSenha } from './api/parametros.ts';
import { interpolar } from './i18n/idiomas.ts';
import { MENSAGENS_VALIDACAO, mensagemMaxLength } from './validation/messages.ts';

export const SENHA_MINIMO = 8;
export const SENHA_MAXIMO = 200;

/** The policy where the institution's parameters (configuracoes/parametro) say nothing. */
export const POLITICA_DE_SENHA_PADRAO: Readonly<PoliticaDeSenha> = { tamanhoMinimo: SENHA_MINIMO, exigeNumero: false, exigeLetra: false };

/** The policy's messages, as catalogue keys (src/shared/i18n): the client translates them filled in. */
export const MODELOS_SENHA = {
  curta: 'A senha deve ter pelo menos {n} caracteres.',
  semLetra: 'A senha deve conter pelo menos uma letra.',
  semNumero: 'A senha deve conter pelo menos um número.',
  diferentes: 'As senhas não conferem.',
} as const;

/** The password policy's errors for a new password and its confirmation (empty when it passes). */
export function errosDaNovaSenha(
  senha: string,
  confirmacao: string,
  campos: { senha: string; confirmacao: string },
  politica: PoliticaDeSenha = POLITICA_DE_SENHA_PADRAO,
): FieldError[] {
  const erros: FieldError[] = [];
  const minimo = Math.max(politica.tamanhoMinimo, SENHA_MINIMO);
  if (senha.trim() === '') erros.push({ field: campos.senha, message: MENSAGENS_VALIDACAO.required });
  else if (senha.length < minimo) erros.push({ field: campos.senha, message: interpolar(MODELOS_SENHA.curta, { n: minimo }) });
  else if (senha.length > SENHA_MAXIMO) erros.push({ field: campos.senha, message: mensagemMaxLength(SENHA_MAXIMO) });
  else if (politica.exigeLetra && !/\p{L}/u.test(senha)) erros.push({ field: campos.senha, message: MODELOS_SENHA.semLetra });
  else if (politica.exigeNumero && !/[0-9]/.test(senha)) erros.push({ field: campos.senha, message: MODELOS_SENHA.semNumero });
  if (confirmacao !== senha) erros.push({ field: campos.confirmacao, message: MODELOS_SENHA.diferentes });
  return erros;
}
