import type { Campo } from '../arquivos/campos.ts';
import { alfa, brancos, constante, data, livre, num, valor } from '../cnab/notacao.ts';

// The records of the FEBRABAN CNAB 240 standard for collection ("Cobrança", layout 08.x), field by
// field as the manual prints them. Each bank keeps these and changes some spans (variantes.ts): the
// beneficiary's identification in the headers and in segments P and T, the nosso número.

const controle = (banco: string, lote: string | null, tipo: string): Campo[] => [
  num('banco', 1, 3, 'Código do banco na compensação', banco),
  lote === null ? num('lote', 4, 7, 'Lote de serviço') : num('lote', 4, 7, 'Lote de serviço', lote),
  num('tipoDeRegistro', 8, 8, 'Tipo de registro', tipo),
];

const detalhe = (banco: string, segmento: string, remessa: boolean): Campo[] => [
  ...controle(banco, null, '3'),
  num('sequencial', 9, 13, 'Nº sequencial do registro no lote'),
  alfa('segmento', 14, 14, 'Código do segmento do registro detalhe', segmento),
  remessa ? brancos(15, 15) : livre(15, 15, 'Uso exclusivo FEBRABAN/CNAB'),
  num('movimento', 16, 17, 'Código de movimento'),
];

/** Header de arquivo: positions 18–72 identify the beneficiary (the bank's span). */
export const headerDeArquivo = (banco: string, nomeDoBanco: string): Campo[] => [
  ...controle(banco, '0000', '0'),
  brancos(9, 17),
  num('tipoInscricao', 18, 18, 'Tipo de inscrição da empresa'),
  num('documento', 19, 32, 'Nº de inscrição da empresa (CNPJ/CPF)'),
  alfa('convenio', 33, 52, 'Código do convênio no banco'),
  num('agencia', 53, 57, 'Agência mantenedora da conta'),
  alfa('agenciaDv', 58, 58, 'Dígito verificador da agência'),
  num('conta', 59, 70, 'Número da conta corrente'),
  alfa('contaDv', 71, 71, 'Dígito verificador da conta'),
  alfa('agenciaContaDv', 72, 72, 'Dígito verificador da agência/conta'),
  alfa('nomeEmpresa', 73, 102, 'Nome da empresa'),
  constante('nomeBanco', 103, 132, 'Nome do banco', nomeDoBanco),
  brancos(133, 142),
  num('remessaRetorno', 143, 143, 'Código remessa (1) / retorno (2)'),
  data('geracao', 144, 151, 'Data de geração do arquivo'),
  num('hora', 152, 157, 'Hora de geração do arquivo'),
  num('sequencia', 158, 163, 'Nº sequencial do arquivo (NSA)'),
  num('versao', 164, 166, 'Nº da versão do layout do arquivo'),
  num('densidade', 167, 171, 'Densidade de gravação do arquivo'),
  alfa('reservadoBanco', 172, 191, 'Para uso reservado do banco'),
  alfa('reservadoEmpresa', 192, 211, 'Para uso reservado da empresa'),
  brancos(212, 240),
];

/** Header de lote: positions 18–73 identify the beneficiary (the bank's span). */
export const headerDeLote = (banco: string): Campo[] => [
  ...controle(banco, null, '1'),
  alfa('operacao', 9, 9, 'Tipo de operação (R remessa, T retorno)'),
  num('servico', 10, 11, 'Tipo de serviço (01 cobrança)', '01'),
  brancos(12, 13),
  num('versaoLote', 14, 16, 'Nº da versão do layout do lote'),
  brancos(17, 17),
  num('tipoInscricao', 18, 18, 'Tipo de inscrição da empresa'),
  num('documento', 19, 33, 'Nº de inscrição da empresa (CNPJ/CPF)'),
  alfa('convenio', 34, 53, 'Código do convênio no banco'),
  num('agencia', 54, 58, 'Agência mantenedora da conta'),
  alfa('agenciaDv', 59, 59, 'Dígito verificador da agência'),
  num('conta', 60, 71, 'Número da conta corrente'),
  alfa('contaDv', 72, 72, 'Dígito verificador da conta'),
  alfa('agenciaContaDv', 73, 73, 'Dígito verificador da agência/conta'),
  alfa('nomeEmpresa', 74, 103, 'Nome da empresa'),
  alfa('mensagem1', 104, 143, 'Mensagem 1'),
  alfa('mensagem2', 144, 183, 'Mensagem 2'),
  num('sequencia', 184, 191, 'Número remessa/retorno'),
  data('geracao', 192, 199, 'Data de gravação remessa/retorno'),
  data('dataCredito', 200, 207, 'Data do crédito'),
  brancos(208, 240),
];

/** Positions 18–57 of segments P and T: the account and the nosso número (the standard's span). */
const contaENossoNumero = (): Campo[] => [
  num('agencia', 18, 22, 'Agência mantenedora da conta'),
  alfa('agenciaDv', 23, 23, 'Dígito verificador da agência'),
  num('conta', 24, 35, 'Número da conta corrente'),
  alfa('contaDv', 36, 36, 'Dígito verificador da conta'),
  alfa('agenciaContaDv', 37, 37, 'Dígito verificador da agência/conta'),
  alfa('nossoNumero', 38, 57, 'Identificação do título no banco (nosso número)'),
];

