import type { FieldError } from './api/contract.ts';

export const SENHA_MINIMO = 8;

/** The password policy's errors for a new password and its confirmation (empty when it passes). */
export function errosDaNovaSenha(
  senha: string,
  confirmacao: string,
  campos: { senha: string; confirmacao: string },
): FieldError[] {
  const erros: FieldError[] = [];
  if (senha.trim() === '') erros.push({ field: campos.senha, message: 'Preenchimento obrigatório.' });
  else if (senha.length < SENHA_MINIMO) erros.push({ field: campos.senha, message: `A senha deve ter pelo menos ${SENHA_MINIMO} caracteres.` });
  else if (senha.length > 200) erros.push({ field: campos.senha, message: 'Tamanho máximo de 200 excedido.' });
  if (confirmacao !== senha) erros.push({ field: campos.confirmacao, message: 'As senhas não conferem.' });
  return erros;
}
