import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import IMask, { type FactoryArg, type InputMask } from 'imask';

export type Mascara = InputMask<FactoryArg>;

export interface OpcoesDoImask<V> {
  /** imask's options; memoise them, a new object rebuilds the mask. */
  mascara: FactoryArg;
  /** The engine's value. */
  valor: V | null | undefined;
  /** The value the masked text means, or null (empty, incomplete or invalid). */
  ler(mascara: Mascara): V | null;
  /** The text to show for a value set from outside. */
  escrever(valor: V): string;
  onChange(valor: V | null): void;
}

export interface Imask {
  /** For the input's ref. */
  ref(elemento: HTMLInputElement | null): void;
  /** The masked text as shown. */
  texto: string;
  /** Whether the text fills the whole pattern. */
  completo: boolean;
  mascara: Mascara | null;
}

/**
 * Binds imask to an uncontrolled input (imask owns its text) and keeps it in step with the
 * engine's value: typing emits what the text means, a value set from outside is written
 * into the mask without being emitted back.
 */
export function useImask<V>({ mascara: opcoes, valor, ler, escrever, onChange }: OpcoesDoImask<V>): Imask {
  const [elemento, setElemento] = useState<HTMLInputElement | null>(null);
  const [mascara, setMascara] = useState<Mascara | null>(null);
  const [estado, setEstado] = useState({ texto: '', completo: false });
  const atual = useRef({ valor, ler, escrever, onChange });
  const sincronizando = useRef(false);
  useLayoutEffect(() => {
    atual.current = { valor, ler, escrever, onChange };
  });

  useEffect(() => {
    if (elemento === null) return;
    const criada = IMask(elemento, opcoes);
    criada.on('accept', () => {
      setEstado({ texto: criada.value, completo: criada.masked.isComplete });
      if (sincronizando.current) return;
      const lido = atual.current.ler(criada);
      if (!Object.is(lido, atual.current.valor ?? null)) atual.current.onChange(lido);
    });
    setMascara(criada);
    return () => {
      criada.destroy();
      setMascara(null);
    };
  }, [elemento, opcoes]);

  // A value from outside (initial, reset, chosen in a calendar) replaces the text, unless
  // the text already means it (so "1,5" being typed is not rewritten as "1,50").
  useLayoutEffect(() => {
    if (mascara === null) return;
    const esperado = valor ?? null;
    if (Object.is(atual.current.ler(mascara), esperado)) return;
    sincronizando.current = true;
    try {
      mascara.value = esperado === null ? '' : atual.current.escrever(esperado);
    } finally {
      sincronizando.current = false;
    }
    setEstado({ texto: mascara.value, completo: mascara.masked.isComplete });
  }, [mascara, valor]);

  return { ref: setElemento, texto: estado.texto, completo: estado.completo, mascara };
}
