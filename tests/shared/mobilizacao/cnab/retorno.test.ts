import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ErroDeArquivo } from '../../../../src/shared/mobilizacao/arquivos/erro.ts';
import { CODIGOS_DOS_BANCOS, type CodigoDoBanco } from '../../../../src/shared/mobilizacao/cnab/bancos.ts';
import { ocorrenciaDe } from '../../../../src/shared/mobilizacao/cnab/ocorrencias.ts';
import { OCORRENCIAS } from '../../../../src/shared/mobilizacao/cnab/ocorrencias/index.ts';
import { gerarRemessa, lerRemessa } from '../../../../src/shared/mobilizacao/cnab/remessa.ts';
import { lerRetorno } from '../../../../src/shared/mobilizacao/retorno.ts';
import { NOSSOS_NUMEROS, pedido } from './exemplos.ts';
import { MOTIVOS_DA_REJEICAO, OCORRENCIAS_DO_EXEMPLO } from './retornos-esperados.ts';

const fixture = (nome: string): Uint8Array => new Uint8Array(readFileSync(`tests/fixtures/cnab/${nome}`));
const semZeros = (texto: string) => texto.replace(/^0+/, '');
/** Text back to the Latin-1 bytes the banks send. */
const latin1 = (texto: string): Uint8Array => Uint8Array.from(texto, (caractere) => caractere.charCodeAt(0));
const texto = (nome: string): string => new TextDecoder('latin1').decode(fixture(nome));

const CONVENIOS: Record<'CNAB240' | 'CNAB400', Record<CodigoDoBanco, string>> = {
  CNAB240: { '001': '1234567', '237': '4567890', '341': '57' + '12345', '104': '123456', '033': '345600001234567', '748': '12345', '756': '4321' + '000000098765' },
  CNAB400: { '001': '1234567', '237': '4567890', '341': '57' + '12345', '104': '123456', '033': '1234567', '748': '12345', '756': '123456' },
};

const CASOS = (['CNAB240', 'CNAB400'] as const).flatMap((layout) => CODIGOS_DOS_BANCOS.map((banco) => ({ layout, banco })));

describe('a bank return file', () => {
  it.each(CASOS)('$layout of bank $banco: layout and bank detected, an entry, a payment, a rejection and a write-off read', ({ layout, banco }) => {
    const lido = lerRetorno(fixture(`retorno-${layout.toLowerCase()}-${banco}.ret`));
    expect(lido).toMatchObject({ banco, layout });
    expect(semZeros(lido.convenio)).toBe(CONVENIOS[layout][banco]);
    const [nn1, nn2, nn3] = NOSSOS_NUMEROS[banco].map(semZeros);
    expect(lido.registros.map((r) => semZeros(r.nossoNumero))).toEqual([nn1, nn2, nn3, nn1]);
    expect(lido.registros.map((r) => r.ocorrencia)).toEqual(OCORRENCIAS_DO_EXEMPLO[layout][banco]);
    expect(lido.registros.map((r) => r.categoria)).toEqual(['entrada', 'liquidacao', 'rejeicao', 'baixa']);
    const [entrada, liquidacao, rejeicao] = lido.registros;
    expect(entrada).toMatchObject({ valorTituloCentavos: 5000, valorPagoCentavos: 0, tarifaCentavos: 150, dataOcorrencia: '2026-03-03', dataCredito: null, motivos: [] });
    expect(liquidacao).toMatchObject({
      valorTituloCentavos: 12_550,
      valorPagoCentavos: 12_600,
      jurosCentavos: 50,
      tarifaCentavos: 250,
      dataOcorrencia: '2026-03-16',
      dataCredito: '2026-03-17',
    });
    expect(rejeicao?.motivos).toEqual(MOTIVOS_DA_REJEICAO[layout][banco]);
    expect(rejeicao?.descricaoOcorrencia).toBe(ocorrenciaDe(OCORRENCIAS[layout][banco], OCORRENCIAS_DO_EXEMPLO[layout][banco][2]).descricao);
    expect(lido.registros.map((r) => r.linha)).toEqual(layout === 'CNAB240' ? [3, 5, 7, 9] : [2, 3, 4, 5]);
  });

  it('reads the Latin-1 bytes the banks send (the payer\'s and the institution\'s names with accents)', () => {
    const bytes = fixture('retorno-cnab240-033.ret');
    expect(bytes.includes(0xc7)).toBe(true);
    expect(lerRetorno(bytes).registros).toHaveLength(4);
  });

  it('reads a file with 241 columns, one with the trailing spaces cut and one ending in an end-of-file mark', () => {
    expect(lerRetorno(fixture('retorno-cnab240-104.ret')).registros).toHaveLength(4);
    expect(lerRetorno(fixture('retorno-cnab240-748.ret')).registros).toHaveLength(4);
    const comMarca = new Uint8Array([...fixture('retorno-cnab400-237.ret'), 0x1a]);
    expect(lerRetorno(comMarca).registros).toHaveLength(4);
  });

  it('describes a code its bank’s table does not have as unknown, changing nothing', () => {
    const linhas = texto('retorno-cnab400-237.ret').split('\n');
    linhas[1] = `${linhas[1]?.slice(0, 108)}77${linhas[1]?.slice(110)}`;
    const [registro] = lerRetorno(latin1(linhas.join('\n'))).registros;
    expect(registro).toMatchObject({ ocorrencia: '77', categoria: 'outra', descricaoOcorrencia: 'Ocorrência 77 desconhecida' });
  });
});

