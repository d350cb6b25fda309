import type { ArquivoEnviado } from '../upload/tipos.ts';

export interface TipoDeDocumento {
  id: number | string;
  descricao: string;
}

/** The file of an attachment: what the list needs, whatever else the record holds. */
export type ArquivoDoAnexo = Pick<ArquivoEnviado, 'id' | 'fileName'> & Partial<ArquivoEnviado>;

/** Specification, section 3: Anexo is id, arquivo (with fileName), tipoAnexo. */
export interface Anexo {
  id?: number;
  arquivo: ArquivoDoAnexo;
  tipoAnexo?: TipoDeDocumento | null;
}
