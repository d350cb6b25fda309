import { createContext, useContext } from 'react';

export interface OpcoesConfirmar {
  titulo?: string;
  mensagem?: string;
  textoConfirmar?: string;
  textoCancelar?: string;
}

export interface OpcoesSolicitarTexto {
  titulo?: string;
  rotulo?: string;
  /** false lets the user go on with nothing typed (resolving ''); required by default. */
  obrigatorio?: boolean;
  /** The most characters the text may have. */
  tamanhoMaximo?: number;
}

/** A text to copy (a PIX code) and its image, an SVG the server drew (a QR code). */
export interface OpcoesMostrarCodigo {
  titulo: string;
  mensagem?: string;
  /** The text's label. */
  rotulo: string;
  texto: string;
  imagemSvg?: string | null;
}

export interface Dialogos {
  /** Resolves true when the user confirms, false when they cancel or dismiss. */
  confirmar(opcoes?: OpcoesConfirmar): Promise<boolean>;
  /** Resolves the typed text, or null when the user cancels. */
  solicitarTexto(opcoes?: OpcoesSolicitarTexto): Promise<string | null>;
  /** Shows a text with a button that copies it (and its image); resolves when the user closes it. */
  mostrarCodigo(opcoes: OpcoesMostrarCodigo): Promise<void>;
}

export const DialogosContext = createContext<Dialogos | null>(null);

export function useDialogos(): Dialogos {
  const dialogos = useContext(DialogosContext);
  if (!dialogos) throw new Error('useDialogos needs a DialogosProvider above it.');
  return dialogos;
}
