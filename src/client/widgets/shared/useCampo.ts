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
export type CampoDoWidget = Pick<WidgetProps, 'id' | 'rotulo' | 'obrigatorio' | 'desabilitado' | 'erro' | 'onBlur'>;

export interface Campo {
  /** Spread on Fluent's Field: label pointing at the input, required mark, message. */
  campo: FieldProps;
  /** Spread on the input itself. */
  controle: { id: string; disabled: boolean; onBlur?: () => void };
}

/**
 * The part every widget shares: one Field around the input, labelled by the field's title,
 * marked required, showing the engine's error (or the widget's own) underneath. A message may
 * arrive in pt-BR (a shared rule's, a server's 422): it is shown in the language in force.
 */
export function useCampo(props: CampoDoWidget, mensagens: MensagensDoCampo = {}): Campo {
  const { id, rotulo, obrigatorio, desabilitado, onBlur } = props;
  const traduzir = useTraduzir();
  const erroMostrado = traduzirSeHouver(mensagens.erroLocal ?? props.erro, traduzir);
  const aviso = erroMostrado ? null : traduzirSeHouver(mensagens.aviso, traduzir);
  return {
    campo: {
      // htmlFor keeps the label on our input id instead of the one Field would generate.
      label: { children: rotulo, htmlFor: id },
      required: obrigatorio,
      validationMessage: erroMostrado ?? aviso ?? undefined,
      validationState: erroMostrado ? 'error' : aviso ? 'warning' : 'none',
    },
    controle: { id, disabled: desabilitado, onBlur },
  };
}

const traduzirSeHouver = (texto: string | null | undefined, traduzir: (texto: string) => string): string | null =>
  texto ? traduzir(texto) : null;
