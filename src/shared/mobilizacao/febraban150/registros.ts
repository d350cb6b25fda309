import { definirRegistro, type Campo, type LayoutDeRegistro } from '../arquivos/campos.ts';

// FEBRABAN 150 (Padrão FEBRABAN de Débito Automático, version 05): one record per line of 150
// positions, its type in position 1. Remittance (A02 = 1, institution → bank): A, C, D, E, Z.
// Return (A02 = 2, bank → institution): A, B, F, H, X, Z. Positions as the manual prints them;
// dates AAAAMMDD. The utility collections (arrecadação) use the same A and Z around G records.

const LARGURA = 150;
export const LARGURA_FEBRABAN150 = LARGURA;

const tipo = (letra: string): Campo => ({ nome: 'codigoDoRegistro', inicio: 1, fim: 1, tipo: 'alfa', significado: 'Código do registro', fixo: letra });

/** Who the client is at the institution, the bank agency and the bank's own identification: positions 2–44 of B, C, E and F. */
const cliente = (significado: string): Campo[] => [
  { nome: 'identificacaoNaEmpresa', inicio: 2, fim: 26, tipo: 'alfa', significado },
  { nome: 'agencia', inicio: 27, fim: 30, tipo: 'alfa', significado: 'Agência para débito' },
  { nome: 'identificacaoNoBanco', inicio: 31, fim: 44, tipo: 'alfa', significado: 'Identificação do cliente no banco' },
];

export const REGISTRO_A = definirRegistro('Registro A (header)', LARGURA, [
  tipo('A'),
  { nome: 'codigoDeRemessa', inicio: 2, fim: 2, tipo: 'numerico', significado: 'Código de remessa (1 remessa, 2 retorno)' },
  { nome: 'convenio', inicio: 3, fim: 22, tipo: 'alfa', significado: 'Código do convênio' },
  { nome: 'nomeDaEmpresa', inicio: 23, fim: 42, tipo: 'alfa', significado: 'Nome da empresa' },
  { nome: 'banco', inicio: 43, fim: 45, tipo: 'numerico', significado: 'Código do banco' },
  { nome: 'nomeDoBanco', inicio: 46, fim: 65, tipo: 'alfa', significado: 'Nome do banco' },
  { nome: 'dataDeGeracao', inicio: 66, fim: 73, tipo: 'dataAnoMesDia', significado: 'Data de geração do arquivo' },
  { nome: 'nsa', inicio: 74, fim: 79, tipo: 'numerico', significado: 'Número sequencial do arquivo (NSA)' },
  { nome: 'versao', inicio: 80, fim: 81, tipo: 'numerico', significado: 'Versão do layout' },
  { nome: 'servico', inicio: 82, fim: 98, tipo: 'alfa', significado: 'Identificação do serviço' },
  { nome: 'reservado', inicio: 99, fim: 150, tipo: 'alfa', significado: 'Reservado para o futuro' },
]);

export const REGISTRO_B = definirRegistro('Registro B (cadastramento de débito automático)', LARGURA, [
  tipo('B'),
  ...cliente('Identificação do cliente na empresa'),
  { nome: 'dataDaOpcao', inicio: 45, fim: 52, tipo: 'dataAnoMesDia', significado: 'Data da opção ou da exclusão' },
  { nome: 'reservado', inicio: 53, fim: 149, tipo: 'alfa', significado: 'Reservado para o futuro' },
  { nome: 'codigoDoMovimento', inicio: 150, fim: 150, tipo: 'numerico', significado: 'Código do movimento (1 exclusão, 2 inclusão)' },
]);

