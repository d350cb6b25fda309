import { useCallback, useRef, useState } from 'react';
import { regrasDoServidor } from '../../../shared/engine/regras-do-servidor.ts';
import type { TelaResolvida } from '../../../shared/engine/tela-resolvida.ts';
import { validateRecord } from '../../../shared/validation/index.ts';
import type { FieldError } from '../../../shared/api/contract.ts';
import { fieldErrorMap } from '../../api/ApiError.ts';
import { comValor, type Valores } from './valores.ts';

export type ErrosDoFormulario = Readonly<Record<string, string>>;

const SEM_ERROS: ErrosDoFormulario = {};

/**
 * One form state for the whole screen. Fields are validated with the shared rules (those the
 * server applies, regrasDoServidor) when the user leaves one and when saving, never the whole
 * form per keystroke (a field already showing an error is judged again as it changes). The handlers keep their identity, so a field that did not change does
 * not render again.
 */
export function useFormularioDaTela(tela: TelaResolvida, inicial: Valores) {
  const [valores, setValores] = useState(inicial);
  const [erros, setErros] = useState(SEM_ERROS);
  // The latest values for handlers that run between a change and its render (a blur, a save).
  const atuais = useRef(inicial);

  const alterar = useCallback(
    (campo: string, valor: unknown) => {
      atuais.current = comValor(atuais.current, campo, valor);
      setValores(atuais.current);
      // A field showing an error is judged again as it changes, so the message goes as soon as
      // the value is right (and the layout does not shift under a click that leaves the field).
      setErros((anteriores) => (Object.hasOwn(anteriores, campo) ? comErro(anteriores, campo, erroDoCampo(tela, atuais.current, campo)) : anteriores));
    },
    [tela],
  );

  const validarCampo = useCallback(
    (campo: string) => setErros((anteriores) => comErro(anteriores, campo, erroDoCampo(tela, atuais.current, campo))),
    [tela],
  );

  /** Every visible field, as the server will; the errors found replace those shown. */
  const validarTudo = useCallback((): FieldError[] => {
    const encontrados = validateRecord(atuais.current, regrasDoServidor(tela, atuais.current));
    setErros(encontrados.length === 0 ? SEM_ERROS : fieldErrorMap(encontrados));
    return encontrados;
  }, [tela]);

  const mostrarErros = useCallback((encontrados: readonly FieldError[]) => setErros(fieldErrorMap(encontrados)), []);

  return { valores, erros, atuais, alterar, validarCampo, validarTudo, mostrarErros };
}

/** The first message of one field's rules, as the server would apply them to this record. */
function erroDoCampo(tela: TelaResolvida, registro: Valores, campo: string): string | null {
  const regras = regrasDoServidor(tela, registro)[campo];
  const [erro] = regras === undefined ? [] : validateRecord(registro, { [campo]: regras });
  return erro?.message ?? null;
}

function comErro(erros: ErrosDoFormulario, campo: string, mensagem: string | null): ErrosDoFormulario {
  if ((erros[campo] ?? null) === mensagem) return erros;
  if (mensagem !== null) return { ...erros, [campo]: mensagem };
  const restantes = { ...erros };
  delete restantes[campo];
  return restantes;
}
