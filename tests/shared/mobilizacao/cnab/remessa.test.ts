import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LayoutDeRegistro } from '../../../../src/shared/mobilizacao/arquivos/campos.ts';
import { CODIGOS_DOS_BANCOS, type CodigoDoBanco } from '../../../../src/shared/mobilizacao/cnab/bancos.ts';
import { gerarRemessa, lerRemessa } from '../../../../src/shared/mobilizacao/cnab/remessa.ts';
import type { CobrancaDaRemessa, LayoutDeRemessa } from '../../../../src/shared/mobilizacao/cnab/remessa-tipos.ts';
import { LAYOUTS_CNAB240 } from '../../../../src/shared/mobilizacao/cnab240/layouts.ts';
import { LAYOUTS_CNAB400 } from '../../../../src/shared/mobilizacao/cnab400/layouts.ts';
import { semAcentos } from '../../../../src/shared/texto/normalizar.ts';
import { cobrancas, pedido } from './exemplos.ts';

const LAYOUTS: LayoutDeRemessa[] = ['CNAB240', 'CNAB400'];
const CASOS = LAYOUTS.flatMap((layout) => CODIGOS_DOS_BANCOS.map((banco) => ({ layout, banco })));

/** The tables a charge is written in: a field none of them has is not kept by that bank's layout. */
const tabelas = (layout: LayoutDeRemessa, banco: CodigoDoBanco): LayoutDeRegistro[] => {
  if (layout === 'CNAB400') {
    const { detalhe, registroDeMulta } = LAYOUTS_CNAB400[banco];
    return registroDeMulta === undefined ? [detalhe] : [detalhe, registroDeMulta];
  }
  const { segmentoP, segmentoQ, segmentoR } = LAYOUTS_CNAB240[banco];
  return [segmentoP, segmentoQ, segmentoR];
};

const maiusculas = (texto: string, largura: number) => semAcentos(texto).toUpperCase().slice(0, largura).trim();
const semZeros = (numero: string) => numero.replace(/^0+/, '');

/** What the file keeps of a charge: text in upper case without accents, cut at the field; what the layout has no field for, empty. */
function guardado(layout: LayoutDeRemessa, banco: CodigoDoBanco, cobranca: CobrancaDaRemessa): CobrancaDaRemessa {
  const campos = tabelas(layout, banco).flatMap((tabela) => tabela.campos);
  const largura = (nome: string) => {
    const campo = campos.find((c) => c.nome === nome);
    return campo === undefined ? 0 : campo.fim - campo.inicio + 1;
  };
  const texto = (nome: string, valor: string) => maiusculas(valor, largura(nome));
  const semDigito = layout === 'CNAB400' && LAYOUTS_CNAB400[banco].nossoNumeroSemDigito;
  return {
    ...cobranca,
    nossoNumero: semZeros(semDigito ? cobranca.nossoNumero.slice(0, -1) : cobranca.nossoNumero),
    seuNumero: texto('seuNumero', cobranca.seuNumero),
    // Sicoob asks the interest as a monthly rate and the fine as a rate; Caixa the fine as a value.
    jurosAoDiaCentavos: largura('jurosAoDia') + largura('taxaMora') > 0 ? cobranca.jurosAoDiaCentavos : 0,
    multaCentesimos: largura('multa') + largura('valorMulta') + largura('taxaMulta') > 0 ? cobranca.multaCentesimos : 0,
    pagador: {
      nome: texto('nomePagador', cobranca.pagador.nome),
      documento: cobranca.pagador.documento,
      endereco: texto('enderecoPagador', cobranca.pagador.endereco),
      bairro: texto('bairroPagador', cobranca.pagador.bairro),
      cep: cobranca.pagador.cep,
      cidade: texto('cidadePagador', cobranca.pagador.cidade),
      uf: texto('ufPagador', cobranca.pagador.uf),
    },
  };
}

