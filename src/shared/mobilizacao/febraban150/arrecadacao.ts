import { escreverRegistro } from '../arquivos/campos.ts';
import { modulo10 } from '../boleto/modulos.ts';
import { REGISTRO_A, REGISTRO_G, REGISTRO_Z } from './registros.ts';
import { VERSAO_DO_LAYOUT } from './remessa.ts';

// A utility's arrecadação return (A, one G per bill paid, Z) as its bank writes it: what the demo
// data and the tests send to a utility's page. The bill's barcode follows FEBRABAN's collection
// barcode (8, segment, value type 6, check digit, value, company, free field), the consumer's
// installation at the start of the free field (positions 20–29).

export const SERVICO_ARRECADACAO = 'CODIGO DE BARRAS';

export interface ContaPaga {
  /** Digits of the installation (up to 10). */
  instalacao: string;
  valorCentavos: number;
  tarifaCentavos: number;
  /** AAAA-MM-DD */
  dataDoPagamento: string;
  dataDoCredito: string;
}

export interface RetornoDeArrecadacao {
  convenio: string;
  nomeDaEmpresa: string;
  banco: string;
  nomeDoBanco: string;
  dataDeGeracao: string;
  nsa: number;
  /** FEBRABAN segment of the barcode's second digit: 2 sanitation, 3 energy and gas, 4 telecommunications. */
  segmento: '2' | '3' | '4';
  /** The company's four digits in the barcode (positions 16–19). */
  empresa: string;
  contas: ContaPaga[];
}

/** A bill's 44-digit barcode with its installation at positions 20–29. */
export function codigoDeBarrasDaConta(segmento: string, empresa: string, valorCentavos: number, instalacao: string): string {
  const semDigito = `8${segmento}6${String(valorCentavos).padStart(11, '0')}${empresa.padStart(4, '0')}${instalacao.padStart(10, '0')}${'0'.repeat(15)}`;
  return `${semDigito.slice(0, 3)}${modulo10(semDigito)}${semDigito.slice(3)}`;
}

/** The return's lines (150 positions each), in order. */
export function escreverRetornoDeArrecadacao(r: RetornoDeArrecadacao): string[] {
  const a = escreverRegistro(REGISTRO_A, {
    codigoDeRemessa: '2',
    convenio: r.convenio,
    nomeDaEmpresa: r.nomeDaEmpresa,
    banco: r.banco,
    nomeDoBanco: r.nomeDoBanco,
    dataDeGeracao: r.dataDeGeracao,
    nsa: String(r.nsa),
    versao: VERSAO_DO_LAYOUT,
    servico: SERVICO_ARRECADACAO,
  });
  const gs = r.contas.map((c, i) =>
    escreverRegistro(REGISTRO_G, {
      conta: r.convenio,
      dataDoPagamento: c.dataDoPagamento,
      dataDoCredito: c.dataDoCredito,
      codigoDeBarras: codigoDeBarrasDaConta(r.segmento, r.empresa, c.valorCentavos, c.instalacao),
      valorRecebido: c.valorCentavos,
      tarifa: c.tarifaCentavos,
      nsr: String(i + 1),
      agenciaArrecadadora: '0001',
      formaDeArrecadacao: '1',
      autenticacao: `AUT${String(i + 1).padStart(20, '0')}`,
      formaDePagamento: '1',
    }),
  );
  const z = escreverRegistro(REGISTRO_Z, { totalDeRegistros: String(r.contas.length + 2), valorTotal: r.contas.reduce((s, c) => s + c.valorCentavos, 0) });
  return [a, ...gs, z];
}