/** Segmento P (remessa): positions 18–57 are the account and the nosso número (the bank's span). */
export const segmentoP = (banco: string): Campo[] => [
  ...detalhe(banco, 'P', true),
  ...contaENossoNumero(),
  num('codigoCarteira', 58, 58, 'Código da carteira'),
  num('formaCadastro', 59, 59, 'Forma de cadastramento do título no banco'),
  alfa('tipoDocumento', 60, 60, 'Tipo de documento'),
  num('emissaoBoleto', 61, 61, 'Identificação da emissão do boleto'),
  alfa('distribuicao', 62, 62, 'Identificação da distribuição'),
  alfa('seuNumero', 63, 77, 'Número do documento de cobrança (seu número)'),
  data('vencimento', 78, 85, 'Data de vencimento do título'),
  valor('valor', 86, 100, 'Valor nominal do título'),
  num('agenciaCobradora', 101, 105, 'Agência encarregada da cobrança'),
  alfa('agenciaCobradoraDv', 106, 106, 'Dígito verificador da agência cobradora'),
  num('especie', 107, 108, 'Espécie do título'),
  alfa('aceite', 109, 109, 'Identificação de título aceito/não aceito'),
  data('emissao', 110, 117, 'Data da emissão do título'),
  num('codigoJuros', 118, 118, 'Código do juros de mora'),
  data('dataJuros', 119, 126, 'Data do juros de mora'),
  valor('jurosAoDia', 127, 141, 'Juros de mora por dia/taxa'),
  num('codigoDesconto', 142, 142, 'Código do desconto 1'),
  data('dataDesconto', 143, 150, 'Data do desconto 1'),
  valor('desconto', 151, 165, 'Valor/percentual a ser concedido'),
  valor('iof', 166, 180, 'Valor do IOF a ser recolhido'),
  valor('abatimento', 181, 195, 'Valor do abatimento'),
  alfa('usoEmpresa', 196, 220, 'Identificação do título na empresa'),
  num('codigoProtesto', 221, 221, 'Código para protesto'),
  num('prazoProtesto', 222, 223, 'Número de dias para protesto'),
  num('codigoBaixa', 224, 224, 'Código para baixa/devolução'),
  alfa('prazoBaixa', 225, 227, 'Número de dias para baixa/devolução'),
  num('moeda', 228, 229, 'Código da moeda'),
  num('contrato', 230, 239, 'Nº do contrato da operação de crédito'),
  brancos(240, 240),
];

/** Segmento Q (remessa): the payer. */
export const segmentoQ = (banco: string): Campo[] => [
  ...detalhe(banco, 'Q', true),
  num('tipoInscricaoPagador', 18, 18, 'Tipo de inscrição do pagador'),
  num('documentoPagador', 19, 33, 'Número de inscrição do pagador'),
  alfa('nomePagador', 34, 73, 'Nome do pagador'),
  alfa('enderecoPagador', 74, 113, 'Endereço do pagador'),
  alfa('bairroPagador', 114, 128, 'Bairro do pagador'),
  num('cepPagador', 129, 133, 'CEP do pagador'),
  num('sufixoCepPagador', 134, 136, 'Sufixo do CEP do pagador'),
  alfa('cidadePagador', 137, 151, 'Cidade do pagador'),
  alfa('ufPagador', 152, 153, 'Unidade da federação do pagador'),
  num('tipoInscricaoAvalista', 154, 154, 'Tipo de inscrição do sacador/avalista'),
  num('documentoAvalista', 155, 169, 'Número de inscrição do sacador/avalista'),
  alfa('nomeAvalista', 170, 209, 'Nome do sacador/avalista'),
  num('bancoCorrespondente', 210, 212, 'Código do banco correspondente na compensação'),
  alfa('nossoNumeroCorrespondente', 213, 232, 'Nosso número no banco correspondente'),
  brancos(233, 240),
];

/** Segmento R (remessa, optional): the fine. */
export const segmentoR = (banco: string): Campo[] => [
  ...detalhe(banco, 'R', true),
  num('codigoDesconto2', 18, 18, 'Código do desconto 2'),
  data('dataDesconto2', 19, 26, 'Data do desconto 2'),
  valor('desconto2', 27, 41, 'Valor/percentual do desconto 2'),
  num('codigoDesconto3', 42, 42, 'Código do desconto 3'),
  data('dataDesconto3', 43, 50, 'Data do desconto 3'),
  valor('desconto3', 51, 65, 'Valor/percentual do desconto 3'),
  num('codigoMulta', 66, 66, 'Código da multa (2 = percentual)'),
  data('dataMulta', 67, 74, 'Data da multa'),
  valor('multa', 75, 89, 'Valor/percentual da multa'),
  alfa('informacaoPagador', 90, 99, 'Informação ao pagador'),
  alfa('mensagem3', 100, 139, 'Mensagem 3'),
  alfa('mensagem4', 140, 179, 'Mensagem 4'),
  brancos(180, 199),
  num('ocorrenciaPagador', 200, 207, 'Código de ocorrência do pagador'),
  num('bancoDebito', 208, 210, 'Código do banco na conta do débito'),
  num('agenciaDebito', 211, 215, 'Código da agência do débito'),
  alfa('agenciaDebitoDv', 216, 216, 'Dígito verificador da agência do débito'),
  num('contaDebito', 217, 228, 'Conta corrente para débito'),
  alfa('contaDebitoDv', 229, 229, 'Dígito verificador da conta do débito'),
  alfa('agenciaContaDebitoDv', 230, 230, 'Dígito verificador agência/conta do débito'),
  num('avisoDebito', 231, 231, 'Aviso para débito automático'),
  brancos(232, 240),
];

