import type { Campo, LayoutDeRegistro } from '../arquivos/campos.ts';
import type { CodigoDoBanco } from '../cnab/bancos.ts';
import { alfa, brancos, constante, data6, livre, num, valor } from '../cnab/notacao.ts';

// What the banks' CNAB 400 share: the header's opening and the bank's code and name, the plain
// trailer, and the return detail's common part (positions 109–301 in almost every bank).

export const LARGURA_CNAB400 = 400;

/** A bank's CNAB 400: remittance and return tables and what its writer must know. */
export interface LayoutCnab400 {
  banco: CodigoDoBanco;
  header: LayoutDeRegistro;
  detalhe: LayoutDeRegistro;
  trailer: LayoutDeRegistro;
  headerDeRetorno: LayoutDeRegistro;
  detalheDeRetorno: LayoutDeRegistro;
  /** The detail's record type ("1"; Banco do Brasil's 7-digit agreement uses "7"). */
  tipoDoDetalhe: string;
  /** The bank's 400 carries the nosso número without its check digit (Itaú): the writer drops it. */
  nossoNumeroSemDigito: boolean;
  /** Width of each rejection reason code in the return detail's motivos field. */
  larguraDoMotivo: number;
  /**
   * The optional record right after a detail that carries the fine where the detail has no field
   * for it (Banco do Brasil's type "5", Itaú's type "2"); written only for a charge with a fine.
   */
  registroDeMulta?: LayoutDeRegistro;
}

/** The record type a table's first field fixes ("5" for Banco do Brasil's fine record). */
export const tipoDoRegistro = (tabela: LayoutDeRegistro): string => tabela.campos[0]?.fixo ?? '';

/** Positions 1–26 of a remittance header: record 0, "1 REMESSA", service "01 COBRANCA". */
export const aberturaDaRemessa = (literalDoServico = 15): Campo[] => [
  num('tipoDeRegistro', 1, 1, 'Identificação do registro header', '0'),
  num('operacao', 2, 2, 'Identificação do arquivo remessa', '1'),
  constante('literalRemessa', 3, 9, 'Literal remessa', 'REMESSA'),
  num('servico', 10, 11, 'Código de serviço', '01'),
  constante('literalServico', 12, 11 + literalDoServico, 'Literal serviço', 'COBRANCA'),
];

/** The bank's code and name (77–94) of a header. */
export const bancoDoHeader = (banco: string, nome: string): Campo[] => [
  num('banco', 77, 79, 'Número do banco na câmara de compensação', banco),
  constante('nomeBanco', 80, 94, 'Nome do banco por extenso', nome),
];

export const sequencialDoRegistro = (): Campo => num('sequencial', 395, 400, 'Nº sequencial do registro');

/** Record 9: blanks and the sequential number. */
export const trailerSimples = (): Campo[] => [num('tipoDeRegistro', 1, 1, 'Identificação do registro trailer', '9'), brancos(2, 394), sequencialDoRegistro()];

/** A return header: "2 RETORNO", the bank's identification of the beneficiary at 27–46, the bank at 77–79. */
export const headerDeRetorno = (identificacao: readonly Campo[], depoisDaData: readonly Campo[], dataDoArquivo: Campo = data6('geracao', 95, 100, 'Data de gravação do arquivo')): Campo[] => [
  num('tipoDeRegistro', 1, 1, 'Identificação do registro header', '0'),
  num('operacao', 2, 2, 'Identificação do arquivo retorno', '2'),
  livre(3, 9, 'Literal retorno'),
  num('servico', 10, 11, 'Código de serviço'),
  livre(12, 26, 'Literal serviço'),
  ...identificacao,
  alfa('nomeEmpresa', 47, 76, 'Nome da empresa'),
  num('banco', 77, 79, 'Número do banco na câmara de compensação'),
  livre(80, 94, 'Nome do banco por extenso'),
  dataDoArquivo,
  ...depoisDaData,
  sequencialDoRegistro(),
];

/**
 * A return detail's common part, 109–301: occurrence, its date, seu número, due date, amounts
 * and the credit date, as Bradesco, Itaú, Santander and most banks print them.
 */
export const retornoComum = (): Campo[] => [
  num('ocorrencia', 109, 110, 'Identificação de ocorrência'),
  data6('dataOcorrencia', 111, 116, 'Data da ocorrência no banco'),
  alfa('seuNumero', 117, 126, 'Número do documento (seu número)'),
  livre(127, 146, 'Identificação do título no banco (repetição) / uso do banco'),
  data6('vencimento', 147, 152, 'Data de vencimento do título'),
  valor('valorTitulo', 153, 165, 'Valor do título'),
  livre(166, 168, 'Banco cobrador'),
  livre(169, 173, 'Agência cobradora'),
  livre(174, 175, 'Espécie do título'),
  valor('tarifa', 176, 188, 'Despesas de cobrança (tarifa)'),
  valor('outrasDespesas', 189, 201, 'Outras despesas / custas de protesto'),
  livre(202, 214, 'Juros operação em atraso / uso do banco'),
  valor('iof', 215, 227, 'IOF devido'),
  valor('abatimento', 228, 240, 'Abatimento concedido'),
  valor('desconto', 241, 253, 'Desconto concedido'),
  valor('valorPago', 254, 266, 'Valor pago'),
  valor('juros', 267, 279, 'Juros de mora'),
  valor('outrosCreditos', 280, 292, 'Outros créditos / multa'),
  livre(293, 295, 'Uso do banco'),
  data6('dataCredito', 296, 301, 'Data do crédito'),
];
