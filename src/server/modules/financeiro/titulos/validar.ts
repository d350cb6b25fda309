import type { FieldError } from '../../../../shared/api/contract.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import { numero, type Registro } from '../valores.ts';
import { baixasDe, centavos, parcelasDe, reais, type BaixaLida } from './linhas.ts';
import { ativas, pagoPorParcela } from './situacao.ts';

// The rules of a título beyond each field's own: its installments add up to its value, to the
// cent, one per number; a stored baixa stays as it was (it is reversed, never edited or
// removed); a new baixa pays an installment that exists, and never more than its open balance.
// Two officers saving baixas of the same título at once: the save has locked the título, so the
// second one reads the first one's baixa here and is refused instead of paying twice.

export const MENSAGEM_SOMA_DAS_PARCELAS = 'A soma das parcelas (R$ {soma}) difere do valor do título (R$ {valor}).';
export const MENSAGEM_QUANTIDADE_DE_PARCELAS = 'Informe {quantidade} parcela(s), numeradas de 1 a {quantidade}.';
export const MENSAGEM_BAIXA_GRAVADA = 'Uma baixa gravada não é alterada nem excluída (estorne-a). Se outra pessoa registrou uma baixa, abra o título de novo.';
export const MENSAGEM_PARCELA_INEXISTENTE = 'O título não tem a parcela {numero}.';
export const MENSAGEM_SALDO_DA_PARCELA = 'O valor passa do saldo em aberto da parcela (R$ {saldo}).';
export const MENSAGEM_PARCELAS_PAGAS = 'Um título com baixa não muda as parcelas: estorne as baixas antes.';

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

const chaveDasParcelas = (registro: Registro): string => JSON.stringify(parcelasDe(registro).map((p) => [p.numero, p.vencimento, p.centavos]).sort((a, b) => Number(a[0]) - Number(b[0])));

/** Once a baixa has paid the título, its installments stay as they were: the baixas point at them by number. */
export function errosDasParcelasPagas(registro: Registro, antes: Registro | null): FieldError[] {
  if (antes === null || ativas(baixasDe(antes)).length === 0) return [];
  return chaveDasParcelas(registro) === chaveDasParcelas(antes) ? [] : [{ field: 'parcelas', message: MENSAGEM_PARCELAS_PAGAS }];
}

const mesmaBaixa = (a: BaixaLida, b: BaixaLida): boolean =>
  a.parcela === b.parcela && a.data === b.data && a.conta === b.conta && a.forma === b.forma && a.centavos === b.centavos && a.juros === b.juros && a.multa === b.multa && a.desconto === b.desconto;

export function errosDasBaixas(registro: Registro, antes: Registro | null): FieldError[] {
  const gravadas = antes === null ? [] : baixasDe(antes);
  const enviadas = baixasDe(registro);
  const porId = new Map(enviadas.flatMap((b) => (b.id === null ? [] : [[b.id, b] as const])));
  if (gravadas.some((g) => { const e = g.id === null ? undefined : porId.get(g.id); return e === undefined || !mesmaBaixa(g, e); })) {
    return [{ field: 'baixas', message: MENSAGEM_BAIXA_GRAVADA }];
  }
  const conhecidas = new Set(gravadas.map((g) => g.id));
  const parcelas = new Map(parcelasDe(registro).map((p) => [p.numero, p.centavos]));
  const pago = pagoPorParcela(gravadas);
  const erros: FieldError[] = [];
  enviadas.forEach((b, i) => {
    if (b.id !== null && conhecidas.has(b.id)) return;
    const valor = parcelas.get(b.parcela);
    if (valor === undefined) {
      erros.push({ field: `baixas.${i}.parcela`, message: interpolar(MENSAGEM_PARCELA_INEXISTENTE, { numero: b.parcela }) });
      return;
    }
    const saldo = valor - (pago.get(b.parcela) ?? 0);
    if (b.centavos > saldo) erros.push({ field: `baixas.${i}.valor`, message: interpolar(MENSAGEM_SALDO_DA_PARCELA, { saldo: real(Math.max(saldo, 0)) }) });
    pago.set(b.parcela, (pago.get(b.parcela) ?? 0) + b.centavos);
  });
  return erros;
}
