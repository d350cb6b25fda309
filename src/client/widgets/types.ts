import type { ComponentType } from 'react';
import type { Apresentacao } from '../../shared/engine/tela-resolvida.ts';
import type { WidgetKind } from '../../shared/engine/widget-kinds.ts';

/**
 * What every widget kind receives. The view is thin: the engine owns the value and the errors
 * (one form state, validated with the shared rules), a widget renders and emits changes.
 */
export interface WidgetProps<V = unknown> {
  /** The DOM id of the input, so the label points at it. */
  id: string;
  /** The field's dotted path (e.g. 'pessoaFisica.cpf'); widgets that call the server may use it. */
  campo: string;
  /** Label shown by the widget's Field (the widget renders its own label and message). */
  rotulo: string;
  /**
   * The id of a heading beside the field that says its name already (a form section named like
   * its one field): the widget then shows no label of its own, and the heading names the input.
   */
  idDoRotulo?: string;
  valor: V | null | undefined;
  onChange(valor: V | null): void;
  /** Called when the user leaves the input (the engine validates the field then). */
  onBlur?(): void;
  obrigatorio: boolean;
  desabilitado: boolean;
  /** The field's current error message, shown under the input. */
  erro: string | null;
  /** Mask, format, enum options, referenced model, multiple: from the merged screen. */
  apresentacao: Apresentacao<string>;
}

export type Widget = ComponentType<WidgetProps<never>>;

/** The registry: one component per kind name (specification section 5 and DESIGN.md). */
export type RegistroDeWidgets = Readonly<Record<WidgetKind, ComponentType<WidgetProps<never>>>>;