describe('a remittance written and read back with the same tables', () => {
  it.each(CASOS)('$layout of bank $banco gives back the same charges, sequence and date', ({ layout, banco }) => {
    const texto = gerarRemessa(pedido(layout, banco));
    const lida = lerRemessa(texto);
    expect(lida).toMatchObject({ layout, banco, geracao: '2026-03-02' });
    expect(lida.cobrancas.map((c) => ({ ...c, nossoNumero: semZeros(c.nossoNumero) }))).toEqual(cobrancas(banco).map((c) => guardado(layout, banco, c)));
  });

  it.each(CASOS)('$layout of bank $banco has lines of the layout width ending in CRLF, only Latin-1-safe characters', ({ layout, banco }) => {
    const texto = gerarRemessa(pedido(layout, banco));
    const largura = layout === 'CNAB240' ? 240 : 400;
    expect(texto.endsWith('\r\n')).toBe(true);
    const linhas = texto.split('\r\n').slice(0, -1);
    expect(linhas.every((linha) => linha.length === largura)).toBe(true);
    expect(texto).toMatch(/^[\x20-\x7e\r\n]*$/);
  });

  it('numbers the CNAB 400 records 1, 2, 3… in positions 395–400 and the CNAB 240 segments within the lote', () => {
    const linhas400 = gerarRemessa(pedido('CNAB400', '237')).split('\r\n').slice(0, -1);
    expect(linhas400.map((linha) => linha.slice(394, 400))).toEqual(['000001', '000002', '000003', '000004', '000005']);
    const linhas240 = gerarRemessa(pedido('CNAB240', '001')).split('\r\n').slice(0, -1);
    // Header, header de lote, P Q / P Q R / P Q, trailers.
    expect(linhas240.map((linha) => (linha.charAt(7) === '3' ? `3${linha.charAt(13)}` : linha.charAt(7)))).toEqual(['0', '1', '3P', '3Q', '3P', '3Q', '3R', '3P', '3Q', '5', '9']);
    expect(linhas240.slice(2, 9).map((linha) => linha.slice(8, 13))).toEqual(['00001', '00002', '00003', '00004', '00005', '00006', '00007']);
    expect(linhas240.at(-1)?.slice(23, 29)).toBe('000011');
  });

  it('replaces what a Latin-1 file cannot carry and removes accents', () => {
    const [primeira] = cobrancas('341');
    if (primeira === undefined) throw new Error('sem exemplo');
    const texto = gerarRemessa(pedido('CNAB400', '341', [{ ...primeira, pagador: { ...primeira.pagador, nome: 'Zoë ✓ Ñandú €' } }]));
    expect(lerRemessa(texto).cobrancas[0]?.pagador.nome).toBe('ZOE   NANDU');
  });
});

describe('the fine and the rates in CNAB 400 (charge DOA-102: R$ 125,50, 2 % fine, 4 cents a day)', () => {
  const linhas = (banco: CodigoDoBanco) => gerarRemessa(pedido('CNAB400', banco)).split('\r\n').slice(0, -1);
  const segunda = (banco: CodigoDoBanco) => lerRemessa(gerarRemessa(pedido('CNAB400', banco))).cobrancas[1];

  it('Banco do Brasil writes the record "5" after the charge, numbered in sequence, and reads the fine back', () => {
    const arquivo = linhas('001');
    expect(arquivo.map((linha) => linha.charAt(0))).toEqual(['0', '7', '7', '5', '7', '9']);
    expect(arquivo[3]?.slice(0, 22)).toBe('5992150326000000000200');
    expect(arquivo.map((linha) => linha.slice(394))).toEqual(['000001', '000002', '000003', '000004', '000005', '000006']);
    expect(segunda('001')?.multaCentesimos).toBe(200);
  });

  it('Itaú writes the record "2" with the date in DDMMAAAA and reads the fine back', () => {
    const arquivo = linhas('341');
    expect(arquivo.map((linha) => linha.charAt(0))).toEqual(['0', '1', '1', '2', '1', '9']);
    expect(arquivo[3]?.slice(0, 23)).toBe('22150320260000000000200');
    expect(segunda('341')?.multaCentesimos).toBe(200);
  });

  it('Caixa writes the fine as R$ 2,51 from the due date and reads back 2 %', () => {
    expect(linhas('104')[2]?.slice(351, 367)).toBe('1503260000000251');
    expect(segunda('104')?.multaCentesimos).toBe(200);
  });

  it('Sicoob writes 0,9562 % a month and a 2,0000 % fine and reads back 4 cents a day and 2 %', () => {
    expect(linhas('756')[2]?.slice(160, 172)).toBe('009562020000');
    expect(segunda('756')).toMatchObject({ jurosAoDiaCentavos: 4, multaCentesimos: 200 });
  });

  it('a fine record with no charge before it is refused at its line', () => {
    const arquivo = linhas('001');
    const semDetalhe = [arquivo[0], arquivo[3], arquivo[5]].join('\r\n');
    expect(() => lerRemessa(semDetalhe)).toThrow('Linha 2, posição 1');
  });
});

const arbitraria = fc.record({
  valorCentavos: fc.integer({ min: 1, max: 99_999_999 }),
  jurosAoDiaCentavos: fc.integer({ min: 0, max: 9_999 }),
  multaCentesimos: fc.integer({ min: 0, max: 2_000 }),
});

describe('the trailer totals', () => {
  it('equal the count and the sum of the charges (CNAB 240 trailer de lote of every bank; Santander CNAB 400 trailer)', () => {
    const bancos = fc.constantFrom(...CODIGOS_DOS_BANCOS);
    fc.assert(
      fc.property(bancos, fc.array(arbitraria, { minLength: 1, maxLength: 30 }), fc.boolean(), (banco, valores, em400) => {
        const layout: LayoutDeRemessa = em400 ? 'CNAB400' : 'CNAB240';
        const base = cobrancas(banco)[0];
        if (base === undefined) throw new Error('sem exemplo');
        const lista = valores.map((valor) => ({ ...base, ...valor }));
        const lida = lerRemessa(gerarRemessa(pedido(layout, banco, lista)));
        const soma = lista.reduce((total, c) => total + c.valorCentavos, 0);
        expect(lida.cobrancas.reduce((total, c) => total + c.valorCentavos, 0)).toBe(soma);
        if (layout === 'CNAB240' || banco === '033') expect(lida.totais).toEqual({ quantidade: lista.length, valorCentavos: soma });
        else expect(lida.totais).toBeNull();
      }),
      { numRuns: 150 },
    );
  });
});
