import { useMemo, useState } from 'react';
import type { FieldError } from '../../../shared/api/contract.ts';
import type { FiltroResolvido } from '../../../shared/engine/tela-resolvida.ts';
import { validateValue } from '../../../shared/validation/index.ts';
import { fieldErrorMap } from '../../api/ApiError.ts';
import { regrasDoFiltro, validarFiltro, valoresPreenchidos, type ValoresDoFiltro } from './valoresDoFiltro.ts';

const NENHUM: ValoresDoFiltro = {};
const SEM_ERROS: readonly FieldError[] = [];

/**
 * The state of the dynamic filter form: values, field messages, and the form-level error.
 * `errosIniciais`: what is wrong with the initial values (a filter from a bookmark), shown at once.
 */
export function useFormularioDoFiltro(filtro: FiltroResolvido, iniciais: ValoresDoFiltro = NENHUM, errosIniciais = SEM_ERROS) {
  const regras = useMemo(() => regrasDoFiltro(filtro), [filtro]);
  const [valores, setValores] = useState<ValoresDoFiltro>(iniciais);
  const [erros, setErros] = useState<Readonly<Record<string, string>>>(() => fieldErrorMap(errosIniciais));
  const [comErros, setComErros] = useState(errosIniciais.length > 0);

  function semErroEm(parametro: string) {
    setErros(({ [parametro]: _, ...resto }) => resto);
  }

  return {
    valores,
    erros,
    comErros,
    alterar(parametro: string, valor: unknown) {
      setValores((atuais) => ({ ...atuais, [parametro]: valor }));
      semErroEm(parametro);
    },
    /** On leaving a field: only its own rules, never the whole form per keystroke. */
    validarCampo(parametro: string) {
      const mensagem = validateValue(valores[parametro], regras[parametro] ?? []);
      if (mensagem) setErros((atuais) => ({ ...atuais, [parametro]: mensagem }));
      else semErroEm(parametro);
    },
    limpar() {
      setValores(NENHUM);
      setErros({});
      setComErros(false);
    },
    /** The filled values when every rule passes; null (and the messages shown) otherwise. */
    aplicar(): Record<string, unknown> | null {
      const encontrados = validarFiltro(valores, regras);
      setErros(fieldErrorMap(encontrados));
      setComErros(encontrados.length > 0);
      return encontrados.length > 0 ? null : valoresPreenchidos(valores);
    },
  };
}
