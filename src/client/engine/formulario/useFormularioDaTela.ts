import { useCallback, useRef, useState } from 'react';
import { calcularCampos } from '../../../shared/engine/calculo.ts';
import { regrasDoServidor } from '../../../shared/engine/regras-do-servidor.ts';
import { regrasDosItens } from '../../../shared/engine/regras-dos-itens.ts';
import type { TelaResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { Model } from '../../../shared/engine/types.ts';
import { validateRecord, valueAtPath, type FieldRules } from '../../../shared/validation/index.ts';
import type { FieldError } from '../../../shared/api/contract.ts';
import { fieldErrorMap } from '../../api/ApiError.ts';
import { depoisDoClique } from '../../components/formulario/depoisDoClique.ts';
import { comValor, type Valores } from './valores.ts';

export type ErrosDoFormulario = Readonly<Record<string, string>>;

const SEM_ERROS: ErrosDoFormulario = {};

/**
 * One form state for the whole screen. Fields are validated with the shared rules (those the
 * server applies: the form's with its state rules, regrasDoServidor, and the lists' items', regrasDosItens) when the
 * user leaves one and when saving, never the whole form per keystroke (a field already showing an
 * error is judged again as it changes). The handlers keep their identity, so a field that did not
 * change does not render again.
 */
export function useFormularioDaTela(tela: TelaResolvida, modelo: Model, inicial: Valores, armazenado: Valores | null) {
  // Computed fields (x-calculo) are shown as the server will store them, live as the user types.
  const [primeiros] = useState(() => calcularCampos(modelo, inicial));
  const [valores, setValores] = useState(primeiros);
  const [erros, setErros] = useState(SEM_ERROS);
  // A save was tried: from then on the form-level error shows while a field error is left.
  const [submetido, setSubmetido] = useState(false);
  // The latest values for handlers that run between a change and its render (a blur, a save).
  const atuais = useRef(primeiros);
  const regras = useCallback(
    (registro: Valores): FieldRules => ({ ...regrasDoServidor(tela, registro, armazenado), ...regrasDosItens(modelo, registro) }),
    [tela, modelo, armazenado],
  );

  const alterar = useCallback(
    (campo: string, valor: unknown) => {
      const antes = atuais.current;
      atuais.current = calcularCampos(modelo, comValor(antes, campo, valor));
      setValores(atuais.current);
      // A field showing an error is judged again as it changes, so the message goes as soon as
      // the value is right (and the layout does not shift under a click that leaves the field);
      // so are the errors shown inside the items of a list that changed.
      setErros((anteriores) => {
        const caminhos = rejulgados(anteriores, campo, antes, atuais.current);
        if (caminhos.length === 0) return anteriores;
        const doRegistro = regras(atuais.current);
        return caminhos.reduce((erros, caminho) => comErro(erros, caminho, erroDoCaminho(doRegistro, atuais.current, caminho)), anteriores);
      });
    },
    [regras, modelo],
  );

  // Bumped when the whole form is judged (a save, the server's reply to it): a field's judgement
  // put off until the click that left it is over (depoisDoClique) yields to that verdict.
  const julgamentos = useRef(0);

  /** Judges one dotted path (a field, or a field of a list's item) as the user leaves it. */
  const validarCampo = useCallback(
    (caminho: string) => {
      const antes = julgamentos.current;
      depoisDoClique(() => {
        if (julgamentos.current !== antes) return;
        setErros((anteriores) => comErro(anteriores, caminho, erroDoCaminho(regras(atuais.current), atuais.current, caminho)));
      });
    },
    [regras],
  );

  /** Every visible field and every list item, as the server will; the errors found replace those shown. */
  const validarTudo = useCallback((): FieldError[] => {
    const encontrados = validateRecord(atuais.current, regras(atuais.current));
    julgamentos.current += 1;
    setErros(encontrados.length === 0 ? SEM_ERROS : fieldErrorMap(encontrados));
    setSubmetido(true);
    return encontrados;
  }, [regras]);

  /** The server's field errors of a save it refused. */
  const mostrarErros = useCallback((encontrados: readonly FieldError[]) => {
    julgamentos.current += 1;
    setErros(fieldErrorMap(encontrados));
  }, []);

  return { valores, erros, submetido, atuais, alterar, validarCampo, validarTudo, mostrarErros };
}

/**
 * The paths shown in error to judge again after `campo` changed: itself, and those inside the
 * items of it that changed ('horarios.0.fim' when item 0 of horarios was edited or moved).
 */
function rejulgados(erros: ErrosDoFormulario, campo: string, antes: Valores, depois: Valores): string[] {
  const prefixo = `${campo}.`;
  return Object.keys(erros).filter((caminho) => {
    if (caminho === campo) return true;
    if (!caminho.startsWith(prefixo)) return false;
    const [indice] = caminho.slice(prefixo.length).split('.');
    const item = `${prefixo}${indice ?? ''}`;
    return valueAtPath(antes, item) !== valueAtPath(depois, item);
  });
}

/** The first message of one path's rules, as the server would apply them to this record. */
function erroDoCaminho(regras: FieldRules, registro: Valores, caminho: string): string | null {
  const doCaminho = regras[caminho];
  const [erro] = doCaminho === undefined ? [] : validateRecord(registro, { [caminho]: doCaminho });
  return erro?.message ?? null;
}

function comErro(erros: ErrosDoFormulario, campo: string, mensagem: string | null): ErrosDoFormulario {
  if ((erros[campo] ?? null) === mensagem) return erros;
  if (mensagem !== null) return { ...erros, [campo]: mensagem };
  const restantes = { ...erros };
  delete restantes[campo];
  return restantes;
}
