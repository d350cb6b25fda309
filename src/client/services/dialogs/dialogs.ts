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

export interface Dialogos {
  /** Resolves true when the user confirms, false when they cancel or dismiss. */
  confirmar(opcoes?: OpcoesConfirmar): Promise<boolean>;
  /** Resolves the typed text, or null when the user cancels. */
  solicitarTexto(opcoes?: OpcoesSolicitarTexto): Promise<string | null>;
}

export const DialogosContext = createContext<Dialogos | null>(null);

export function useDialogos(): Dialogos {
  const dialogos = useContext(DialogosContext);
  if (!dialogos) throw new Error('useDialogos needs a DialogosProvider above it.');
  return dialogos;
}