export const trailerDeLote = (banco: string): Campo[] => [
  ...controle(banco, null, '5'),
  brancos(9, 17),
  num('quantidadeRegistros', 18, 23, 'Quantidade de registros no lote'),
  num('quantidadeSimples', 24, 29, 'Quantidade de títulos em cobrança simples'),
  valor('valorSimples', 30, 46, 'Valor total dos títulos em carteiras simples'),
  num('quantidadeVinculada', 47, 52, 'Quantidade de títulos em cobrança vinculada'),
  valor('valorVinculada', 53, 69, 'Valor total dos títulos em carteiras vinculadas'),
  num('quantidadeCaucionada', 70, 75, 'Quantidade de títulos em cobrança caucionada'),
  valor('valorCaucionada', 76, 92, 'Valor total dos títulos em carteiras caucionadas'),
  num('quantidadeDescontada', 93, 98, 'Quantidade de títulos em cobrança descontada'),
  valor('valorDescontada', 99, 115, 'Valor total dos títulos em carteiras descontadas'),
  alfa('avisoLancamento', 116, 123, 'Número do aviso de lançamento'),
  brancos(124, 240),
];

export const trailerDeArquivo = (banco: string): Campo[] => [
  ...controle(banco, '9999', '9'),
  brancos(9, 17),
  num('quantidadeLotes', 18, 23, 'Quantidade de lotes do arquivo'),
  num('quantidadeRegistros', 24, 29, 'Quantidade de registros do arquivo'),
  num('quantidadeContas', 30, 35, 'Quantidade de contas para conciliação'),
  brancos(36, 240),
];

/** Segmento T (retorno): positions 18–57 as the bank's segment P; the rest the standard's. */
export const segmentoT = (banco: string): Campo[] => [
  ...detalhe(banco, 'T', false),
  ...contaENossoNumero(),
  num('codigoCarteira', 58, 58, 'Código da carteira'),
  alfa('seuNumero', 59, 73, 'Número do documento de cobrança (seu número)'),
  data('vencimento', 74, 81, 'Data do vencimento do título'),
  valor('valorTitulo', 82, 96, 'Valor nominal do título'),
  num('bancoCobrador', 97, 99, 'Número do banco cobrador/recebedor'),
  num('agenciaCobradora', 100, 104, 'Agência cobradora/recebedora'),
  alfa('agenciaCobradoraDv', 105, 105, 'Dígito verificador da agência cobradora'),
  alfa('usoEmpresa', 106, 130, 'Identificação do título na empresa'),
  num('moeda', 131, 132, 'Código da moeda'),
  num('tipoInscricaoPagador', 133, 133, 'Tipo de inscrição do pagador'),
  num('documentoPagador', 134, 148, 'Número de inscrição do pagador'),
  alfa('nomePagador', 149, 188, 'Nome do pagador'),
  alfa('contrato', 189, 198, 'Nº do contrato da operação de crédito'),
  valor('tarifa', 199, 213, 'Valor da tarifa/custas'),
  alfa('motivos', 214, 223, 'Identificação para rejeições, tarifas, custas, liquidação e baixas'),
  livre(224, 240, 'Uso exclusivo FEBRABAN/CNAB'),
];

/** Segmento U (retorno): the amounts and dates of the occurrence. */
export const segmentoU = (banco: string): Campo[] => [
  ...detalhe(banco, 'U', false),
  valor('juros', 18, 32, 'Juros/multa/encargos'),
  valor('desconto', 33, 47, 'Valor do desconto concedido'),
  valor('abatimento', 48, 62, 'Valor do abatimento concedido/cancelado'),
  valor('iof', 63, 77, 'Valor do IOF recolhido'),
  valor('valorPago', 78, 92, 'Valor pago pelo pagador'),
  valor('valorLiquido', 93, 107, 'Valor líquido a ser creditado'),
  valor('outrasDespesas', 108, 122, 'Valor de outras despesas'),
  valor('outrosCreditos', 123, 137, 'Valor de outros créditos'),
  data('dataOcorrencia', 138, 145, 'Data da ocorrência'),
  data('dataCredito', 146, 153, 'Data da efetivação do crédito'),
  livre(154, 240, 'Ocorrência do pagador, banco correspondente e uso exclusivo FEBRABAN/CNAB'),
];

