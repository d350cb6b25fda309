import type { RegistroLido } from '../arquivos/campos.ts';
import type { RegistroDeRetorno, RetornoLido } from '../arquivos/tipos.ts';
import { lerArquivoFebraban150 } from './leitura.ts';
import { FORMAS_DE_ARRECADACAO, ocorrenciaDe, RETORNOS_DO_DEBITO, type Ocorrencia } from './ocorrencias.ts';

// A FEBRABAN 150 return: débito automático (F, one per debit asked, with the bank's return code)
// and utility collections (G, one per bill paid). The charge is what the institution wrote in
// "uso da empresa" of its E record (the nosso número, echoed in F); a bill paid is known by its
// barcode, where the utility put the consumer's installation. B, H and X (registrations, changes
// of identification, agencies) are checked by their tables and do not touch charges.

const naoPrevisto =
  (layout: string) =>
  (codigo: string): Ocorrencia => ({ descricao: `Código ${codigo} não previsto no ${layout}`, categoria: 'outra' });

function debito(registro: RegistroLido, linha: number): RegistroDeRetorno {
  const ocorrencia = registro.texto('codigoDeRetorno');
  const { descricao, categoria } = ocorrenciaDe(RETORNOS_DO_DEBITO, ocorrencia, naoPrevisto('débito automático FEBRABAN'));
  const valor = registro.centavos('valor');
  return {
    linha,
    nossoNumero: registro.texto('usoDaEmpresa'),
    ocorrencia,
    descricaoOcorrencia: descricao,
    categoria,
    valorTituloCentavos: valor,
    valorPagoCentavos: categoria === 'liquidacao' ? valor : 0,
    tarifaCentavos: 0,
    jurosCentavos: 0,
    descontoCentavos: 0,
    // The debit's date when debited, the due date otherwise; the file does not say when the institution is credited.
    dataOcorrencia: registro.data('data'),
    dataCredito: null,
    motivos: [],
  };
}

function arrecadacao(registro: RegistroLido, linha: number): RegistroDeRetorno {
  const ocorrencia = registro.texto('formaDeArrecadacao');
  const { descricao, categoria } = ocorrenciaDe(FORMAS_DE_ARRECADACAO, ocorrencia, naoPrevisto('layout de arrecadação FEBRABAN'));
  const valor = registro.centavos('valorRecebido');
  return {
    linha,
    nossoNumero: registro.texto('codigoDeBarras'),
    ocorrencia,
    descricaoOcorrencia: descricao,
    categoria,
    valorTituloCentavos: valor,
    valorPagoCentavos: valor,
    tarifaCentavos: registro.centavos('tarifa'),
    jurosCentavos: 0,
    descontoCentavos: 0,
    dataOcorrencia: registro.data('dataDoPagamento'),
    dataCredito: registro.data('dataDoCredito'),
    motivos: [],
  };
}

/**
 * Reads a FEBRABAN 150 return (lines already split; each brought to 150 positions): banco = the
 * header's bank code, convenio = the agreement code; every F and G as a return record.
 * Throws ErroDeArquivo (line, position, pt-BR reason) for anything its tables do not accept.
 */
export function lerRetornoFebraban150(linhas: string[]): RetornoLido {
  const { cabecalho, detalhes } = lerArquivoFebraban150(linhas, '2', ['B', 'F', 'G', 'H', 'X']);
  const registros: RegistroDeRetorno[] = [];
  for (const { letra, linha, registro } of detalhes) {
    if (letra === 'F') registros.push(debito(registro, linha));
    if (letra === 'G') registros.push(arrecadacao(registro, linha));
  }
  return { banco: cabecalho.texto('banco'), layout: 'FEBRABAN150', convenio: cabecalho.texto('convenio'), registros };
}
