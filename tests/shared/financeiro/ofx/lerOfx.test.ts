import { describe, expect, it } from 'vitest';
import { lerOfx } from '../../../../src/shared/financeiro/ofx/lerOfx.ts';
import type { ExtratoOfx, TransacaoOfx } from '../../../../src/shared/financeiro/ofx/tipos.ts';
import { arquivo } from './ler.ts';

// Worked cases: each fixture under arquivos/ is one quirk of what banks send, read to its exact output.

const ler = (nome: string): ExtratoOfx[] => lerOfx(arquivo(nome));
const so = (nome: string): ExtratoOfx => {
  const extratos = ler(nome);
  expect(extratos).toHaveLength(1);
  return extratos[0]!;
};
const linha = (fitid: string, data: string | null, valorCentavos: number, memo: string, resto: Partial<TransacaoOfx> = {}): TransacaoOfx => ({
  fitid, data, valorCentavos, memo, tipo: 'DEBIT', documento: null, ocorrencia: 1, ...resto,
});
const memos = (nome: string): string[] => so(nome).transacoes.map((t) => t.memo);

describe('lerOfx', () => {
  it('reads OFX 1.02 SGML with unclosed leaf elements, CP1252 declared and CRLF line ends', () => {
    expect(ler('sgml-sem-fechamento.ofx')).toEqual([{
      tipo: 'BANCO', banco: '0341', agencia: '1234', conta: '56789-0', inicio: '2024-01-01', fim: '2024-01-31', saldoFinal: 233710,
      transacoes: [
        linha('20240105001', '2024-01-05', -15000, 'PAGTO CONTA ÁGUA SABESP', { documento: '000123' }),
        linha('20240110001', '2024-01-10', 250000, 'DOAÇÃO JOÃO CONCEIÇÃO', { tipo: 'CREDIT' }),
        linha('20240131001', '2024-01-31', -1290, 'TARIFA PACOTE SERVIÇOS', { tipo: 'FEE' }),
      ],
    }]);
  });

  it('reads OFX 2.x XML with its prolog, UTF-8 declared', () => {
    expect(ler('xml-2x.ofx')).toEqual([{
      tipo: 'BANCO', banco: '001', agencia: '3456-7', conta: '98765-4', inicio: '2024-02-01', fim: '2024-02-29', saldoFinal: 100000,
      transacoes: [
        linha('A1', '2024-02-05', -8990, 'Compra cartão débito — Padaria São José'),
        linha('A2', '2024-02-20', 50000, 'PIX recebido', { tipo: 'CREDIT', documento: '778899' }),
      ],
    }]);
  });

  it('reads a file written on one line, header included', () => {
    expect(ler('uma-linha.ofx')).toEqual([{
      tipo: 'BANCO', banco: '237', agencia: '0101', conta: '11111-1', inicio: '2024-03-01', fim: '2024-03-31', saldoFinal: 1000,
      transacoes: [linha('X1', '2024-03-02', -1000, 'SAQUE'), linha('X2', '2024-03-03', 2000, 'DEPÓSITO', { tipo: 'CREDIT' })],
    }]);
  });

  it('reads self-closing tags as empty elements (an empty MEMO falls back to NAME)', () => {
    expect(so('auto-fechadas.ofx').transacoes).toEqual([linha('B1', '2024-02-10', -500, 'TARIFA'), linha('B2', '2024-02-11', -600, '')]);
  });

  it('keeps a bare & of a memo and decodes the references next to it', () => {
    expect(memos('e-comercial.ofx')).toEqual(['COMPRA C&A MODAS', 'P&G <LOJA> ç é', 'A & B &; &foo; R$<5']);
  });

  it('keeps CDATA as written', () => {
    expect(memos('cdata.ofx')).toEqual(['PAG <BOLETO> & CIA &amp;']);
  });

  it('reads an empty <DTPOSTED> and a missing one as no date, without swallowing the next elements', () => {
    expect(so('datas-vazias.ofx').transacoes).toEqual([
      linha('D1', null, -3000, 'SEM DATA'),
      linha('D2', null, -4000, 'SEM DTPOSTED'),
      linha('D3', '2024-04-05', -5000, 'COM DATA'),
    ]);
  });

  it('takes the date as written, whatever the time and time zone (no shift)', () => {
    expect(so('formatos-de-data.ofx').transacoes.map((t) => t.data)).toEqual(['2024-04-01', '2024-04-02', '2024-04-30', '2024-04-15', '2024-02-29', '2024-04-10']);
  });

  it('reads amounts with a decimal point or comma, signs, and digit grouping when both marks are present', () => {
    // -12.50, -12,50, +3,00, 1234.5, .50, 1.234,56, -1,234.56, -0,01, 100, -12.500, " -7.25 "
    expect(so('valores.ofx').transacoes.map((t) => t.valorCentavos)).toEqual([-1250, -1250, 300, 123450, 50, 123456, -123456, -1, 10000, -1250, -725]);
  });

  it('reads several statements of one file in order: two bank accounts and a credit card', () => {
    const extratos = ler('varios-extratos.ofx');
    expect(extratos.map(({ tipo, banco, agencia, conta, saldoFinal }) => ({ tipo, banco, agencia, conta, saldoFinal }))).toEqual([
      { tipo: 'BANCO', banco: '033', agencia: '4321', conta: '13000001-5', saldoFinal: 90000 },
      { tipo: 'BANCO', banco: '033', agencia: '4321', conta: '60000002-1', saldoFinal: 100456 },
      { tipo: 'CARTAO', banco: null, agencia: null, conta: '5555XXXXXXXX1234', saldoFinal: -25000 },
    ]);
    expect(extratos.map((e) => e.transacoes)).toEqual([
      [linha('S1', '2024-05-02', -10000, 'CONTA CORRENTE')],
      [linha('S1', '2024-05-31', 456, 'RENDIMENTO POUPANCA', { tipo: 'INT' })],
      [linha('K1', '2024-05-10', -25000, 'LIVRARIA')],
    ]);
  });

  it('reads a credit card statement (CCACCTFROM) keeping the file sign: purchases out, the payment in', () => {
    expect(ler('cartao.ofx')).toEqual([{
      tipo: 'CARTAO', banco: null, agencia: null, conta: '4111********1111', inicio: '2024-06-01', fim: '2024-06-30', saldoFinal: -123456,
      transacoes: [
        linha('66a1f0', '2024-06-03', -4590, 'Supermercado Pão de Açúcar'),
        linha('66a1f1', '2024-06-10', 30000, 'Pagamento recebido', { tipo: 'CREDIT' }),
      ],
    }]);
  });

  it('numbers the repeats of one FITID, date and amount; another date or amount starts again at 1', () => {
    expect(so('fitid-repetido.ofx').transacoes.map((t) => [t.fitid, t.data, t.valorCentavos, t.ocorrencia])).toEqual([
      ['0', '2024-04-10', -500, 1],
      ['0', '2024-04-10', -500, 2],
      ['0', '2024-04-10', -700, 1],
      ['0', '2024-04-11', -500, 1],
    ]);
  });

  it('gives back to its parent what an unknown empty element left unclosed took in', () => {
    expect(so('folha-desconhecida-vazia.ofx').transacoes).toEqual([linha('H1', '2024-04-02', -100, 'HISTORICO VAZIO'), linha('H2', '2024-04-03', -200, 'DEPOIS')]);
  });

  it('skips an SGML header wrapped in a comment', () => {
    expect(so('cabecalho-em-comentario.ofx').transacoes).toEqual([linha('G1', '2024-04-02', -100, 'COMENTARIO')]);
  });

  it('reads old Mac line ends (CR alone) and lower-case tags', () => {
    expect(so('cr-e-minusculas.ofx').transacoes).toEqual([linha('M1', '2024-04-02', -100, 'CR')]);
  });

  it.each([
    ['sem-cabecalho-cp1252.ofx', 'TÍTULO AÇÕES € – FIM'],
    ['utf8-nao-declarado.ofx', 'INSCRIÇÃO MÊS'],
    ['utf8-declarado-mas-cp1252.ofx', 'CONCEIÇÃO'],
    ['cp1252-declarado-mas-utf8.ofx', 'ANTECIPAÇÃO MASTERCARD'],
  ])('decodes %s', (nome, memo) => {
    expect(memos(nome)).toEqual([memo]);
  });
});
