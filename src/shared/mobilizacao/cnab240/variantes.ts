import type { Campo } from '../arquivos/campos.ts';
import type { CodigoDoBanco } from '../cnab/bancos.ts';
import { alfa, brancos, data, livre, num, valor, zeros } from '../cnab/notacao.ts';

// What each bank changes in the FEBRABAN CNAB 240 (its manual's "Cobrança CNAB 240"): the spans
// identifying the beneficiary in the headers, the account and nosso número in segments P and T,
// the layout versions and the name in the header. Spans not named here follow the standard.

export interface VarianteCnab240 {
  nomeDoBanco: string;
  versaoDoArquivo: string;
  versaoDoLote: string;
  /** Replacements of the standard's fields, record by record (each a contiguous span). */
  headerDeArquivo: readonly Campo[];
  /** Where the bank fills the header de arquivo's reserved end (172–240) its own way (Itaú). */
  fimDoHeaderDeArquivo?: readonly Campo[];
  headerDeLote: readonly Campo[];
  /** Segment P's account and nosso número (18–57); segment T reads the same span. */
  conta: readonly Campo[];
  /** Further replacements in segment P only. */
  segmentoP: readonly Campo[];
  /** Replacements in the return's segment T where the bank moves its fields (Santander). */
  segmentoT: readonly Campo[];
  /** Width of each reason code in segment T's motivos (2 in the standard). */
  larguraDoMotivo: number;
}

const agenciaEConta = (): Campo[] => [
  num('agencia', 18, 22, 'Agência mantenedora da conta'),
  alfa('agenciaDv', 23, 23, 'Dígito verificador da agência'),
  num('conta', 24, 35, 'Número da conta corrente'),
  alfa('contaDv', 36, 36, 'Dígito verificador da conta'),
  alfa('agenciaContaDv', 37, 37, 'Dígito verificador da agência/conta'),
];

const contaPadrao = (nossoNumero: Campo): Campo[] => [...agenciaEConta(), nossoNumero];

