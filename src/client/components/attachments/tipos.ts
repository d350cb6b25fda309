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

export const MENSAGEM_TIPO_OBRIGATORIO = 'O campo Tipo do Documento é obrigatório.';
export const MENSAGEM_SEM_ARQUIVO = 'Nenhum arquivo selecionado.';
export const TEXTO_SEM_ANEXOS = 'Nenhum anexo enviado';

export function mensagemExclusao(anexo: Anexo): string {
  return `Confirma exclusão do anexo ${anexo.arquivo.fileName}?`;
}
