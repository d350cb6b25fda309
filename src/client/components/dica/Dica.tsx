import { useRef, type HTMLAttributes, type ReactElement, type RefCallback } from 'react';
import { Tooltip, type TooltipProps, type TooltipTriggerProps } from '@fluentui/react-components';

type EventosDoPonteiro = 'onPointerEnter' | 'onPointerMove' | 'onPointerLeave';

/** What the trigger spreads: the tooltip's own props, with the pointer's turned into a hover. */
export type GatilhoDaDica = Omit<TooltipTriggerProps, 'ref' | EventosDoPonteiro> &
  Pick<HTMLAttributes<HTMLElement>, EventosDoPonteiro> & { ref?: RefCallback<HTMLElement> };

export interface DicaProps extends Omit<TooltipProps, 'children'> {
  children(gatilho: GatilhoDaDica): ReactElement;
}

/**
 * Fluent's tooltip, shown on focus or when the pointer moves over the trigger. A browser also
 * reports a pointer "entering" when the page changes under a still one (the pointer rests where
 * the last click was); that is no hover, and the tooltip waits for the pointer to move.
 */
export function Dica({ children, ...props }: DicaProps) {
  const aguardaMovimento = useRef(false);
  return (
    <Tooltip {...props}>
      {({ ref, onPointerEnter: mostrar, onPointerLeave: esconder, ...gatilho }: TooltipTriggerProps) =>
        children({
          ...gatilho,
          // Typed Ref<unknown>, Fluent's trigger ref is a callback (merged refs) taking any element.
          ref: ref as RefCallback<HTMLElement> | undefined,
          onPointerEnter: () => {
            aguardaMovimento.current = true;
          },
          onPointerMove: (evento) => {
            if (!aguardaMovimento.current) return;
            aguardaMovimento.current = false;
            mostrar?.(evento);
          },
          onPointerLeave: (evento) => {
            aguardaMovimento.current = false;
            esconder?.(evento);
          },
        })
      }
    </Tooltip>
  );
}
