import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lerOfx } from '../../../../src/shared/financeiro/ofx/lerOfx.ts';
import { situacaoDasTransacoes } from '../../../../src/shared/financeiro/ofx/situacao.ts';
import type { ExtratoOfx, TransacaoOfx } from '../../../../src/shared/financeiro/ofx/tipos.ts';
import { centavosDoOfx } from '../../../../src/shared/financeiro/ofx/valor.ts';
import { escreverOfx, escreverValor, type Escrita } from './escrever.ts';

// Random statements written as banks write them (SGML 1.02 or XML 2.x, CP1252 or UTF-8, one line
// or many, any amount form) read back to the same statements.

const dia = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
// Accents, the CP1252 extras, and the characters a writer must escape.
const LETRAS = [...'abcXYZ019 çÇãõÁéÊíóúü€–“”&<>;#"\'/'];
const texto = (max: number) => fc.array(fc.constantFrom(...LETRAS), { maxLength: max }).map((cs) => cs.join('').trim());
const centavos = fc.integer({ min: -99_999_999_999, max: 99_999_999_999 });
// A small pool of FITIDs makes repeats, as Brazilian banks send them.
const fitid = fc.oneof(fc.constantFrom('0', '1', 'DOC'), fc.stringMatching(/^[A-Za-z0-9-]{1,16}$/));

const transacao = fc.record({
  fitid,
  data: fc.option(dia, { nil: null }),
  valorCentavos: centavos,
  memo: texto(40),
  tipo: fc.constantFrom('DEBIT', 'CREDIT', 'FEE', 'PAYMENT', 'INT', 'OTHER'),
  documento: fc.option(fc.stringMatching(/^\d{1,8}$/), { nil: null }),
});

/** The occurrences, counted here apart from the parser's own numbering. */
function numerar(lidas: Omit<TransacaoOfx, 'ocorrencia'>[]): TransacaoOfx[] {
  return lidas.map((t, i) => ({
    ...t,
    ocorrencia: lidas.slice(0, i + 1).filter((u) => u.fitid === t.fitid && u.data === t.data && u.valorCentavos === t.valorCentavos).length,
  }));
}

const extrato: fc.Arbitrary<ExtratoOfx> = fc
  .record({
    tipo: fc.constantFrom('BANCO' as const, 'CARTAO' as const),
    banco: fc.stringMatching(/^\d{3,4}$/),
    agencia: fc.option(fc.stringMatching(/^\d{4}(-\d)?$/), { nil: null }),
    conta: fc.stringMatching(/^[0-9X*]{4,16}(-[0-9X])?$/),
    inicio: fc.option(dia, { nil: null }),
    fim: fc.option(dia, { nil: null }),
    saldoFinal: fc.option(centavos, { nil: null }),
    transacoes: fc.array(transacao, { maxLength: 8 }).map(numerar),
  })
  .map((x) => (x.tipo === 'CARTAO' ? { ...x, banco: null, agencia: null } : x));

// A file lists its bank statements before its card statements.
const arquivo = fc
  .array(extrato, { minLength: 1, maxLength: 3 })
  .filter((xs) => xs.some((x) => x.transacoes.length > 0))
  .map((xs) => [...xs.filter((x) => x.tipo === 'BANCO'), ...xs.filter((x) => x.tipo === 'CARTAO')]);

const forma = fc.record({ marca: fc.constantFrom('.' as const, ',' as const), maisExplicito: fc.boolean(), agrupado: fc.boolean(), enxuto: fc.boolean() });
const escrita: fc.Arbitrary<Escrita> = fc.record({
  formato: fc.constantFrom('SGML' as const, 'XML' as const),
  codificacao: fc.constantFrom('CP1252' as const, 'UTF-8' as const),
  separador: fc.constantFrom('' as const, '\n' as const, '\r\n' as const),
  valor: forma,
  hora: fc.constantFrom('', '120000', '235959.999[-3:BRT]', '000000[-03:EST]'),
});

// The bytes decide the encoding (decodificar.ts): a CP1252 text that is also valid UTF-8 with
// accents ('Ç€', never Portuguese) is read as UTF-8 by design, so such draws are left out.
const ambiguo = (bytes: Uint8Array, e: Escrita): boolean => e.codificacao === 'CP1252' && bytes.some((b) => b > 0x7f) && decodificavel(bytes);
function decodificavel(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

describe('OFX properties', () => {
  it('(a) what is written as SGML 1.02 or XML 2.x, in CP1252 or UTF-8, reads back the same', () => {
    fc.assert(fc.property(arquivo, escrita, (extratos, e) => {
      const bytes = escreverOfx(extratos, e);
      fc.pre(!ambiguo(bytes, e));
      expect(lerOfx(bytes)).toEqual(extratos);
    }));
  });

  it('(b) importing the same file twice finds every dated line existente, every undated one conflito', () => {
    fc.assert(fc.property(arquivo, escrita, (extratos, e) => {
      const bytes = escreverOfx(extratos, e);
      fc.pre(!ambiguo(bytes, e));
      for (const x of lerOfx(bytes)) {
        const primeira = situacaoDasTransacoes(x, []);
        const importadas = primeira.flatMap((t) => (t.data === null ? [] : [{ fitid: t.fitid, data: t.data, valorCentavos: t.valorCentavos, ocorrencia: t.ocorrencia }]));
        const segunda = situacaoDasTransacoes(x, importadas);
        expect(segunda.map((t, i) => [t.situacao, x.transacoes[i]?.data === null])).toEqual(x.transacoes.map((t) => [t.data === null ? 'conflito' : 'existente', t.data === null]));
      }
    }));
  });

  it('(c) cents never drift: every amount form reads to the same whole cents, and so do the totals', () => {
    fc.assert(fc.property(centavos, forma, (c, f) => {
      expect(centavosDoOfx(escreverValor(c, f), 1)).toBe(c);
    }));
    fc.assert(fc.property(arquivo, escrita, (extratos, e) => {
      const total = (xs: readonly ExtratoOfx[]) => xs.flatMap((x) => x.transacoes).reduce((soma, t) => soma + t.valorCentavos, 0);
      const bytes = escreverOfx(extratos, e);
      fc.pre(!ambiguo(bytes, e));
      const lidos = lerOfx(bytes);
      expect(lidos.flatMap((x) => x.transacoes).every((t) => Number.isSafeInteger(t.valorCentavos))).toBe(true);
      expect(total(lidos)).toBe(total(extratos));
    }));
  });
});
