import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { MENSAGENS } from '../../../shared/messages.ts';
import { notify } from '../toasts/notices.ts';
import { DialogosContext, type Dialogos, type OpcoesConfirmar, type OpcoesMostrarCodigo, type OpcoesSolicitarTexto } from './dialogs.ts';
import { useJanelas } from './useJanelas.ts';

type Pedido =
  | { id: number; tipo: 'confirmar'; opcoes: OpcoesConfirmar; resolver(valor: boolean): void }
  | { id: number; tipo: 'texto'; opcoes: OpcoesSolicitarTexto; resolver(valor: string | null): void }
  | { id: number; tipo: 'codigo'; opcoes: OpcoesMostrarCodigo; resolver(): void };

/** Shows one dialog at a time; requests made while one is open wait their turn. */
export function DialogosProvider({ children }: { children: ReactNode }) {
  const [fila, setFila] = useState<Pedido[]>([]);
  const proximoId = useRef(0);

  const enfileirar = useCallback((pedido: Pedido) => setFila((atual) => [...atual, pedido]), []);

  const dialogos = useMemo<Dialogos>(
    () => ({
      confirmar: (opcoes = {}) =>
        new Promise((resolver) => enfileirar({ id: ++proximoId.current, tipo: 'confirmar', opcoes, resolver })),
      solicitarTexto: (opcoes = {}) =>
        new Promise((resolver) => enfileirar({ id: ++proximoId.current, tipo: 'texto', opcoes, resolver })),
      mostrarCodigo: (opcoes) => new Promise((resolver) => enfileirar({ id: ++proximoId.current, tipo: 'codigo', opcoes, resolver })),
    }),
    [enfileirar],
  );

  const atual = fila[0];
  const concluir = () => setFila((restante) => restante.slice(1));
  // Without the dialogs' code the request is answered as cancelled: nothing it guards goes ahead.
  const janelas = useJanelas(atual?.id ?? null, () => {
    if (atual?.tipo === 'confirmar') atual.resolver(false);
    else if (atual?.tipo === 'codigo') atual.resolver();
    else atual?.resolver(null);
    concluir();
    notify({ intent: 'error', text: MENSAGENS.erroInterno });
  });
  const { ConfirmDialog, PromptDialog, CodigoDialog } = janelas ?? {};

  return (
    <DialogosContext.Provider value={dialogos}>
      {children}
      {atual?.tipo === 'confirmar' && ConfirmDialog && (
        <ConfirmDialog
          key={atual.id}
          opcoes={atual.opcoes}
          onClose={(confirmado) => {
            atual.resolver(confirmado);
            concluir();
          }}
        />
      )}
      {atual?.tipo === 'texto' && PromptDialog && (
        <PromptDialog
          key={atual.id}
          opcoes={atual.opcoes}
          onClose={(texto) => {
            atual.resolver(texto);
            concluir();
          }}
        />
      )}
      {atual?.tipo === 'codigo' && CodigoDialog && (
        <CodigoDialog
          key={atual.id}
          opcoes={atual.opcoes}
          onClose={() => {
            atual.resolver();
            concluir();
          }}
        />
      )}
    </DialogosContext.Provider>
  );
}