export const REGISTRO_C = definirRegistro('Registro C (ocorrências no cadastramento)', LARGURA, [
  tipo('C'),
  ...cliente('Identificação do cliente na empresa'),
  { nome: 'ocorrencia1', inicio: 45, fim: 84, tipo: 'alfa', significado: 'Primeira ocorrência' },
  { nome: 'ocorrencia2', inicio: 85, fim: 124, tipo: 'alfa', significado: 'Segunda ocorrência' },
  { nome: 'reservado', inicio: 125, fim: 149, tipo: 'alfa', significado: 'Reservado para o futuro' },
  { nome: 'codigoDoMovimento', inicio: 150, fim: 150, tipo: 'numerico', significado: 'Código do movimento (1 exclusão, 2 inclusão)' },
]);

const alteracao = (letra: 'D' | 'H', nome: string, ocorrenciaAte: number): LayoutDeRegistro =>
  definirRegistro(nome, LARGURA, [
    tipo(letra),
    ...cliente('Identificação do cliente na empresa (anterior)'),
    { nome: 'identificacaoAtual', inicio: 45, fim: 69, tipo: 'alfa', significado: 'Identificação do cliente na empresa (atual)' },
    { nome: 'ocorrencia', inicio: 70, fim: ocorrenciaAte, tipo: 'alfa', significado: 'Ocorrência' },
    { nome: 'reservado', inicio: ocorrenciaAte + 1, fim: 149, tipo: 'alfa', significado: 'Reservado para o futuro' },
    { nome: 'codigoDoMovimento', inicio: 150, fim: 150, tipo: 'numerico', significado: 'Código do movimento (0 alteração, 1 exclusão)' },
  ]);

export const REGISTRO_D = alteracao('D', 'Registro D (alteração da identificação do cliente na empresa)', 129);
export const REGISTRO_H = alteracao('H', 'Registro H (ocorrência da alteração da identificação)', 127);

const debito = (letra: 'E' | 'F', nome: string, codigo: Campo, data: string): LayoutDeRegistro =>
  definirRegistro(nome, LARGURA, [
    tipo(letra),
    ...cliente('Identificação do cliente na empresa'),
    { nome: 'data', inicio: 45, fim: 52, tipo: 'dataAnoMesDia', significado: data },
    { nome: 'valor', inicio: 53, fim: 67, tipo: 'valor', significado: 'Valor do débito' },
    codigo,
    { nome: 'usoDaEmpresa', inicio: 70, fim: 129, tipo: 'alfa', significado: 'Uso da empresa' },
    { nome: 'tipoDeIdentificacao', inicio: 130, fim: 130, tipo: 'numerico', significado: 'Tipo de identificação (1 CNPJ, 2 CPF)' },
    { nome: 'cpfCnpj', inicio: 131, fim: 145, tipo: 'numerico', significado: 'CPF ou CNPJ do titular' },
    { nome: 'reservado', inicio: 146, fim: 149, tipo: 'alfa', significado: 'Reservado para o futuro' },
    { nome: 'codigoDoMovimento', inicio: 150, fim: 150, tipo: 'numerico', significado: 'Código do movimento (0 débito normal, 1 cancelamento)' },
  ]);

export const REGISTRO_E = debito('E', 'Registro E (débito em conta corrente)', { nome: 'moeda', inicio: 68, fim: 69, tipo: 'numerico', significado: 'Código da moeda (03 real)', fixo: '03' }, 'Data do vencimento');
export const REGISTRO_F = debito('F', 'Registro F (retorno do débito automático)', { nome: 'codigoDeRetorno', inicio: 68, fim: 69, tipo: 'alfa', significado: 'Código de retorno' }, 'Data do débito');

