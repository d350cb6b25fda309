import { createContext, useContext } from 'react';
import type { Model } from '../../../shared/engine/types.ts';

/** The model of the record being edited: a field holding a list of objects takes its items' fields from it. */
export const ModeloDoFormularioContext = createContext<Model | null>(null);

/**
 * The form's errors below the field level (an item's field, 'horarios.0.fim'), for the widgets
 * that edit more than one value. Kept apart from the model: it changes with every validation.
 */
export interface ErrosDoFormulario {
  /** The messages shown, by dotted path. */
  erros: Readonly<Record<string, string>>;
  /** Judges one dotted path, as the user leaves its input. */
  validar(caminho: string): void;
}

const SEM_ERROS: ErrosDoFormulario = { erros: {}, validar: () => undefined };

export const ErrosDoFormularioContext = createContext<ErrosDoFormulario>(SEM_ERROS);

export const useModeloDoFormulario = () => useContext(ModeloDoFormularioContext);
export const useErrosDoFormulario = () => useContext(ErrosDoFormularioContext);

/**
 * The record being edited, for the widgets that edit more than their own field (the map's point
 * writes latitude and longitude and reads the municipality). It changes with every keystroke:
 * only such widgets read it. Outside a form, an empty record that keeps nothing.
 */
export interface RegistroDoFormulario {
  valores: Readonly<Record<string, unknown>>;
  alterar(campo: string, valor: unknown): void;
}

const SEM_REGISTRO: RegistroDoFormulario = { valores: {}, alterar: () => undefined };

export const RegistroDoFormularioContext = createContext<RegistroDoFormulario>(SEM_REGISTRO);

export const useRegistroDoFormulario = () => useContext(RegistroDoFormularioContext);
