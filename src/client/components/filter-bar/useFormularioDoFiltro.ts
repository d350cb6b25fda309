import { useMemo, useRef, useState } from 'react';
import type { FieldError } from '../../../shared/api/contract.ts';
import type { FiltroResolvido } from '../../../shared/engine/tela-resolvida.ts';
import { validateValue } from '../../../shared/validation/index.ts';
import { fieldErrorMap } from '../../api/ApiError.ts';
import { depoisDoClique } from '../formulario/depoisDoClique.ts';
import { regrasDoFiltro, validarFiltro, valoresPreenchidos, type ValoresDoFiltro } from './valoresDoFiltro.ts';

const NENHUM: ValoresDoFiltro = {};
const SEM_ERROS: readonly FieldError[] = [];

/**
 * The state of the dynamic filter form: values, field messages, and whether Aplicar was tried.
 * `errosIniciais`: what is wrong with the initial values (a filter from a bookmark), shown at once
 * as if Aplicar had been tried.
 */
export function useFormularioDoFiltro(filtro: FiltroResolvido, iniciais: ValoresDoFiltro = NENHUM, errosIniciais = SEM_ERROS) {
  const regras = useMemo(() => regrasDoFiltro(filtro), [filtro]);
  const [valores, setValores] = useState<ValoresDoFiltro>(iniciais);
  // The latest values for a field judged after the click that left it (Limpar may have emptied them).
  const atuais = useRef(iniciais);
  const [erros, setErros] = useState<Readonly<Record<string, string>>>(() => fieldErrorMap(errosIniciais));
  const [submetido, setSubmetido] = useState(errosIniciais.length > 0);

  function semErroEm(parametro: string) {
    setErros(({ [parametro]: _, ...resto }) => resto);
  }

  return {
    valores,
    erros,
    submetido,
    alterar(parametro: string, valor: unknown) {
      atuais.current = { ...atuais.current, [parametro]: valor };
      setValores(atuais.current);
      semErroEm(parametro);
    },
    /** On leaving a field: only its own rules, never the whole form per keystroke. */
    validarCampo(parametro: string) {
      depoisDoClique(() => {
        const mensagem = validateValue(atuais.current[parametro], regras[parametro] ?? []);
        if (mensagem) setErros((anteriores) => ({ ...anteriores, [parametro]: mensagem }));
        else semErroEm(parametro);
      });
    },
    limpar() {
      atuais.current = NENHUM;
      setValores(NENHUM);
      setErros({});
      setSubmetido(false);
    },
    /** The filled values when every rule passes; null (and the messages shown) otherwise. */
    aplicar(): Record<string, unknown> | null {
      const encontrados = validarFiltro(valores, regras);
      setErros(fieldErrorMap(encontrados));
      setSubmetido(true);
      return encontrados.length > 0 ? null : valoresPreenchidos(valores);
    },
  };
}
