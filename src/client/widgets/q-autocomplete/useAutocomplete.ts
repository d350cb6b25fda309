import { useState, type UIEvent } from 'react';
import type { ComboboxProps } from '@fluentui/react-components';
import { useT } from '../../i18n/traducao.ts';
import type { WidgetProps } from '../types.ts';
import { useAtrasado } from '../shared/useAtrasado.ts';
import { useFonteDoAutocomplete } from './AutocompleteContext.ts';
import { urlComFiltro, type FonteDoAutocomplete, type Registro } from './fonte.ts';
import { useBuscaPaginada } from './useBuscaPaginada.ts';
import { chaveDoRegistro, mesmaEscolha, registrosDe, type ValorDoAutocomplete } from './valor.ts';

/** Shown when the user typed and left without choosing (specification, section 5): its pt-BR text. */
export const AVISO_SEM_SELECAO = 'Atenção! Nenhum valor foi selecionado.';

/** The next page is asked for when the highlighted or scrolled-to item is this close to the end. */
export const PROXIMIDADE_DO_FIM = 15;

export const ESPERA_DA_DIGITACAO_MS = 300;

export type QAutocompleteProps = WidgetProps<ValorDoAutocomplete> & Partial<FonteDoAutocomplete>;

/**
 * The state behind the autocomplete: the typed text, the search it drives (debounced,
 * paged), the choice emitted, and the free-text warning.
 */
export function useAutocomplete(props: QAutocompleteProps) {
  const { valor, onChange, onBlur, apresentacao, url, exibir: exibirProprio, campos } = props;
  const t = useT();
  const multiplo = apresentacao.multiplo;
  const fonteDaReferencia = useFonteDoAutocomplete(apresentacao.referencia, { url, exibir: exibirProprio, campos });
  const fonte = { ...fonteDaReferencia, url: urlComFiltro(fonteDaReferencia.url, apresentacao.filtroDaReferencia) };
  const { exibir } = fonte;
  const textoDe = (novo: ValorDoAutocomplete | null | undefined) =>
    multiplo || novo === null || novo === undefined || Array.isArray(novo) ? '' : exibir(novo);

  const [texto, setTexto] = useState(() => textoDe(valor));
  const [digitando, setDigitando] = useState(false);
  const [aberto, setAberto] = useState(false);
  // Whether the free-text warning stands; its text follows the language.
  const [semSelecao, setSemSelecao] = useState(false);
  // The value this widget last showed: a different one came from outside (a record loaded).
  const [conhecido, setConhecido] = useState(valor);
  if (!mesmaEscolha(valor, conhecido)) {
    setConhecido(valor);
    setTexto(textoDe(valor));
    setDigitando(false);
    setSemSelecao(false);
  }

  const emitir = (novo: ValorDoAutocomplete | null) => {
    setConhecido(novo);
    onChange(novo);
  };

  const termo = useAtrasado(digitando ? texto.trim() : '', ESPERA_DA_DIGITACAO_MS);
  const busca = useBuscaPaginada(fonte, termo, aberto);
  const escolhidos = registrosDe(valor);
  const porChave = new Map<string, Registro>([...escolhidos, ...busca.registros].map((r) => [chaveDoRegistro(r), r]));

  const pertoDoFim = (indice: number) => indice >= 0 && busca.registros.length - 1 - indice < PROXIMIDADE_DO_FIM;

  const combobox: Partial<ComboboxProps> = {
    freeform: true,
    // Nothing is highlighted until the user moves to it, so leaving with Tab never picks a
    // record the user did not point at (the free-text warning applies instead).
    disableAutoFocus: true,
    multiselect: multiplo,
    value: texto,
    open: aberto,
    selectedOptions: escolhidos.map(chaveDoRegistro),
    onOpenChange: (_, data) => setAberto(data.open),
    onChange: (event) => {
      setTexto(event.target.value);
      setDigitando(true);
      setSemSelecao(false);
      setAberto(true);
    },
    onOptionSelect: (_, data) => {
      if (multiplo) {
        const novos = data.selectedOptions.flatMap((chave) => porChave.get(chave) ?? []);
        setTexto('');
        emitir(novos.length === 0 ? null : novos);
      } else {
        // No option: Fluent dropped the choice because the text no longer matches it.
        const registro = data.optionValue === undefined ? undefined : porChave.get(data.optionValue);
        if (registro !== undefined) setTexto(exibir(registro));
        if (!mesmaEscolha(valor, registro ?? null)) emitir(registro ?? null);
      }
      setDigitando(false);
      setSemSelecao(false);
    },
    onActiveOptionChange: (_, data) => {
      const indice = busca.registros.findIndex((r) => chaveDoRegistro(r) === data.nextOption?.value);
      if (pertoDoFim(indice)) busca.carregarMais();
    },
    onBlur: () => {
      const digitado = texto.trim() !== '';
      const escolhido = !multiplo && valor && !Array.isArray(valor) ? valor : null;
      if (multiplo) {
        setSemSelecao(digitado);
      } else if (!digitado) {
        if (escolhido) emitir(null);
        setSemSelecao(false);
      } else if (escolhido === null || exibir(escolhido) !== texto) {
        if (escolhido) emitir(null);
        setSemSelecao(true);
      }
      onBlur?.();
    },
  };

  const onRolarLista = (event: UIEvent<HTMLElement>) => {
    const lista = event.currentTarget;
    const alturaDoItem = lista.scrollHeight / Math.max(busca.registros.length, 1);
    const restantes = (lista.scrollHeight - lista.scrollTop - lista.clientHeight) / Math.max(alturaDoItem, 1);
    if (restantes < PROXIMIDADE_DO_FIM) busca.carregarMais();
  };

  const remover = (chave: string) => {
    const restantes = escolhidos.filter((r) => chaveDoRegistro(r) !== chave);
    emitir(restantes.length === 0 ? null : restantes);
  };

  const aviso = semSelecao ? t('Atenção! Nenhum valor foi selecionado.') : null;
  return { combobox, onRolarLista, aviso, busca, exibir, escolhidos, multiplo, remover, aberto };
}
