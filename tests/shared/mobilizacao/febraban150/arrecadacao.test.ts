import { describe, expect, it } from 'vitest';
import { linhasDoArquivo } from '../../../../src/shared/mobilizacao/arquivos/linhas.ts';
import { modulo10 } from '../../../../src/shared/mobilizacao/boleto/modulos.ts';
import { codigoDeBarrasDaConta, escreverRetornoDeArrecadacao } from '../../../../src/shared/mobilizacao/febraban150/arrecadacao.ts';
import { lerRetornoFebraban150 } from '../../../../src/shared/mobilizacao/febraban150/retorno.ts';

// The utility's arrecadação return the demo and the tests send, read back by the return reader.

describe('a utility’s arrecadação return', () => {
  it('writes the bill’s barcode with its check digit and the installation at positions 20–29', () => {
    const codigo = codigoDeBarrasDaConta('3', '0042', 5000, '123456');
    expect(codigo).toHaveLength(44);
    expect(codigo.slice(0, 3)).toBe('836');
    expect(Number(codigo[3])).toBe(modulo10(codigo.slice(0, 3) + codigo.slice(4)));
    expect(codigo.slice(4, 15)).toBe('00000005000');
    expect(codigo.slice(15, 19)).toBe('0042');
    expect(codigo.slice(19, 29)).toBe('0000123456');
  });

  it('is read back by the FEBRABAN 150 return reader: agreement, barcode, amount and dates of each bill', () => {
    const linhas = escreverRetornoDeArrecadacao({
      convenio: '0042', nomeDaEmpresa: 'LUZ DO VALE', banco: '104', nomeDoBanco: 'CAIXA', dataDeGeracao: '2026-03-05', nsa: 3, segmento: '3', empresa: '0042',
      contas: [{ instalacao: '123456', valorCentavos: 3000, tarifaCentavos: 45, dataDoPagamento: '2026-03-02', dataDoCredito: '2026-03-04' }],
    });
    expect(linhas.map((l) => l.length)).toEqual([150, 150, 150]);
    const lido = lerRetornoFebraban150(linhasDoArquivo(new TextEncoder().encode(linhas.join('\r\n'))));
    expect(lido).toMatchObject({ layout: 'FEBRABAN150', convenio: '0042' });
    expect(lido.registros).toEqual([
      expect.objectContaining({ linha: 2, nossoNumero: codigoDeBarrasDaConta('3', '0042', 3000, '123456'), valorPagoCentavos: 3000, tarifaCentavos: 45, dataOcorrencia: '2026-03-02', dataCredito: '2026-03-04', categoria: 'liquidacao' }),
    ]);
  });
});
