import type { CodigoDoBanco } from '../../../../src/shared/mobilizacao/cnab/bancos.ts';
import type { Beneficiario, CobrancaDaRemessa, LayoutDeRemessa, PedidoDeRemessa } from '../../../../src/shared/mobilizacao/cnab/remessa-tipos.ts';

// The institution's agreement with each bank and three charges, as the worked cases of the
// remittance and return tests (nosso número at each bank's width, as the boleto engine gives it).

const INSTITUICAO = { nome: 'Associação Alicerce de Apoio', documento: '12345678000195' };

export const BENEFICIARIOS: Readonly<Record<CodigoDoBanco, Beneficiario>> = {
  '001': { ...INSTITUICAO, agencia: '1234', agenciaDigito: '3', conta: '00012345', contaDigito: '6', carteira: '17', convenio: '1234567', variacao: '019' },
  '237': { ...INSTITUICAO, agencia: '01234', agenciaDigito: '5', conta: '0012345', contaDigito: '6', carteira: '009', convenio: '4567890' },
  '341': { ...INSTITUICAO, agencia: '0057', agenciaDigito: '', conta: '12345', contaDigito: '7', carteira: '109', convenio: '' },
  '104': { ...INSTITUICAO, agencia: '1234', agenciaDigito: '0', conta: '', contaDigito: '', carteira: '14', convenio: '123456' },
  '033': { ...INSTITUICAO, agencia: '3456', agenciaDigito: '', conta: '13001234', contaDigito: '5', carteira: '101', convenio: '345600001234567' },
  '748': { ...INSTITUICAO, agencia: '0710', agenciaDigito: '', conta: '12345', contaDigito: '', carteira: '1', convenio: '12345' },
  '756': { ...INSTITUICAO, agencia: '4321', agenciaDigito: '9', conta: '00098765', contaDigito: '4', carteira: '01', convenio: '000123456' },
};

/** Each bank's nosso número of the three charges. */
export const NOSSOS_NUMEROS: Readonly<Record<CodigoDoBanco, readonly [string, string, string]>> = {
  '001': ['12345670000000101', '12345670000000102', '12345670000000103'],
  '237': ['00000000101P', '000000001028', '000000001036'],
  '341': ['000001011', '000001029', '000001037'],
  '104': ['14000000000000101', '14000000000000102', '14000000000000103'],
  '033': ['00001014', '00001022', '00001030'],
  '748': ['261001012', '261001020', '261001039'],
  '756': ['0000001014', '0000001022', '0000001030'],
};

export function cobrancas(banco: CodigoDoBanco): CobrancaDaRemessa[] {
  const [primeiro, segundo, terceiro] = NOSSOS_NUMEROS[banco];
  return [
    {
      nossoNumero: primeiro,
      seuNumero: 'DOA-101',
      emissao: '2026-03-01',
      vencimento: '2026-03-10',
      valorCentavos: 5000,
      pagador: { nome: 'João da Conceição', documento: '12345678909', endereco: 'Rua das Acácias, 10', bairro: 'Centro', cep: '01310100', cidade: 'São Paulo', uf: 'SP' },
      jurosAoDiaCentavos: 0,
      multaCentesimos: 0,
    },
    {
      nossoNumero: segundo,
      seuNumero: 'DOA-102',
      emissao: '2026-03-01',
      vencimento: '2026-03-15',
      valorCentavos: 12_550,
      pagador: { nome: 'Padaria Pão Nosso Ltda', documento: '11222333000181', endereco: 'Av. Brasil, 2000', bairro: 'Jardins', cep: '90010000', cidade: 'Porto Alegre', uf: 'RS' },
      jurosAoDiaCentavos: 4,
      multaCentesimos: 200,
    },
    {
      nossoNumero: terceiro,
      seuNumero: 'DOA-103',
      emissao: '2026-03-02',
      vencimento: '2026-04-10',
      valorCentavos: 3_000,
      pagador: { nome: 'Maria Aparecida Souza', documento: '98765432100', endereco: 'Travessa Ipê, 5', bairro: 'Vila Nova', cep: '30110000', cidade: 'Belo Horizonte', uf: 'MG' },
      jurosAoDiaCentavos: 1,
      multaCentesimos: 0,
    },
  ];
}

export const pedido = (layout: LayoutDeRemessa, banco: CodigoDoBanco, lista: CobrancaDaRemessa[] = cobrancas(banco)): PedidoDeRemessa => ({
  layout,
  banco,
  beneficiario: BENEFICIARIOS[banco],
  sequencia: 7,
  geracao: '2026-03-02',
  cobrancas: lista,
});