const erroDe = (conteudo: Uint8Array | string): ErroDeArquivo => {
  try {
    lerRetorno(typeof conteudo === 'string' ? latin1(conteudo) : conteudo);
  } catch (erro) {
    if (erro instanceof ErroDeArquivo) return erro;
    throw erro;
  }
  throw new Error('o arquivo foi lido');
};

describe('a file that cannot be read', () => {
  it('of another width is refused naming the width found', () => {
    expect(erroDe(`${'H'.repeat(180)}\r\n${'D'.repeat(180)}\r\n`).message).toBe('Linha 1, posição 1: Arquivo de 180 caracteres por linha: não é CNAB 240, CNAB 400 nem FEBRABAN 150');
    expect(erroDe('').message).toBe('Linha 1, posição 1: o arquivo está vazio');
  });

  it('of a bank not read here is refused naming the bank', () => {
    const linhas = texto('retorno-cnab240-001.ret').split('\r\n');
    linhas[0] = `999${linhas[0]?.slice(3)}`;
    expect(erroDe(linhas.join('\r\n')).message).toBe('Linha 1, posição 1: Banco 999 no cabeçalho: não é um dos bancos lidos');
    const linhas400 = texto('retorno-cnab400-341.ret').split('\n');
    linhas400[0] = `${linhas400[0]?.slice(0, 76)}422${linhas400[0]?.slice(79)}`;
    expect(erroDe(linhas400.join('\n')).message).toBe('Linha 1, posição 77: Banco 422 no cabeçalho: não é um dos bancos lidos');
  });

  it('with a malformed line is refused at its line and position', () => {
    const linhas = texto('retorno-cnab400-033.ret').split('\n');
    linhas[2] = `${linhas[2]?.slice(0, 253)}12A4567890123${linhas[2]?.slice(266)}`;
    expect(erroDe(linhas.join('\n'))).toMatchObject({ linha: 3, posicao: 254 });
    const de240 = texto('retorno-cnab240-237.ret').split('\r\n');
    de240[5] = `${de240[5]?.slice(0, 145)}31022026${de240[5]?.slice(153)}`;
    expect(erroDe(de240.join('\r\n')).message).toBe('Linha 6, posição 146: Data da efetivação do crédito: "31022026" não é uma data');
  });

  it('with a segment T without its U is refused where the U should be', () => {
    const linhas = texto('retorno-cnab240-756.ret').split('\r\n');
    linhas.splice(3, 1);
    expect(erroDe(linhas.join('\r\n'))).toMatchObject({ linha: 4, posicao: 14 });
  });

  it('of 150 columns is read by the FEBRABAN 150 reader, which refuses a header it cannot read', () => {
    expect(lerRetorno(new Uint8Array(readFileSync('tests/fixtures/febraban150/debito-retorno.txt'))).layout).toBe('FEBRABAN150');
    expect(erroDe(`A${'1'.repeat(149)}\r\n`)).toBeInstanceOf(ErroDeArquivo);
  });

  it('that is a remittance, not a return, is refused at the header', () => {
    expect(erroDe(gerarRemessa(pedido('CNAB400', '237')))).toMatchObject({ linha: 1, posicao: 2 });
    expect(erroDe(gerarRemessa(pedido('CNAB240', '748'))).message).toBe('Linha 1, posição 143: Código remessa/retorno: esperava "2" (retorno), encontrou "1"');
  });

  it('of half a million short lines is refused without exhausting the stack', () => {
    expect(erroDe('X\n'.repeat(500_000)).message).toBe('Linha 1, posição 1: Arquivo de 1 caracteres por linha: não é CNAB 240, CNAB 400 nem FEBRABAN 150');
  });
});

