import { describe, expect, it } from 'vitest';
import type { ContaDeCobranca, TituloDoBoleto } from '../../../../src/shared/mobilizacao/boleto/bancos/tipos.ts';
import { BANCOS } from '../../../../src/shared/mobilizacao/boleto/bancos/index.ts';
import { calcularBoleto } from '../../../../src/shared/mobilizacao/boleto/boleto.ts';

// Each bank's worked cases come from published examples: the banks' manuals as the well-known
// open-source libraries quote them in their tests. Every case checks the nosso número with its
// digit, the 44-digit barcode and the formatted linha digitável.

interface Caso {
  fonte: string;
  conta: ContaDeCobranca;
  titulo: TituloDoBoleto;
  nossoNumero: string;
  codigoDeBarras?: string;
  linhaDigitavel: string;
}

const titulo = (sequencial: string, vencimento: string, valorCentavos: number, emissao = vencimento): TituloDoBoleto => ({ sequencial, vencimento, valorCentavos, emissao });

const CASOS: Caso[] = [
  {
    fonte: 'openboleto/openboleto tests/OpenBoleto/Banco/BancoDoBrasilTest.php (convênio de 7 dígitos)',
    conta: { banco: '001', agencia: '1545', conta: '10403005', convenio: '1234567', carteira: '18' },
    titulo: titulo('1', '2013-01-01', 1050),
    nossoNumero: '12345670000000001',
    linhaDigitavel: '00190.00009 01234.567004 00000.001180 7 55650000001050',
  },
  {
    fonte: 'openboleto/openboleto tests/OpenBoleto/Banco/BancoDoBrasilTest.php (convênio de 6 dígitos)',
    conta: { banco: '001', agencia: '1545', conta: '10403005', convenio: '123456', carteira: '18' },
    titulo: titulo('1', '2013-01-01', 1050),
    nossoNumero: '12345600001-7',
    linhaDigitavel: '00191.23454 60000.115455 10403.005183 1 55650000001050',
  },
  {
    fonte: 'openboleto/openboleto tests/OpenBoleto/Banco/BancoDoBrasilTest.php (convênio de 4 dígitos)',
    conta: { banco: '001', agencia: '1545', conta: '10403005', convenio: '1234', carteira: '18' },
    titulo: titulo('1', '2013-01-01', 1050),
    nossoNumero: '12340000001-1',
    linhaDigitavel: '00191.23405 00000.115451 10403.005183 5 55650000001050',
  },
  {
    fonte: 'tomas-stefano/boleto_bancario spec/boleto_bancario/core/bradesco_spec.rb (carteira 06)',
    conta: { banco: '237', agencia: '1172', conta: '403005', convenio: '', carteira: '06' },
    titulo: titulo('75896452', '2012-12-28', 295295),
    nossoNumero: '06/00075896452-5',
    codigoDeBarras: '23796556100002952951172060007589645204030050',
    linhaDigitavel: '23791.17209 60007.589645 52040.300502 6 55610000295295',
  },
  {
    fonte: 'tomas-stefano/boleto_bancario spec/boleto_bancario/core/bradesco_spec.rb (carteira 09)',
    conta: { banco: '237', agencia: '1172', conta: '403005', convenio: '', carteira: '09' },
    titulo: titulo('175896451', '2012-12-28', 295978),
    nossoNumero: '09/00175896451-4',
    codigoDeBarras: '23791556100002959781172090017589645104030050',
    linhaDigitavel: '23791.17209 90017.589640 51040.300504 1 55610000295978',
  },
  {
    fonte: 'openboleto/openboleto tests/OpenBoleto/Banco/ItauTest.php (carteira 112)',
    conta: { banco: '341', agencia: '1724', conta: '12345', convenio: '', carteira: '112' },
    titulo: titulo('12345678', '2013-01-01', 1050),
    nossoNumero: '112/12345678-8',
    linhaDigitavel: '34191.12127 34567.881726 41234.580003 1 55650000001050',
  },
  {
    fonte: 'tomas-stefano/boleto_bancario spec/boleto_bancario/core/caixa_spec.rb (SIGCB, carteira 14)',
    conta: { banco: '104', agencia: '1333', conta: '', convenio: '792157', carteira: '14' },
    titulo: titulo('946375189643625', '2015-03-16', 295295),
    nossoNumero: '14946375189643625-7',
    codigoDeBarras: '10492636900002952957921578946137541896436250',
    linhaDigitavel: '10497.92151 78946.137540 18964.362505 2 63690000295295',
  },
  {
    fonte: 'tomas-stefano/boleto_bancario spec/boleto_bancario/core/santander_spec.rb (carteira 102)',
    conta: { banco: '033', agencia: '1333', conta: '', convenio: '0707077', carteira: '102' },
    titulo: titulo('000001234567', '2012-12-28', 295295),
    nossoNumero: '000001234567-9',
    codigoDeBarras: '03391556100002952959070707700000123456790102',
    linhaDigitavel: '03399.07073 07700.000123 34567.901029 1 55610000295295',
  },
  {
    fonte: 'tomas-stefano/boleto_bancario spec/boleto_bancario/core/sicredi_spec.rb (tipo de cobrança 3, byte 3, nosso número emitido em 2015)',
    conta: { banco: '748', agencia: '8136', conta: '', convenio: '62918', carteira: '3', posto: '34' },
    titulo: titulo('387264', '2006-10-29', 801365, '2015-06-01'),
    nossoNumero: '15/387264-5',
    codigoDeBarras: '74894330900008013653115387264581363462918104',
    linhaDigitavel: '74893.11535 87264.581361 34629.181040 4 33090000801365',
  },
  {
    fonte: 'openboleto/openboleto tests/OpenBoleto/Banco/SicoobTest.php (carteira 1, modalidade 01)',
    conta: { banco: '756', agencia: '3069', conta: '', convenio: '153850', carteira: '1', modalidade: '01' },
    titulo: titulo('203210', '2018-05-25', 157575),
    nossoNumero: '0203210-1',
    linhaDigitavel: '75691.30698 01015.385006 20321.010017 9 75350000157575',
  },
];

