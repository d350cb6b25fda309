import { useState, type ComponentType, type ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { AppProviders } from '../../../src/client/app/AppProviders.tsx';
import type { Apresentacao } from '../../../src/shared/engine/tela-resolvida.ts';
import type { WidgetProps } from '../../../src/client/widgets/types.ts';

export const ROTULO = 'Campo de teste';

export function apresentacao(diferencas: Partial<Apresentacao<string>> = {}): Apresentacao<string> {
  return { titulo: ROTULO, widget: 'q-input', mascara: null, formato: null, tipo: null, opcoes: null, referencia: null, multiplo: false, ...diferencas };
}

export interface OpcoesDoWidget {
  valor?: unknown;
  apresentacao?: Partial<Apresentacao<string>>;
  obrigatorio?: boolean;
  desabilitado?: boolean;
  erro?: string | null;
  /** Like the engine, hand every emitted value back (default); false keeps the value fixed. */
  ecoar?: boolean;
  /** Around the widget, inside the providers (e.g. an AutocompleteContext). */
  envolver?: (filho: ReactNode) => ReactNode;
  /** Extra props some kinds take (the autocomplete's url). */
  extras?: Record<string, unknown>;
}

/**
 * Renders one widget the way the engine does: inside the app's providers (theme, a fresh SWR
 * cache, dialogs, toasts), with a value that follows what the widget emits. `onChange`
 * records every emission.
 */
export function renderWidget(Widget: ComponentType<WidgetProps<never>>, opcoes: OpcoesDoWidget = {}) {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  const Componente = Widget as ComponentType<WidgetProps<unknown>>;
  const { ecoar = true, envolver = (filho: ReactNode) => filho } = opcoes;

  function ComoOMotor() {
    const [valor, setValor] = useState<unknown>(opcoes.valor ?? null);
    return (
      <Componente
        {...opcoes.extras}
        id="campo-de-teste"
        campo="campoDeTeste"
        rotulo={ROTULO}
        valor={valor}
        onChange={(novo) => {
          onChange(novo);
          if (ecoar) setValor(novo);
        }}
        onBlur={onBlur}
        obrigatorio={opcoes.obrigatorio ?? false}
        desabilitado={opcoes.desabilitado ?? false}
        erro={opcoes.erro ?? null}
        apresentacao={apresentacao(opcoes.apresentacao)}
      />
    );
  }

  const vista = render(
    <AppProviders>{envolver(<ComoOMotor />)}</AppProviders>,
  );
  return { ...vista, onChange, onBlur };
}

/** The last value emitted. */
export function ultimo(onChange: ReturnType<typeof vi.fn>): unknown {
  return onChange.mock.calls.at(-1)?.[0];
}
