import { createContext, useContext } from 'react';

// The dialog's field messages (its own checks and the server's 422), for the fields a report
// adds to the dialog: they pull their message from here instead of receiving it by props.

export interface ErrosDoRelatorio {
  erros: Readonly<Record<string, string>>;
  /** Drops a field's message as the user changes the field. */
  limpar(campo: string): void;
}

export const ErrosDoRelatorioContext = createContext<ErrosDoRelatorio>({ erros: {}, limpar: () => undefined });

export function useErroDoCampo(campo: string): { erro: string | null; limpar(): void } {
  const { erros, limpar } = useContext(ErrosDoRelatorioContext);
  return { erro: erros[campo] ?? null, limpar: () => limpar(campo) };
}
