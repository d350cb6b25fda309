import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { definirRegistro, escreverRegistro, lerRegistro, type Campo } from '../../../../src/shared/mobilizacao/arquivos/campos.ts';
import { ErroDeArquivo } from '../../../../src/shared/mobilizacao/arquivos/erro.ts';

const CAMPOS: Campo[] = [
  { nome: 'tipo', inicio: 1, fim: 1, tipo: 'numerico', significado: 'Tipo de registro', fixo: '1' },
  { nome: 'nossoNumero', inicio: 2, fim: 11, tipo: 'numerico', significado: 'Nosso número' },
  { nome: 'sacado', inicio: 12, fim: 21, tipo: 'alfa', significado: 'Nome do pagador' },
  { nome: 'valor', inicio: 22, fim: 34, tipo: 'valor', significado: 'Valor do título' },
  { nome: 'vencimento', inicio: 35, fim: 42, tipo: 'data', significado: 'Vencimento' },
  { nome: 'ocorrencia', inicio: 43, fim: 48, tipo: 'data6', significado: 'Data da ocorrência' },
  { nome: 'brancos', inicio: 49, fim: 50, tipo: 'alfa', significado: 'Brancos' },
];
const DETALHE = definirRegistro('Detalhe de teste', 50, CAMPOS);

describe('a record table', () => {
  it('is refused when its fields leave a gap, overlap, repeat a name or miss the width', () => {
    expect(() => definirRegistro('x', 50, CAMPOS.filter((c) => c.nome !== 'sacado'))).toThrow('o campo valor ocupa 22–34; esperava começar em 12');
    expect(() => definirRegistro('x', 51, CAMPOS)).toThrow('os campos terminam em 50; o registro tem 51');
    expect(() => definirRegistro('x', 2, [CAMPOS[0] as Campo, { ...(CAMPOS[0] as Campo), inicio: 2, fim: 2 }])).toThrow('o campo tipo aparece duas vezes');
    expect(() => definirRegistro('x', 2, [{ nome: 'a', inicio: 1, fim: 2, tipo: 'alfa', significado: 'A', fixo: 'X' }])).toThrow('o valor fixo de a não tem 2 caracteres');
  });
});

describe('writing a record', () => {
  it('pads numbers with zeros, text with spaces (upper case, no accents, cut), dates as DDMMAAAA and DDMMAA', () => {
    const linha = escreverRegistro(DETALHE, { nossoNumero: '123', sacado: 'João da Conceição', valor: 3000, vencimento: '2026-03-15', ocorrencia: '2026-03-16' });
    expect(linha).toBe('10000000123JOAO DA CO000000000300015032026160326  ');
    expect(linha).toHaveLength(50);
  });

  it('writes zeros for an absent date and refuses a number that does not fit or is not digits', () => {
    expect(escreverRegistro(DETALHE, {}).slice(34, 48)).toBe('00000000000000');
    expect(() => escreverRegistro(DETALHE, { nossoNumero: '123456789012' })).toThrow('não cabe em 10 posições');
    expect(() => escreverRegistro(DETALHE, { nossoNumero: '12A' })).toThrow('não é número');
    expect(() => escreverRegistro(DETALHE, { valor: 12.5 })).toThrow('não são centavos');
    expect(() => escreverRegistro(DETALHE, { inexistente: 1 })).toThrow('não há o campo inexistente');
  });
});

describe('reading a record', () => {
  it('gives each field in its type', () => {
    const lido = lerRegistro(DETALHE, '10000000123JOAO DA CO000000000300015032026160326  ', 7);
    expect(lido.texto('nossoNumero')).toBe('0000000123');
    expect(lido.texto('sacado')).toBe('JOAO DA CO');
    expect(lido.centavos('valor')).toBe(3000);
    expect(lido.data('vencimento')).toBe('2026-03-15');
    expect(lido.data('ocorrencia')).toBe('2026-03-16');
  });

  it('points at the line and position of a field that is not what its table says', () => {
    const ler = (linha: string) => () => lerRegistro(DETALHE, linha, 7);
    expect(ler('20000000123JOAO DA CO000000000300015032026160326  ')).toThrow(new ErroDeArquivo(7, 1, 'Tipo de registro: esperava "1", encontrou "2"'));
    expect(ler('10000000123JOAO DA CO0000000003X0015032026160326  ')).toThrow('Linha 7, posição 22: Valor do título: esperava números');
    const dataErrada = lerRegistro(DETALHE, '10000000123JOAO DA CO000000000300031022026160326  ', 7);
    expect(() => dataErrada.data('vencimento')).toThrow('Linha 7, posição 35: Vencimento: "31022026" não é uma data');
  });

  it('reads blank or zero dates as none and blank numbers as zero', () => {
    const lido = lerRegistro(DETALHE, '1          JOAO DA CO             00000000      ', 1);
    expect(lido.data('vencimento')).toBeNull();
    expect(lido.data('ocorrencia')).toBeNull();
    expect(lido.centavos('valor')).toBe(0);
  });

  it('reads back what it wrote, for any amount, number and date', () => {
    const data = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2069-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 - 1 }), fc.stringMatching(/^\d{1,10}$/), data, data, (valor, nossoNumero, vencimento, ocorrencia) => {
        const lido = lerRegistro(DETALHE, escreverRegistro(DETALHE, { valor, nossoNumero, vencimento, ocorrencia }), 1);
        expect(lido.centavos('valor')).toBe(valor);
        expect(Number(lido.texto('nossoNumero'))).toBe(Number(nossoNumero));
        expect(lido.data('vencimento')).toBe(vencimento);
        expect(lido.data('ocorrencia')).toBe(ocorrencia);
      }),
    );
  });
});

describe('a year-first date (AAAAMMDD, FEBRABAN 150)', () => {
  const REGISTRO = definirRegistro('Data invertida', 9, [
    { nome: 'tipo', inicio: 1, fim: 1, tipo: 'alfa', significado: 'Código do registro', fixo: 'F' },
    { nome: 'data', inicio: 2, fim: 9, tipo: 'dataAnoMesDia', significado: 'Data do débito' },
  ]);

  it('is written year, month, day and read back; zeros are no date and a false date points at its position', () => {
    expect(escreverRegistro(REGISTRO, { data: '2026-03-15' })).toBe('F20260315');
    expect(lerRegistro(REGISTRO, 'F20260315', 3).data('data')).toBe('2026-03-15');
    expect(lerRegistro(REGISTRO, 'F00000000', 3).data('data')).toBeNull();
    expect(() => lerRegistro(REGISTRO, 'F20260231', 3).data('data')).toThrow('Linha 3, posição 2: Data do débito: "20260231" não é uma data');
  });
});
