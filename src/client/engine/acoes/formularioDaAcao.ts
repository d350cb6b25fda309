import { createContext, useContext } from 'react';
import type { FieldError } from '../../../shared/api/contract.ts';
import type { AcaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { Valores } from '../formulario/valores.ts';

/** An action with a form, asked on a record: `enviar` runs it with the form's values and answers the refusal's field errors, or null when it ran. */
export interface PedidoDoFormulario {
  acao: AcaoResolvida;
  registro: Valores;
  enviar(corpo: Valores): Promise<readonly FieldError[] | null>;
}

/** Opens the action's dialog; true once the action ran, false when the user gave up. */
export type PedirFormulario = (pedido: PedidoDoFormulario) => Promise<boolean>;

export const FormularioDaAcaoContext = createContext<PedirFormulario | null>(null);

export function usePedirFormulario(): PedirFormulario {
  const pedir = useContext(FormularioDaAcaoContext);
  if (!pedir) throw new Error('usePedirFormulario needs a ComFormularioDaAcao above it.');
  return pedir;
}
