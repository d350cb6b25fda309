import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ErroDeArquivo } from '../../../../src/shared/mobilizacao/arquivos/erro.ts';
import { linhasDoArquivo } from '../../../../src/shared/mobilizacao/arquivos/linhas.ts';
import { RETORNOS_DO_DEBITO } from '../../../../src/shared/mobilizacao/febraban150/ocorrencias.ts';
import { lerRetornoFebraban150 } from '../../../../src/shared/mobilizacao/febraban150/retorno.ts';

const fixture = (nome: string) => linhasDoArquivo(readFileSync(new URL(`../../../fixtures/febraban150/${nome}`, import.meta.url)));

const zerado = { tarifaCentavos: 0, jurosCentavos: 0, descontoCentavos: 0, dataCredito: null, motivos: [] };

describe('the débito automático return', () => {
  it('reads the header and every F with its return code, meaning and category (CRLF, a trailer with its spaces cut)', () => {
    const retorno = lerRetornoFebraban150(fixture('debito-retorno.txt'));
    expect(retorno).toMatchObject({ banco: '001', layout: 'FEBRABAN150', convenio: 'ALICERCE0001' });
    expect(retorno.registros).toEqual([
      { linha: 2, nossoNumero: '00000000001', ocorrencia: '00', descricaoOcorrencia: 'Débito efetuado', categoria: 'liquidacao', valorTituloCentavos: 3000, valorPagoCentavos: 3000, dataOcorrencia: '2026-03-10', ...zerado },
      { linha: 3, nossoNumero: '00000000002', ocorrencia: '01', descricaoOcorrencia: 'Débito não efetuado – insuficiência de fundos', categoria: 'rejeicao', valorTituloCentavos: 5000, valorPagoCentavos: 0, dataOcorrencia: '2026-03-10', ...zerado },
      { linha: 4, nossoNumero: '00000000004', ocorrencia: '31', descricaoOcorrencia: 'Débito efetuado em data diferente da informada – feriado na praça de débito', categoria: 'liquidacao', valorTituloCentavos: 4500, valorPagoCentavos: 4500, dataOcorrencia: '2026-03-11', ...zerado },
      { linha: 5, nossoNumero: '00000000003', ocorrencia: '99', descricaoOcorrencia: 'Cancelamento – cancelado conforme solicitação', categoria: 'baixa', valorTituloCentavos: 2500, valorPagoCentavos: 0, dataOcorrencia: '2026-03-15', ...zerado },
    ]);
  });

  it('keeps the return codes as data: every code of the manual has a category, and an unknown code is shown, not guessed', () => {
    expect(Object.keys(RETORNOS_DO_DEBITO).sort()).toEqual(['00', '01', '02', '04', '05', '10', '12', '13', '14', '15', '18', '19', '20', '30', '31', '96', '97', '98', '99']);
    const linhas = fixture('debito-retorno.txt');
    linhas[1] = `${(linhas[1] ?? '').slice(0, 67)}77${(linhas[1] ?? '').slice(69)}`;
    expect(lerRetornoFebraban150(linhas).registros[0]).toMatchObject({ ocorrencia: '77', descricaoOcorrencia: 'Código 77 não previsto no débito automático FEBRABAN', categoria: 'outra', valorPagoCentavos: 0 });
  });
});

describe('registrations, changes of identification and agencies in a return', () => {
  it('are checked by their tables and leave the charges alone', () => {
    const [a, ...resto] = fixture('debito-retorno.txt');
    const b = `BDOADOR-000123            123400000123456789${'20260301'}${' '.repeat(97)}2`;
    const h = `HDOADOR-000123            123400000123456789DOADOR-000124            ${'ALTERADO'.padEnd(58)}${' '.repeat(22)}0`;
    const x = `X1234${'AGENCIA CENTRO'.padEnd(30)}${'RUA XV DE NOVEMBRO'.padEnd(30)}${'100'.padEnd(5)}80020310CURITIBA            PRA${' '.repeat(49)}`;
    const z = `Z000009${(resto.at(-1) ?? '').slice(7)}`;
    const retorno = lerRetornoFebraban150([a ?? '', b, h, x, ...resto.slice(0, -1), z]);
    expect(retorno.registros.map((r) => [r.linha, r.nossoNumero])).toEqual([[5, '00000000001'], [6, '00000000002'], [7, '00000000004'], [8, '00000000003']]);
  });
});

