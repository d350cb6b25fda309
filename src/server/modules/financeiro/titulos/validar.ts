import type { FieldError } from '../../../../shared/api/contract.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import { numero, type Registro } from '../valores.ts';
import { baixasDe, centavos, parcelasDe, reais } from './linhas.ts';

// The rules of a título beyond each field's own: its installments add up to its value, to the
// cent, one per number; its baixas come only through the baixar action (acoes.ts). Once paid, its
// value, due date and installments, and always the form's baixas list of a stored título, are
// read only (the descriptor's somenteLeituraSe, which the engine enforces with its reason).

export const MENSAGEM_SOMA_DAS_PARCELAS = 'A soma das parcelas (R$ {soma}) difere do valor do título (R$ {valor}).';
export const MENSAGEM_QUANTIDADE_DE_PARCELAS = 'Informe {quantidade} parcela(s), numeradas de 1 a {quantidade}.';
export const MENSAGEM_BAIXA_NA_INCLUSAO = 'Grave o título antes: as baixas são registradas depois, pelo botão Receber ou Pagar.';

const real = (c: number): string => formatMoney(reais(c));

export function errosDasParcelas(registro: Registro): FieldError[] {
  const parcelas = parcelasDe(registro);
  const quantidade = numero(registro['quantidadeParcelas']);
  const valor = numero(registro['valor']);
  if (quantidade === null || valor === null) return [];
  const numeros = new Set(parcelas.map((p) => p.numero));
  const sequencia = parcelas.length === quantidade && numeros.size === quantidade && [...numeros].every((n) => n >= 1 && n <= quantidade);
  if (!sequencia) return [{ field: 'parcelas', message: interpolar(MENSAGEM_QUANTIDADE_DE_PARCELAS, { quantidade }) }];
  const soma = parcelas.reduce((s, p) => s + p.centavos, 0);
  if (soma !== centavos(valor)) return [{ field: 'parcelas', message: interpolar(MENSAGEM_SOMA_DAS_PARCELAS, { soma: real(soma), valor: real(centavos(valor)) }) }];
  return [];
}

/** A baixa is recorded by the baixar action on a stored título (its dialog), never within the título's first save. */
export function errosDasBaixasNaInclusao(registro: Registro, antes: Registro | null): FieldError[] {
  return antes === null && baixasDe(registro).length > 0 ? [{ field: 'baixas', message: MENSAGEM_BAIXA_NA_INCLUSAO }] : [];
}
