import type { FieldError } from './api/contract.ts';
import type { PoliticaDeSenha } from './api/parametros.ts';

export const SENHA_MINIMO = 8;
export const SENHA_MAXIMO = 200;

/** The policy where the institution's parameters (configuracoes/parametro) say nothing. */
export const POLITICA_DE_SENHA_PADRAO: Readonly<PoliticaDeSenha> = { tamanhoMinimo: SENHA_MINIMO, exigeNumero: false, exigeLetra: false };

/** What the policy asks, in one sentence for the new-password fields' hint. */
export function descricaoDaPolitica(politica: PoliticaDeSenha): string {
  const exige = [politica.exigeLetra && 'uma letra', politica.exigeNumero && 'um número'].filter((p): p is string => typeof p === 'string');
  const minimo = `Pelo menos ${politica.tamanhoMinimo} caracteres`;
  return exige.length === 0 ? `${minimo}.` : `${minimo}, com pelo menos ${exige.join(' e ')}.`;
}

/** The password policy's errors for a new password and its confirmation (empty when it passes). */
export function errosDaNovaSenha(
  senha: string,
  confirmacao: string,
  campos: { senha: string; confirmacao: string },
  politica: PoliticaDeSenha = POLITICA_DE_SENHA_PADRAO,
): FieldError[] {
  const erros: FieldError[] = [];
  const minimo = Math.max(politica.tamanhoMinimo, SENHA_MINIMO);
  if (senha.trim() === '') erros.push({ field: campos.senha, message: 'Preenchimento obrigatório.' });
  else if (senha.length < minimo) erros.push({ field: campos.senha, message: `A senha deve ter pelo menos ${minimo} caracteres.` });
  else if (senha.length > SENHA_MAXIMO) erros.push({ field: campos.senha, message: `Tamanho máximo de ${SENHA_MAXIMO} excedido.` });
  else if (politica.exigeLetra && !/\p{L}/u.test(senha)) erros.push({ field: campos.senha, message: 'A senha deve conter pelo menos uma letra.' });
  else if (politica.exigeNumero && !/[0-9]/.test(senha)) erros.push({ field: campos.senha, message: 'A senha deve conter pelo menos um número.' });
  if (confirmacao !== senha) erros.push({ field: campos.confirmacao, message: 'As senhas não conferem.' });
  return erros;
}
