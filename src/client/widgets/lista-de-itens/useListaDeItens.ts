import { useEffect, useMemo, useRef, useState } from 'react';
import type { ModelProperty } from '../../../shared/engine/types.ts';
import { comValorNoItem, itensDe, novoItem, semItem, type Item } from './itens.ts';

let ultimaChave = 0;
const novaChave = () => `item-${++ultimaChave}`;

/** Keys for the rows, one per item, so an item's inputs stay with it when one before it goes. */
function ajustarChaves(chaves: readonly string[], quantidade: number): readonly string[] {
  if (chaves.length === quantidade) return chaves;
  return chaves.length > quantidade ? chaves.slice(0, quantidade) : [...chaves, ...Array.from({ length: quantidade - chaves.length }, novaChave)];
}

interface OpcoesDaLista {
  valor: unknown;
  esquema: ModelProperty;
  onChange(itens: Item[]): void;
}

/** The list's state: its items, their row keys, and the edits that emit a new list. */
export function useListaDeItens({ valor, esquema, onChange }: OpcoesDaLista) {
  const itens = useMemo(() => itensDe(valor), [valor]);
  const [chaves, setChaves] = useState<readonly string[]>(() => ajustarChaves([], itens.length));
  // A list set from outside (a record loaded) with another length gets keys for what it holds.
  const chavesAtuais = ajustarChaves(chaves, itens.length);
  if (chavesAtuais !== chaves) setChaves(chavesAtuais);

  // After Adicionar the new item's first input takes the focus; after removing, Adicionar does.
  const [focar, setFocar] = useState<'novo' | 'adicionar' | null>(null);
  const adicionarRef = useRef<HTMLButtonElement>(null);
  const listaRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focar === 'novo') listaRef.current?.lastElementChild?.querySelector<HTMLElement>('[data-campos-do-item] :is(input, button, textarea)')?.focus();
    if (focar === 'adicionar') adicionarRef.current?.focus();
    if (focar !== null) setFocar(null);
  }, [focar]);

  return {
    itens,
    chaves: chavesAtuais,
    adicionarRef,
    listaRef,
    adicionar() {
      setChaves([...chavesAtuais, novaChave()]);
      onChange([...itens, novoItem(esquema)]);
      setFocar('novo');
    },
    remover(indice: number) {
      setChaves(semItem(chavesAtuais, indice));
      onChange(semItem(itens, indice));
      setFocar('adicionar');
    },
    alterar(indice: number, nome: string, novo: unknown) {
      onChange(comValorNoItem(itens, indice, nome, novo));
    },
  };
}
