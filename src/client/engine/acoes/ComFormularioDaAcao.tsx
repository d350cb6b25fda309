import { useCallback, useState, type ReactNode } from 'react';
import type { Model } from '../../../shared/engine/types.ts';
import { DialogoDaAcao } from './DialogoDaAcao.tsx';
import { FormularioDaAcaoContext, type PedidoDoFormulario, type PedirFormulario } from './formularioDaAcao.ts';

interface ComFormularioDaAcaoProps {
  /** The screen's models besides its own: its actions' forms' among them (GET /api/telas/:name). */
  modelos: Readonly<Record<string, Model>>;
  children: ReactNode;
}

type Aberto = PedidoDoFormulario & { resolver(executada: boolean): void };

/**
 * Where a screen's actions with a form open their dialog: inside the screen, so its fields have
 * the widgets and the autocompletes' sources the screen's own form has.
 */
export function ComFormularioDaAcao({ modelos, children }: ComFormularioDaAcaoProps) {
  const [aberto, setAberto] = useState<Aberto | null>(null);
  const pedir = useCallback<PedirFormulario>(
    // A form whose model the screen did not bring cannot be asked: the action does not run.
    (pedido) => (pedido.acao.formulario && Object.hasOwn(modelos, pedido.acao.formulario.modelo) ? new Promise((resolver) => setAberto({ ...pedido, resolver })) : Promise.resolve(false)),
    [modelos],
  );
  const formulario = aberto?.acao.formulario ?? null;
  const modelo = formulario === null ? undefined : modelos[formulario.modelo];
  function fechar(executada: boolean) {
    aberto?.resolver(executada);
    setAberto(null);
  }
  return (
    <FormularioDaAcaoContext.Provider value={pedir}>
      {children}
      {aberto && formulario && modelo && <DialogoDaAcao pedido={aberto} formulario={formulario} modelo={modelo} onFechar={fechar} />}
    </FormularioDaAcaoContext.Provider>
  );
}
