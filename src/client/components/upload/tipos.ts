/** The file record the server keeps for an upload (the reply's content). */
export interface ArquivoEnviado {
  id: number;
  fileName: string;
  tipo: string;
  tamanho: number;
}

/** IMAGEM: png, jpg, jpeg or gif, cropped before it is sent; ALL: any file as it is. */
export type TipoDeUpload = 'IMAGEM' | 'ALL';

/** Specification, section 9: upload defaults. */
export const LARGURA_PADRAO = 300;
export const ALTURA_PADRAO = 300;
export const PROPORCAO_PADRAO = 1;
export const AREA_DE_RECORTE = 0.8;

export interface OpcoesDeUpload {
  /** Where the server files it, e.g. 'fotos' or 'anexos'. */
  diretorio: string;
  tipo: TipoDeUpload;
  /** The size an image is cropped to (and the server told). */
  width?: number;
  height?: number;
  aspectRatio?: number;
}
