import { describe, expect, it } from 'vitest';
import { barrasDoCodigo, documentoDosBoletos, type BoletoParaImpressao } from '../../../../../src/server/modules/mobilizacao/boleto/documento.ts';
import { pdfDosBoletos } from '../../../../../src/server/modules/mobilizacao/boleto/pdf.ts';
import { textoDoPdf } from '../../../../support/pdf.ts';

// The Bradesco example of boleto_bancario's bradesco_spec.rb, printed for a donor.
const BOLETO: BoletoParaImpressao = {
  conta: { banco: '237', agencia: '1172', conta: '403005', convenio: '', carteira: '06' },
  titulo: { sequencial: '75896452', vencimento: '2012-12-28', valorCentavos: 295295, emissao: '2012-12-01' },
  beneficiario: { nome: 'Instituto Alicerce', cpfCnpj: '11222333000181', endereco: 'Rua das Flores, 10 – Centro – Curitiba/PR' },
  pagador: { nome: 'Maria da Conceição', cpfCnpj: '12345678909', endereco: 'Av. Brasil, 500 – Curitiba/PR' },
  numeroDoDocumento: 'DOA-000123',
  dataDoProcessamento: '2012-12-01',
  instrucoes: ['Doação mensal de dezembro de 2012.', 'Não receber após 30 dias do vencimento.'],
};

describe('the boleto PDF', () => {
  it('is a PDF whose text carries the linha digitável, nosso número, due date, amount and both parties', async () => {
    const pdf = await pdfDosBoletos([BOLETO]);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const texto = textoDoPdf(pdf);
    expect(texto).toContain('23791.17209 60007.589645 52040.300502 6 55610000295295');
    expect(texto).toContain('06/00075896452-5');
    expect(texto).toContain('28/12/2012');
    expect(texto).toContain('R$ 2.952,95');
    expect(texto).toContain('Instituto Alicerce – CPF/CNPJ 11.222.333/0001-81');
    expect(texto).toContain('Maria da Conceição – CPF/CNPJ 123.456.789-09');
    expect(texto).toContain('Não receber após 30 dias do vencimento.');
    expect(texto).toContain('237-2');
  });

  it('draws the barcode as 114 bars about 103 mm wide, one page per boleto', () => {
    const barras = barrasDoCodigo('23796556100002952951172060007589645204030050');
    expect(barras).toHaveLength(114);
    const ultima = barras.at(-1);
    expect(ultima?.type).toBe('rect');
    if (ultima?.type !== 'rect') return;
    expect(ultima.x + ultima.w).toBeCloseTo(292, 5);
    const documento = documentoDosBoletos([BOLETO, { ...BOLETO, titulo: { ...BOLETO.titulo, sequencial: '75896453' } }]);
    expect(documento.content).toHaveLength(2);
    expect(documento.content).toMatchObject([{ pageBreak: 'after' }, {}]);
  });
});
