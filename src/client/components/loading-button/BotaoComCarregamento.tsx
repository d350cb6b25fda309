import { useEffect, useRef, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Button, Spinner, type ButtonProps } from '@fluentui/react-components';

/** Specification, section 4: without a response-ready signal the loading lasts this long. */
export const ATRASO_PADRAO_MS = 2000;

interface PropsDoBotao {
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  shape?: ButtonProps['shape'];
  iconPosition?: ButtonProps['iconPosition'];
  icon?: ReactElement;
  disabled?: boolean;
  type?: 'button' | 'submit';
  className?: string;
  title?: string;
  'aria-label'?: string;
  children?: ReactNode;
}

export interface BotaoComCarregamentoProps extends PropsDoBotao {
  /** Return a promise to keep the loading until it settles (the response-ready event). */
  onClick?(event: MouseEvent<HTMLButtonElement>): unknown;
  /**
   * The explicit response-ready signal, for callers without a promise: set it false when the
   * request starts and true when the reply arrives; the loading ends when it turns true.
   */
  pronto?: boolean;
  /** How long the loading lasts when there is neither a promise nor `pronto`. */
  atraso?: number;
}

/** A button that shows a spinner and ignores clicks from the click until the response is ready. */
export function BotaoComCarregamento(props: BotaoComCarregamentoProps) {
  const { onClick, pronto, atraso = ATRASO_PADRAO_MS, icon, disabled, ...resto } = props;
  const [carregando, setCarregando] = useState(false);
  const clique = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (pronto) setCarregando(false);
  }, [pronto]);

  function terminar(deste: number) {
    // A late reply of an earlier click must not end a later one.
    if (clique.current === deste) setCarregando(false);
  }

  function clicar(event: MouseEvent<HTMLButtonElement>) {
    const deste = ++clique.current;
    setCarregando(true);
    const resultado = onClick?.(event);
    if (resultado instanceof Promise) {
      resultado.then(
        () => terminar(deste),
        () => terminar(deste),
      );
    } else if (pronto === undefined) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => terminar(deste), atraso);
    }
  }

  return (
    <Button
      {...resto}
      icon={carregando ? <Spinner size="tiny" /> : icon}
      disabled={disabled}
      // Still focusable while loading, so the keyboard user's focus stays on the button.
      disabledFocusable={!disabled && carregando}
      aria-busy={carregando || undefined}
      onClick={clicar}
    />
  );
}