export const VARIANTES_CNAB240: Readonly<Record<CodigoDoBanco, VarianteCnab240>> = {
  // Banco do Brasil: convênio of 9 digits, the collection code 0014, carteira and variação.
  '001': {
    nomeDoBanco: 'BANCO DO BRASIL S.A.',
    versaoDoArquivo: '084',
    versaoDoLote: '042',
    headerDeArquivo: [
      num('convenio', 33, 41, 'Número do convênio de cobrança'),
      num('cobrancaCedente', 42, 45, 'Cobrança cedente BB', '0014'),
      num('carteira', 46, 47, 'Número da carteira de cobrança'),
      num('variacao', 48, 50, 'Variação da carteira de cobrança'),
      brancos(51, 52, 'Campo reservado BB'),
    ],
    headerDeLote: [
      num('convenio', 34, 42, 'Número do convênio de cobrança'),
      num('cobrancaCedente', 43, 46, 'Cobrança cedente BB', '0014'),
      num('carteira', 47, 48, 'Número da carteira de cobrança'),
      num('variacao', 49, 51, 'Variação da carteira de cobrança'),
      brancos(52, 53, 'Campo reservado BB'),
    ],
    conta: contaPadrao(alfa('nossoNumero', 38, 57, 'Nosso número (convênio + sequencial, 17 posições, à esquerda)')),
    segmentoP: [],
    segmentoT: [],
    larguraDoMotivo: 2,
  },
  // Bradesco: the company code (20) in the headers; carteira, zeros and nosso número with its digit in P.
  '237': {
    nomeDoBanco: 'BRADESCO',
    versaoDoArquivo: '084',
    versaoDoLote: '042',
    headerDeArquivo: [num('convenio', 33, 52, 'Código do convênio no banco')],
    headerDeLote: [num('convenio', 34, 53, 'Código do convênio no banco')],
    conta: [
      ...agenciaEConta(),
      num('carteira', 38, 40, 'Carteira'),
      zeros(41, 45),
      alfa('nossoNumero', 46, 57, 'Nosso número com dígito (P quando o dígito é 10)'),
    ],
    segmentoP: [],
    segmentoT: [],
    larguraDoMotivo: 2,
  },
  // Itaú: agency of 4 and account of 5 with their DAC, no convênio; carteira and nosso número with DAC in P.
  '341': {
    nomeDoBanco: 'BANCO ITAU SA',
    versaoDoArquivo: '040',
    versaoDoLote: '030',
    headerDeArquivo: [
      brancos(33, 52),
      zeros(53, 53),
      num('agencia', 54, 57, 'Agência mantenedora da conta'),
      brancos(58, 58),
      zeros(59, 65),
      num('conta', 66, 70, 'Número da conta corrente'),
      brancos(71, 71),
      alfa('contaDv', 72, 72, 'DAC da agência/conta'),
    ],
    // Itaú's manual and both laravel-boleto (src/Cnab/Remessa/Cnab240/Banco/Itau.php) and ACBr
    // (Fontes/ACBrBoleto/ACBrBancoItau.pas) ask zeros at 226–228, blanks around them.
    fimDoHeaderDeArquivo: [brancos(172, 225), zeros(226, 228), brancos(229, 240)],
    headerDeLote: [
      brancos(34, 53),
      zeros(54, 54),
      num('agencia', 55, 58, 'Agência mantenedora da conta'),
      brancos(59, 59),
      zeros(60, 66),
      num('conta', 67, 71, 'Número da conta corrente'),
      brancos(72, 72),
      alfa('contaDv', 73, 73, 'DAC da agência/conta'),
    ],
    conta: [
      zeros(18, 18),
      num('agencia', 19, 22, 'Agência mantenedora da conta'),
      brancos(23, 23),
      zeros(24, 30),
      num('conta', 31, 35, 'Número da conta corrente'),
      brancos(36, 36),
      alfa('contaDv', 37, 37, 'DAC da agência/conta'),
      num('carteira', 38, 40, 'Número da carteira'),
      num('nossoNumero', 41, 49, 'Nosso número com DAC'),
      brancos(50, 57),
    ],
    segmentoP: [zeros(58, 62), alfa('seuNumero', 63, 72, 'Número do documento (seu número)'), brancos(73, 77)],
    segmentoT: [],
    larguraDoMotivo: 2,
  },
  // Caixa (SIGCB): zeros where the standard has the convênio; the beneficiary code (6) after the agency.
  '104': {
    nomeDoBanco: 'CAIXA ECONOMICA FEDERAL',
    versaoDoArquivo: '101',
    versaoDoLote: '060',
    headerDeArquivo: [
      zeros(33, 52, 'Uso exclusivo CAIXA'),
      num('agencia', 53, 57, 'Agência mantenedora da conta'),
      alfa('agenciaDv', 58, 58, 'Dígito verificador da agência'),
      num('convenio', 59, 64, 'Código do convênio no banco (beneficiário)'),
      zeros(65, 72, 'Uso exclusivo CAIXA'),
    ],
    headerDeLote: [
      num('convenio', 34, 39, 'Código do convênio no banco (beneficiário)'),
      zeros(40, 53, 'Uso exclusivo CAIXA'),
      num('agencia', 54, 58, 'Agência mantenedora da conta'),
      alfa('agenciaDv', 59, 59, 'Dígito verificador da agência'),
      zeros(60, 73, 'Código do modelo personalizado e uso exclusivo CAIXA'),
    ],
    conta: [
      num('agencia', 18, 22, 'Agência mantenedora da conta'),
      alfa('agenciaDv', 23, 23, 'Dígito verificador da agência'),
      num('convenio', 24, 29, 'Código do convênio no banco (beneficiário)'),
      zeros(30, 37, 'Uso exclusivo CAIXA'),
      num('nossoNumero', 38, 57, 'Modalidade e nosso número'),
    ],
    segmentoP: [],
    // The return's T ends the modality and nosso número at 56 (laravel-boleto
    // src/Cnab/Retorno/Cnab240/Banco/Caixa.php reads 39–56, ACBr ACBrBancoCaixa.pas 40–56).
    segmentoT: [alfa('nossoNumero', 38, 56, 'Modalidade e nosso número'), livre(57, 57, 'Uso exclusivo CAIXA')],
    larguraDoMotivo: 2,
  },
  // Santander: the transmission code (15) in the headers; agency, account and collection account in P.
  '033': {
    nomeDoBanco: 'BANCO SANTANDER',
    versaoDoArquivo: '040',
    versaoDoLote: '030',
    headerDeArquivo: [
      brancos(9, 16),
      num('tipoInscricao', 17, 17, 'Tipo de inscrição da empresa'),
      num('documento', 18, 32, 'Nº de inscrição da empresa (CNPJ/CPF)'),
      num('convenio', 33, 47, 'Código de transmissão'),
      brancos(48, 72),
    ],
    headerDeLote: [brancos(34, 53), num('convenio', 54, 68, 'Código de transmissão'), brancos(69, 73)],
    conta: [
      num('agencia', 18, 21, 'Agência do beneficiário'),
      alfa('agenciaDv', 22, 22, 'Dígito da agência do beneficiário'),
      num('conta', 23, 31, 'Número da conta corrente'),
      alfa('contaDv', 32, 32, 'Dígito verificador da conta'),
      num('contaCobranca', 33, 41, 'Conta cobrança'),
      alfa('contaCobrancaDv', 42, 42, 'Dígito da conta cobrança'),
      brancos(43, 44),
      num('nossoNumero', 45, 57, 'Identificação do título no banco (nosso número)'),
    ],
    segmentoP: [],
    // The return's segment T moves everything after the account: nosso número at 41–53, the
    // reasons (three codes of three) at 209–218.
    segmentoT: [
      num('agencia', 18, 21, 'Agência do beneficiário'),
      alfa('agenciaDv', 22, 22, 'Dígito da agência do beneficiário'),
      num('conta', 23, 31, 'Número da conta corrente'),
      alfa('contaDv', 32, 32, 'Dígito verificador da conta'),
      livre(33, 40, 'Reservado (uso do banco)'),
      alfa('nossoNumero', 41, 53, 'Identificação do título no banco (nosso número)'),
      num('codigoCarteira', 54, 54, 'Código da carteira'),
      alfa('seuNumero', 55, 69, 'Número do documento de cobrança (seu número)'),
      data('vencimento', 70, 77, 'Data do vencimento do título'),
      valor('valorTitulo', 78, 92, 'Valor nominal do título'),
      livre(93, 95, 'Número do banco cobrador/recebedor'),
      livre(96, 100, 'Agência cobradora/recebedora e dígito'),
      alfa('usoEmpresa', 101, 125, 'Identificação do título na empresa'),
      livre(126, 127, 'Código da moeda'),
      livre(128, 143, 'Tipo e número de inscrição do pagador'),
      alfa('nomePagador', 144, 183, 'Nome do pagador'),
      livre(184, 193, 'Conta cobrança'),
      valor('tarifa', 194, 208, 'Valor da tarifa/custas'),
      alfa('motivos', 209, 218, 'Identificação para rejeições, tarifas, custas, liquidação e baixas'),
      livre(219, 240, 'Reservado (uso do banco)'),
    ],
    larguraDoMotivo: 3,
  },
  // Sicredi: the beneficiary's code (20 digits) as the convênio; nosso número zero-padded in 38–57.
  '748': {
    nomeDoBanco: 'SICREDI',
    versaoDoArquivo: '081',
    versaoDoLote: '040',
    headerDeArquivo: [num('convenio', 33, 52, 'Código do beneficiário')],
    headerDeLote: [num('convenio', 34, 53, 'Código do beneficiário')],
    conta: contaPadrao(num('nossoNumero', 38, 57, 'Nosso número Sicredi')),
    segmentoP: [],
    segmentoT: [],
    larguraDoMotivo: 2,
  },
  // Sicoob: no convênio in the headers (the cooperative and account say who it is); nosso número
  // of 10 with its parcel, modality and form in 38–57.
  '756': {
    nomeDoBanco: 'SICOOB',
    versaoDoArquivo: '081',
    versaoDoLote: '040',
    headerDeArquivo: [brancos(33, 52)],
    headerDeLote: [brancos(34, 53)],
    conta: [
      ...contaPadrao(num('nossoNumero', 38, 47, 'Nosso número com dígito')),
      num('parcela', 48, 49, 'Número da parcela', '01'),
      num('modalidade', 50, 51, 'Modalidade', '01'),
      num('tipoFormulario', 52, 52, 'Tipo de formulário', '4'),
      brancos(53, 57),
    ],
    segmentoP: [],
    segmentoT: [],
    larguraDoMotivo: 2,
  },
};