describe('the remittance fixtures', () => {
  it.each(CASOS)('$layout of bank $banco is what the writer writes today and reads back its three charges', ({ layout, banco }) => {
    const bytes = fixture(`remessa-${layout.toLowerCase()}-${banco}.rem`);
    expect(new TextDecoder('latin1').decode(bytes)).toBe(gerarRemessa(pedido(layout, banco)));
    expect(lerRemessa(bytes).cobrancas).toHaveLength(3);
  });
});

// Codes each bank gives its own meaning, checked against laravel-boleto (src/Cnab/Retorno/<layout>/Banco/<Banco>.php)
// and ACBr (Fontes/ACBrBoleto/ACBrBanco<Banco>.pas), which agree on them.
describe('the occurrence tables where a bank departs from the standard', () => {
  it('Caixa CNAB 240: 46 is an on-line payment and 44–47 are Caixa’s own (not the FEBRABAN cheque and protest codes)', () => {
    const caixa = OCORRENCIAS.CNAB240['104'];
    expect(ocorrenciaDe(caixa, '46')).toEqual({ descricao: 'Liquidação on-line', categoria: 'liquidacao' });
    expect(ocorrenciaDe(caixa, '47').categoria).toBe('outra');
    expect(ocorrenciaDe(caixa, '44').descricao).toBe('Estorno de baixa ou liquidação');
    expect(ocorrenciaDe(caixa, '40').categoria).toBe('rejeicao');
    expect(ocorrenciaDe(OCORRENCIAS.CNAB240['001'], '46').categoria).toBe('outra');
  });

  it('the FEBRABAN CNAB 240 table names the 08.x codes up to 60 (laravel-boleto Cnab240/Banco/Bancoob.php) and none of 38–60 changes a charge', () => {
    const sicoob = OCORRENCIAS.CNAB240['756'];
    for (let codigo = 38; codigo <= 60; codigo += 1) {
      const ocorrencia = ocorrenciaDe(sicoob, String(codigo));
      expect(ocorrencia.descricao, String(codigo)).not.toMatch(/desconhecida/);
      expect(ocorrencia.categoria, String(codigo)).toBe('outra');
    }
  });

  it('Banco do Brasil CNAB 400 knows the instructions’ confirmations (26, 31–39, 41, 42, 72) and none of them changes a charge', () => {
    const bb = OCORRENCIAS.CNAB400['001'];
    for (const codigo of ['26', '31', '32', '33', '34', '35', '36', '37', '38', '39', '41', '42', '72']) expect(ocorrenciaDe(bb, codigo).descricao, codigo).not.toMatch(/desconhecida/);
    expect(ocorrenciaDe(bb, '35')).toEqual({ descricao: 'Cobrar multa', categoria: 'outra' });
  });

  it('Bradesco CNAB 400: a cheque still to clear (16) is not a payment; 18, 21, 68 and 69 are named', () => {
    const bradesco = OCORRENCIAS.CNAB400['237'];
    expect(ocorrenciaDe(bradesco, '16').categoria).toBe('outra');
    for (const codigo of ['06', '15', '17']) expect(ocorrenciaDe(bradesco, codigo).categoria, codigo).toBe('liquidacao');
    for (const codigo of ['18', '21', '68', '69']) expect(ocorrenciaDe(bradesco, codigo).descricao, codigo).not.toMatch(/desconhecida/);
  });

  it('Itaú CNAB 400 knows its tariffs and costs (26–46, 48, 51–56, 61–63, 74–93) as changing nothing', () => {
    const itau = OCORRENCIAS.CNAB400['341'];
    for (const codigo of ['26', '29', '33', '40', '46', '48', '51', '56', '61', '63', '72', '74', '80', '93']) expect(ocorrenciaDe(itau, codigo), codigo).toMatchObject({ categoria: 'outra' });
    expect(ocorrenciaDe(itau, '72').descricao).toBe('Baixa por crédito em conta via SISPAG sem título correspondente');
  });
});
