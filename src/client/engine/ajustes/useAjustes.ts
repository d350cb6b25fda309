import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { FieldError } from '../../../shared/api/contract.ts';
import type { EstadosDosAjustes } from '../../../shared/engine/ajustes.ts';
import type { Model } from '../../../shared/engine/types.ts';
import { ApiError, fieldErrorMap } from '../../api/ApiError.ts';
import { del, put } from '../../api/http.ts';
import { depoisDoClique } from '../../components/formulario/depoisDoClique.ts';
import { urlDoRegistro } from '../dados/contrato.ts';
import { pedidoDoRascunho, valoresDos, type Rascunho } from './rascunho.ts';

export interface OpcoesDosAjustes {
  recurso: string;
  modelo: Model;
  estados: EstadosDosAjustes;
  /** After a save or a restore: what else reads these settings (the top bar's name, say) reads them again. */
  onAlterados?(): Promise<unknown>;
}

/**
 * A settings form: what is typed, the fields' errors (the shared check's, on leaving a field and
 * on saving; a field's goes as it changes), saving only what changed and restoring one default.
 * A reply is the new state of every setting: the form starts again from it.
 */
export function useAjustes({ recurso, modelo, estados, onAlterados }: OpcoesDosAjustes) {
  const { mutate } = useSWRConfig();
  const [rascunho, setRascunho] = useState<Rascunho>(() => valoresDos(estados));
  const atual = useRef(rascunho);
  const [erros, setErros] = useState<Readonly<Record<string, string>>>({});
  const [salvando, setSalvando] = useState(false);
  // Whether a save was tried: from then on the form-level error shows while a field has one.
  const [submetido, setSubmetido] = useState(false);
  const quantos = Object.keys(pedidoDoRascunho(modelo, estados, rascunho).pedido).length;

  const alterar = useCallback((campo: string, valor: unknown) => {
    atual.current = { ...atual.current, [campo]: valor };
    setRascunho(atual.current);
    setErros(({ [campo]: _removido, ...outros }) => outros);
  }, []);

  // Bumped when the whole form is judged (a save, the server's reply): a field's judgement put off
  // until the click that left it is over (depoisDoClique) yields to that verdict.
  const julgamentos = useRef(0);

  const validarCampo = useCallback(
    (campo: string) => {
      const antes = julgamentos.current;
      depoisDoClique(() => {
        if (julgamentos.current !== antes) return;
        const erro = pedidoDoRascunho(modelo, estados, atual.current).erros.find((e) => e.field === campo);
        if (erro) setErros((anteriores) => ({ ...anteriores, [campo]: erro.message }));
      });
    },
    [modelo, estados],
  );

  // The page's callback may change identity on every render; the fields' handlers must not.
  const aoAlterar = useRef(onAlterados);
  aoAlterar.current = onAlterados;

  const aplicar = useCallback(
    async (novos: EstadosDosAjustes, manter: Rascunho = {}) => {
      await mutate(recurso, novos, { revalidate: false });
      atual.current = { ...valoresDos(novos), ...manter };
      setRascunho(atual.current);
      await aoAlterar.current?.();
    },
    [mutate, recurso],
  );

  /** The errors found, the form's own or the server's; none: saved, or nothing to save. */
  async function salvar(): Promise<readonly FieldError[]> {
    const { valores, erros: locais } = pedidoDoRascunho(modelo, estados, atual.current);
    setSubmetido(true);
    julgamentos.current += 1;
    setErros(fieldErrorMap(locais));
    if (locais.length > 0 || Object.keys(valores).length === 0) return locais;
    setSalvando(true);
    try {
      // As the check leaves them: texts trimmed.
      await aplicar((await put<EstadosDosAjustes>(recurso, valores)).content);
      return [];
    } catch (falha) {
      if (!(falha instanceof ApiError)) throw falha;
      julgamentos.current += 1;
      setErros(fieldErrorMap(falha.errors));
      return falha.errors;
    } finally {
      setSalvando(false);
    }
  }

  const restaurar = useCallback(
    async (campo: string): Promise<void> => {
      const { content } = await del<EstadosDosAjustes>(urlDoRegistro(recurso, campo));
      // What else was being typed stays.
      const { [campo]: _restaurado, ...outros } = atual.current;
      await aplicar(content, outros);
      setErros(({ [campo]: _removido, ...resto }) => resto);
    },
    [recurso, aplicar],
  );

  return { rascunho, erros, alterados: quantos, salvando, submetido, alterar, validarCampo, salvar, restaurar };
}