export const REGISTRO_X = definirRegistro('Registro X (relação de agências)', LARGURA, [
  tipo('X'),
  { nome: 'agencia', inicio: 2, fim: 5, tipo: 'alfa', significado: 'Código da agência' },
  { nome: 'nome', inicio: 6, fim: 35, tipo: 'alfa', significado: 'Nome da agência' },
  { nome: 'endereco', inicio: 36, fim: 65, tipo: 'alfa', significado: 'Endereço' },
  { nome: 'numero', inicio: 66, fim: 70, tipo: 'alfa', significado: 'Número' },
  { nome: 'cep', inicio: 71, fim: 75, tipo: 'numerico', significado: 'CEP' },
  { nome: 'sufixoDoCep', inicio: 76, fim: 78, tipo: 'numerico', significado: 'Sufixo do CEP' },
  { nome: 'cidade', inicio: 79, fim: 98, tipo: 'alfa', significado: 'Cidade' },
  { nome: 'uf', inicio: 99, fim: 100, tipo: 'alfa', significado: 'UF' },
  { nome: 'situacao', inicio: 101, fim: 101, tipo: 'alfa', significado: 'Situação da agência (A ativa, B em regime de encerramento)' },
  { nome: 'reservado', inicio: 102, fim: 150, tipo: 'alfa', significado: 'Reservado para o futuro' },
]);

export const REGISTRO_Z = definirRegistro('Registro Z (trailer)', LARGURA, [
  tipo('Z'),
  { nome: 'totalDeRegistros', inicio: 2, fim: 7, tipo: 'numerico', significado: 'Total de registros do arquivo' },
  { nome: 'valorTotal', inicio: 8, fim: 24, tipo: 'valor', significado: 'Valor total dos registros do arquivo' },
  { nome: 'reservado', inicio: 25, fim: 150, tipo: 'alfa', significado: 'Reservado para o futuro' },
]);

/**
 * Arrecadação (utility bills with a barcode, FEBRABAN's collection layout): one G per bill paid,
 * between the same A (service "CODIGO DE BARRAS") and Z.
 */
export const REGISTRO_G = definirRegistro('Registro G (arrecadação)', LARGURA, [
  tipo('G'),
  { nome: 'conta', inicio: 2, fim: 21, tipo: 'alfa', significado: 'Identificação da empresa/conta no banco' },
  { nome: 'dataDoPagamento', inicio: 22, fim: 29, tipo: 'dataAnoMesDia', significado: 'Data do pagamento' },
  { nome: 'dataDoCredito', inicio: 30, fim: 37, tipo: 'dataAnoMesDia', significado: 'Data prevista para o crédito' },
  { nome: 'codigoDeBarras', inicio: 38, fim: 81, tipo: 'alfa', significado: 'Código de barras' },
  { nome: 'valorRecebido', inicio: 82, fim: 93, tipo: 'valor', significado: 'Valor recebido' },
  { nome: 'tarifa', inicio: 94, fim: 100, tipo: 'valor', significado: 'Valor da tarifa' },
  { nome: 'nsr', inicio: 101, fim: 108, tipo: 'numerico', significado: 'Número sequencial do registro (NSR)' },
  { nome: 'agenciaArrecadadora', inicio: 109, fim: 116, tipo: 'alfa', significado: 'Código da agência arrecadadora' },
  { nome: 'formaDeArrecadacao', inicio: 117, fim: 117, tipo: 'alfa', significado: 'Forma de arrecadação/captura' },
  { nome: 'autenticacao', inicio: 118, fim: 140, tipo: 'alfa', significado: 'Número de autenticação ou código da transação' },
  { nome: 'formaDePagamento', inicio: 141, fim: 141, tipo: 'alfa', significado: 'Forma de pagamento' },
  { nome: 'reservado', inicio: 142, fim: 150, tipo: 'alfa', significado: 'Reservado para o futuro' },
]);

/** Every record's table by its letter. */
export const REGISTROS_FEBRABAN150 = { A: REGISTRO_A, B: REGISTRO_B, C: REGISTRO_C, D: REGISTRO_D, E: REGISTRO_E, F: REGISTRO_F, G: REGISTRO_G, H: REGISTRO_H, X: REGISTRO_X, Z: REGISTRO_Z } as const;

export type LetraDoRegistro = keyof typeof REGISTROS_FEBRABAN150;