describe('the utility collections return (arrecadação)', () => {
  it('reads every G: barcode, amount, fee, payment and credit dates (LF)', () => {
    const retorno = lerRetornoFebraban150(fixture('arrecadacao-retorno.txt'));
    expect(retorno).toMatchObject({ banco: '104', layout: 'FEBRABAN150', convenio: '00001234' });
    expect(retorno.registros).toEqual([
      { linha: 2, nossoNumero: '83650000000150001230987654321000000000000000', ocorrencia: '3', descricaoOcorrencia: 'Arrecadado pela internet com fatura', categoria: 'liquidacao', valorTituloCentavos: 1500, valorPagoCentavos: 1500, tarifaCentavos: 35, jurosCentavos: 0, descontoCentavos: 0, dataOcorrencia: '2026-03-02', dataCredito: '2026-03-04', motivos: [] },
      { linha: 3, nossoNumero: '83680000000200001230123456789000000000000000', ocorrencia: '1', descricaoOcorrencia: 'Arrecadado no guichê de caixa com fatura', categoria: 'liquidacao', valorTituloCentavos: 2000, valorPagoCentavos: 2000, tarifaCentavos: 35, jurosCentavos: 0, descontoCentavos: 0, dataOcorrencia: '2026-03-03', dataCredito: '2026-03-05', motivos: [] },
    ]);
  });
});

describe('a malformed return is refused at its line and position, nothing read', () => {
  const linhas = () => fixture('debito-retorno.txt');
  const erro = (alterar: (l: string[]) => string[]) => {
    try {
      lerRetornoFebraban150(alterar(linhas()));
    } catch (e) {
      if (e instanceof ErroDeArquivo) return e.message;
      throw e;
    }
    throw new Error('o arquivo foi aceito');
  };
  const trocar = (linha: string, posicao: number, texto: string) => `${linha.slice(0, posicao - 1)}${texto}${linha.slice(posicao - 1 + texto.length)}`;

  it('a remittance sent as a return, an empty file, or one that does not start with A', () => {
    expect(erro((l) => [trocar(l[0] ?? '', 2, '1'), ...l.slice(1)])).toBe('Linha 1, posição 2: o arquivo é de remessa; esperava um arquivo de retorno');
    expect(erro(() => [])).toBe('Linha 1, posição 1: o arquivo está vazio');
    expect(erro((l) => l.slice(1))).toBe('Linha 1, posição 1: o arquivo começa pelo registro A (header); encontrou "F"');
  });

  it('an unknown record, a record of a remittance, a second header', () => {
    expect(erro((l) => [l[0] ?? '', trocar(l[1] ?? '', 1, 'Q'), ...l.slice(2)])).toBe('Linha 2, posição 1: o registro "Q" não existe no layout FEBRABAN 150');
    expect(erro((l) => [l[0] ?? '', trocar(l[1] ?? '', 1, 'E'), ...l.slice(2)])).toBe('Linha 2, posição 1: o registro E não cabe num arquivo de retorno');
    expect(erro((l) => [l[0] ?? '', l[0] ?? '', ...l.slice(1)])).toBe('Linha 2, posição 1: um segundo registro A (header)');
  });

  it('a missing trailer, lines after it, a count or a sum that does not match', () => {
    expect(erro((l) => l.slice(0, -1))).toBe('Linha 5, posição 1: o arquivo termina sem o registro Z (trailer)');
    expect(erro((l) => [...l, l[1] ?? ''])).toBe('Linha 7, posição 1: há registros depois do registro Z (trailer)');
    expect(erro((l) => [...l.slice(0, -1), trocar(l[5] ?? '', 2, '000007')])).toBe('Linha 6, posição 2: o trailer conta 7 registros; o arquivo tem 6');
    expect(erro((l) => [...l.slice(0, -1), trocar(l[5] ?? '', 8, '00000000000015001')])).toBe('Linha 6, posição 8: o trailer soma R$ 150,01; os registros somam R$ 150,00');
  });

  it('a value that is not a number, a false date, a line longer than 150 positions', () => {
    expect(erro((l) => [l[0] ?? '', trocar(l[1] ?? '', 60, 'X'), ...l.slice(2)])).toBe('Linha 2, posição 53: Valor do débito: esperava números, encontrou "0000000X0003000"');
    expect(erro((l) => [l[0] ?? '', trocar(l[1] ?? '', 45, '20260231'), ...l.slice(2)])).toBe('Linha 2, posição 45: Data do débito: "20260231" não é uma data');
    expect(erro((l) => [l[0] ?? '', `${l[1] ?? ''}9`, ...l.slice(2)])).toBe('Linha 2, posição 151: a linha tem 151 caracteres; o layout tem 150');
  });
});
