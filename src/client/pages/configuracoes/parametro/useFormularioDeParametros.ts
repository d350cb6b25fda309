import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ChaveDeParametro, EstadosDosParametros } from '../../../../shared/api/parametros.ts';
import { URL_PARAMETROS, URL_PARAMETROS_DA_SESSAO, URL_PARAMETROS_PUBLICOS, urlDoParametro } from '../../../../shared/api/parametros.ts';
import { fieldErrorsOf } from '../../../api/ApiError.ts';
import { CONTEXT_URL } from '../../../api/endpoints.ts';
import { del, put } from '../../../api/http.ts';
import { pedidoDoRascunho, rascunhoDos, type Rascunho, type ValorNoFormulario } from './rascunho.ts';

/**
 * The parameters form: what is typed, the fields' errors, saving only what changed (checked by
 * the shared rules first) and restoring one default. A reply updates every screen that reads
 * the parameters (the top bar's name, the login page, the map).
 */
export function useFormularioDeParametros(estados: EstadosDosParametros) {
  const { mutate } = useSWRConfig();
  const [rascunho, setRascunho] = useState<Rascunho>(() => rascunhoDos(estados));
  const [erros, setErros] = useState<Record<string, string>>({});
  const [salvando, setSalvando] = useState(false);
  const pendente = pedidoDoRascunho(estados, rascunho);
  /** How many fields differ from what is saved (valid or not). */
  const alterados = Object.keys(pendente.pedido).length + Object.keys(pendente.erros).length;

  const alterar = useCallback((chave: ChaveDeParametro, valor: ValorNoFormulario) => {
    setRascunho((r) => ({ ...r, [chave]: valor }));
    setErros(({ [chave]: _removido, ...outros }) => outros);
  }, []);

  async function aplicar(novos: EstadosDosParametros, manter: Rascunho = {}) {
    await mutate(URL_PARAMETROS, novos, { revalidate: false });
    setRascunho({ ...rascunhoDos(novos), ...manter });
    await Promise.all([mutate(CONTEXT_URL), mutate(URL_PARAMETROS_PUBLICOS), mutate(URL_PARAMETROS_DA_SESSAO)]);
  }

  async function salvar(): Promise<void> {
    const { pedido, erros: locais } = pedidoDoRascunho(estados, rascunho);
    setErros(locais);
    if (Object.keys(locais).length > 0 || Object.keys(pedido).length === 0) return;
    setSalvando(true);
    try {
      const { content } = await put<EstadosDosParametros>(URL_PARAMETROS, pedido);
      await aplicar(content);
    } catch (falha) {
      setErros(fieldErrorsOf(falha));
      throw falha;
    } finally {
      setSalvando(false);
    }
  }

  async function restaurar(chave: ChaveDeParametro): Promise<void> {
    const { content } = await del<EstadosDosParametros>(urlDoParametro(chave));
    // What else was being typed stays.
    const { [chave]: _restaurado, ...outros } = rascunho;
    await aplicar(content, outros);
    setErros(({ [chave]: _removido, ...resto }) => resto);
  }

  return { rascunho, erros, alterados, salvando, alterar, salvar, restaurar, aplicar };
}
