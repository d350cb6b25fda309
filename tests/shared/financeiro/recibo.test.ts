import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { valorPorExtenso } from '../../../src/shared/financeiro/extenso.ts';
import { dataPorExtenso, numeroDoRecibo, textoDoRecibo, valorEmReais, type Emitente, type ReciboEmitido } from '../../../src/shared/financeiro/recibo.ts';

// The receipt's wording: the number with six digits, the amount in figures and in words, the payer's
// document masked as the register shows it, the place and date, and the signature block.

const recibo: ReciboEmitido = {
  numero: 123,
  pagadorNome: 'Maria da Silva',
  pagadorDocumento: '52998224725',
  valorCentavos: 123456,
  descricao: 'Mensalidade de março, parcela 1',
  dataPagamento: '2025-02-05',
  forma: 'PIX',
  data: '2025-02-06',
  via: 1,
};

const emitente: Emitente = {
  nome: 'Instituto Alicerce',
  unidade: 'Sede',
  cnpj: '11222333000181',
  endereco: 'Rua das Flores, 100 - Centro - São Paulo/SP',
  cidade: 'São Paulo',
  responsavel: 'Ana Souza',
  cargo: 'Tesoureira',
  declaracao: null,
};

describe('textoDoRecibo', () => {
  it('writes the issue\'s worked case: number, figures, words, masked CPF, place and date', () => {
    const texto = textoDoRecibo(recibo, emitente);
    expect(texto.titulo).toBe('RECIBO Nº 000123');
    expect(texto.valor).toBe('R$ 1.234,56');
    expect(texto.declaracao).toBe(
      'Recebemos de Maria da Silva, CPF 529.982.247-25, a importância de R$ 1.234,56 (mil duzentos e trinta e quatro reais e ' +
        'cinquenta e seis centavos), referente a Mensalidade de março, parcela 1, paga em 05/02/2025 por Pix.',
    );
    expect(texto.cabecalho).toEqual(['Instituto Alicerce', 'Sede', 'CNPJ 11.222.333/0001-81', 'Rua das Flores, 100 - Centro - São Paulo/SP']);
    expect(texto.localEData).toBe('São Paulo, 6 de fevereiro de 2025.');
    expect(texto.assinatura).toEqual(['Ana Souza', 'Tesoureira']);
    expect(texto.via).toBeNull();
  });

  it('names a CNPJ payer as such, and leaves out a document the register lacks', () => {
    expect(textoDoRecibo({ ...recibo, pagadorDocumento: '11.222.333/0001-81' }, emitente).declaracao).toContain('Maria da Silva, CNPJ 11.222.333/0001-81, a importância');
    expect(textoDoRecibo({ ...recibo, pagadorDocumento: null }, emitente).declaracao).toContain('Maria da Silva, a importância');
  });

  it('marks a reissue as its via, with the same number', () => {
    const texto = textoDoRecibo({ ...recibo, via: 2 }, emitente);
    expect(texto.via).toBe('2ª via');
    expect(texto.titulo).toBe('RECIBO Nº 000123');
  });

  it('leaves only the line to sign when the parameters name no signer, and the date alone without a place', () => {
    const texto = textoDoRecibo(recibo, { ...emitente, responsavel: null, cargo: null, cidade: null, cnpj: null, endereco: null, unidade: null });
    expect(texto.assinatura).toEqual([]);
    expect(texto.localEData).toBe('6 de fevereiro de 2025.');
    expect(texto.cabecalho).toEqual(['Instituto Alicerce']);
  });

  it('keeps numbers past six digits whole', () => {
    expect(numeroDoRecibo(1)).toBe('000001');
    expect(numeroDoRecibo(1234567)).toBe('1234567');
  });

  it('writes dates in words', () => {
    expect(dataPorExtenso('2024-12-31')).toBe('31 de dezembro de 2024');
    expect(dataPorExtenso('2025-01-01')).toBe('1 de janeiro de 2025');
  });

  it('states in figures and in words the same amount, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), (centavos) => {
        const { declaracao, valor } = textoDoRecibo({ ...recibo, valorCentavos: centavos }, emitente);
        expect(valor).toBe(valorEmReais(centavos));
        expect(declaracao).toContain(`${valor} (${valorPorExtenso(centavos)})`);
      }),
    );
  });
});
