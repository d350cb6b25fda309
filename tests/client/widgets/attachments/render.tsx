import { useState, type ComponentType } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { AppProviders } from '../../../../src/client/app/AppProviders.tsx';
import { AutocompleteContext, type FontesDoAutocomplete } from '../../../../src/client/widgets/q-autocomplete/index.ts';
import type { WidgetProps } from '../../../../src/client/widgets/types.ts';

export const ROTULO = 'Documentos';

export interface Opcoes<V> {
  valor?: V | null;
  obrigatorio?: boolean;
  desabilitado?: boolean;
  erro?: string | null;
  /** The model the field refers to (the attachments' document type). */
  referencia?: string;
  /** Where the engine says each referenced model is searched. */
  fontes?: FontesDoAutocomplete;
}

/** A widget as the engine holds it: the value follows what it emits; onChange records it. */
export function renderComoOMotor<V>(Widget: ComponentType<WidgetProps<V>>, opcoes: Opcoes<V> = {}) {
  const onChange = vi.fn();
  function Motor() {
    const [valor, setValor] = useState<V | null>(opcoes.valor ?? null);
    return (
      <Widget
        id="campo"
        campo="campo"
        rotulo={ROTULO}
        valor={valor}
        onChange={(novo) => {
          onChange(novo);
          setValor(novo);
        }}
        obrigatorio={opcoes.obrigatorio ?? false}
        desabilitado={opcoes.desabilitado ?? false}
        erro={opcoes.erro ?? null}
        apresentacao={{ titulo: ROTULO, widget: 'x', mascara: null, formato: null, opcoes: null, referencia: opcoes.referencia ?? null, multiplo: false }}
      />
    );
  }
  return {
    ...render(
      <AppProviders>
        <AutocompleteContext.Provider value={opcoes.fontes ?? {}}>
          <Motor />
        </AutocompleteContext.Provider>
      </AppProviders>,
    ),
    onChange,
  };
}