describe("each bank's boleto, against published examples", () => {
  it.each(CASOS)('$fonte', (caso) => {
    const boleto = calcularBoleto(caso.conta, caso.titulo);
    expect(boleto.nossoNumeroImpresso).toBe(caso.nossoNumero);
    if (caso.codigoDeBarras !== undefined) expect(boleto.codigoDeBarras).toBe(caso.codigoDeBarras);
    expect(boleto.linhaDigitavelFormatada).toBe(caso.linhaDigitavel);
    expect(boleto.linhaDigitavel).toBe(caso.linhaDigitavel.replace(/\D/g, ''));
  });
});

describe('the campo livre', () => {
  it('Itaú carteira 109: DAC of agência, conta, carteira and number, then the account digit (boleto_bancario itau_spec.rb)', () => {
    const conta: ContaDeCobranca = { banco: '341', agencia: '0057', conta: '12345', convenio: '', carteira: '109' };
    expect(BANCOS['341'].campoLivre(conta, titulo('12345678', '2026-03-10', 100))).toBe('1091234567800057123457000');
  });
});

describe("the nosso número's check digit, per bank", () => {
  const nosso = (conta: ContaDeCobranca, sequencial: string, emissao = '2015-01-01') => calcularBoleto(conta, titulo(sequencial, '2026-03-10', 100, emissao)).nossoNumeroImpresso;

  it('Bradesco: módulo 11 base 7 over carteira and number, remainder 1 → P (the manual examples quoted in boleto_bancario bradesco_spec.rb)', () => {
    const bradesco: ContaDeCobranca = { banco: '237', agencia: '1172', conta: '403005', convenio: '', carteira: '19' };
    expect(nosso(bradesco, '2')).toBe('19/00000000002-8');
    expect(nosso(bradesco, '1')).toBe('19/00000000001-P');
    expect(calcularBoleto(bradesco, titulo('1', '2026-03-10', 100)).nossoNumero).toBe('00000000001P');
  });

  it('Caixa: 17 digits with carteira 24 (boleto_bancario caixa_spec.rb)', () => {
    expect(nosso({ banco: '104', agencia: '0235', conta: '', convenio: '162546', carteira: '24' }, '863245679215648')).toBe('24863245679215648-2');
  });

  it('Santander: módulo 11 weights 2–9 (boleto_bancario santander_spec.rb)', () => {
    expect(nosso({ banco: '033', agencia: '0235', conta: '', convenio: '1625462', carteira: '102' }, '566612457800')).toBe('566612457800-2');
  });

  it('Sicredi: year, byte, sequence and the digit over agência, posto and beneficiário (boleto_bancario sicredi_spec.rb)', () => {
    expect(nosso({ banco: '748', agencia: '4927', conta: '', convenio: '24837', carteira: '1', posto: '99' }, '972815')).toBe('15/972815-9');
    // Up to five digits: the byte 2 of a boleto the beneficiário issues is put before them.
    expect(nosso({ banco: '748', agencia: '4927', conta: '', convenio: '24837', carteira: '1', posto: '99' }, '72815').slice(0, 9)).toBe('15/272815');
  });

  it('refuses what a bank cannot compose, in pt-BR', () => {
    expect(() => nosso({ banco: '001', agencia: '1545', conta: '10403005', convenio: '12345', carteira: '18' }, '1')).toThrow('o convênio tem 4, 6 ou 7 números');
    expect(() => nosso({ banco: '341', agencia: '1724', conta: '12345', convenio: '', carteira: '107' }, '1')).toThrow('a carteira 107 não é atendida');
    expect(() => nosso({ banco: '104', agencia: '1333', conta: '', convenio: '792157', carteira: '11' }, '1')).toThrow('a carteira é 14 (registrada) ou 24');
    expect(() => nosso({ banco: '237', agencia: '1172', conta: '403005', convenio: '', carteira: '09' }, '123456789012')).toThrow('Nosso número: 123456789012 tem mais de 11 números');
    expect(() => nosso({ banco: '748', agencia: '4927', conta: '', convenio: '24837', carteira: '1', posto: '99' }, '172815')).toThrow('o byte do nosso número vai de 2 a 9');
  });
});
