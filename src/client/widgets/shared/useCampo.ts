import type { FieldProps } from '@fluentui/react-components';
import { useTraduzir } from '../../i18n/traducao.ts';
import type { WidgetProps } from '../types.ts';

export interface MensagensDoCampo {
  /** What the widget itself found wrong with the text typed (e.g. 'Data inválida.'): it wins, being more specific. */
  erroLocal?: string | null;
  /** A non-blocking notice, shown only when there is no error. */
  aviso?: string | null;
}

/** The props of WidgetProps the chrome needs, whatever the value's type. */
export type CampoDoWidget = Pick<WidgetProps, 'id' | 'rotulo' | 'idDoRotulo' | 'obrigatorio' | 'desabilitado' | 'erro' | 'onBlur'>;

export interface Campo {
  /** Spread on Fluent's Field: label pointing at the input, required mark, message. */
  campo: FieldProps;
  /** Spread on the input itself. */
  controle: { id: string; disabled: boolean; onBlur?: () => void; 'aria-labelledby'?: string };
}

/**
 * The part every widget shares: one Field around the input, labelled by the field's title (or
 * by the heading beside it that already says it),
 * marked required, showing the engine's error (or the widget's own) underneath. A message may
 * arrive in pt-BR (a shared rule's, a server's 422): it is shown in the language in force.
 */
export function useCampo(props: CampoDoWidget, mensagens: MensagensDoCampo = {}): Campo {
  const { id, rotulo, idDoRotulo, obrigatorio, desabilitado, onBlur } = props;
  const traduzir = useTraduzir();
  const erroMostrado = traduzirSeHouver(mensagens.erroLocal ?? props.erro, traduzir);
  const aviso = erroMostrado ? null : traduzirSeHouver(mensagens.aviso, traduzir);
  return {
    campo: {
      // htmlFor keeps the label on our input id instead of the one Field would generate.
      label: idDoRotulo === undefined ? { children: rotulo, htmlFor: id } : undefined,
      required: obrigatorio,
      validationMessage: erroMostrado ?? aviso ?? undefined,
      validationState: erroMostrado ? 'error' : aviso ? 'warning' : 'none',
    },
    controle: { id, disabled: desabilitado, onBlur, ...(idDoRotulo !== undefined && { 'aria-labelledby': idDoRotulo }) },
  };
}

const traduzirSeHouver = (texto: string | null | undefined, traduzir: (texto: string) => string): string | null =>
  texto ? traduzir(texto) : null;
