// What the collection files say once read, whatever their layout and bank: the return reader of
// each layout (CNAB 240, CNAB 400, FEBRABAN 150) gives these, and the server applies them.

export type LayoutDeArquivo = 'CNAB240' | 'CNAB400' | 'FEBRABAN150';

/** What an occurrence does to a charge: the bank's code means one of these (a table per bank and layout). */
export type CategoriaDeOcorrencia = 'entrada' | 'liquidacao' | 'baixa' | 'rejeicao' | 'outra';

/** One charge's line(s) in a return file. Money in integer cents; dates `AAAA-MM-DD`. */
export interface RegistroDeRetorno {
  /** The file's line (from 1) where the record starts: what the details page and errors point at. */
  linha: number;
  nossoNumero: string;
  ocorrencia: string;
  descricaoOcorrencia: string;
  categoria: CategoriaDeOcorrencia;
  valorTituloCentavos: number;
  valorPagoCentavos: number;
  tarifaCentavos: number;
  jurosCentavos: number;
  descontoCentavos: number;
  dataOcorrencia: string | null;
  dataCredito: string | null;
  /** The bank's reason codes of a rejection or a write-off, as written in the file. */
  motivos: string[];
}

export interface RetornoLido {
  /** The bank's three-digit code (001, 237, 341, 104, 033, 748, 756), or the utility's agreement for FEBRABAN 150. */
  banco: string;
  layout: LayoutDeArquivo;
  /** The institution's agreement (convênio / código do beneficiário) as the file's header names it. */
  convenio: string;
  registros: RegistroDeRetorno[];
}
