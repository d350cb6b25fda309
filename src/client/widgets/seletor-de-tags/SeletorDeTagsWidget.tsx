import { useMemo, useState, type FocusEvent } from 'react';
import { Body1, Field, FieldContextProvider, Input, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { useCampo } from '../shared/useCampo.ts';
import type { WidgetProps } from '../types.ts';
import { ModuloDeTags } from './ModuloDeTags.tsx';
import { modulosFiltrados, tagsOrdenadas, type Selecao } from './selecao.ts';
import { useTagsConcediveis } from './useTagsConcediveis.ts';

const useEstilos = makeStyles({
  grupo: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, border: 'none', minWidth: 0 },
  cabecalho: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  busca: { flex: '0 1 360px', minWidth: 'min(100%, 200px)' },
  // Columns rather than a grid: a long module and a short one do not leave a gap beside each other.
  modulos: { columnWidth: '360px', columnGap: tokens.spacingHorizontalL },
});

const NENHUMA: Selecao = new Set();

/**
 * Permission tags (a group's) chosen from the catalogue grouped by module, each with what it
 * allows, narrowed by a search. The value is the sorted list of tags. A tag the user may not
 * grant (one they do not hold) cannot be ticked, though one already chosen can be cleared.
 */
export function SeletorDeTagsWidget(props: WidgetProps<string[]>) {
  const { id, valor, onChange, onBlur, desabilitado, idDoRotulo } = props;
  const { campo } = useCampo(props);
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const [busca, setBusca] = useState('');
  const { catalogo, podeConceder } = useTagsConcediveis();
  const selecao = useMemo<Selecao>(() => (valor ? new Set(valor) : NENHUMA), [valor]);
  const modulos = useMemo(() => modulosFiltrados(catalogo ?? [], busca, traduzir), [catalogo, busca, traduzir]);
  const mutavel = (tag: string) => !desabilitado && (selecao.has(tag) || podeConceder(tag));
  const alterar = (nova: Selecao) => onChange(tagsOrdenadas(nova));

  // Moving between the checkboxes is not leaving the field.
  function sair(event: FocusEvent<HTMLFieldSetElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  }

  return (
    <Field {...campo}>
      {(doCampo) => (
        <fieldset
          id={id}
          tabIndex={-1}
          className={estilos.grupo}
          disabled={desabilitado}
          aria-labelledby={idDoRotulo ?? doCampo['aria-labelledby']}
          aria-describedby={doCampo['aria-describedby']}
          aria-invalid={doCampo['aria-invalid']}
          onBlur={sair}
        >
          <div className={estilos.cabecalho}>
            <Body1 as="p" role="status">
              {selecao.size === 1 ? t('1 permissão selecionada') : t('{n} permissões selecionadas', { n: selecao.size })}
            </Body1>
            <Field label={t('Filtrar permissões')} className={estilos.busca}>
              <Input type="search" contentBefore={<SearchRegular />} value={busca} onChange={(_, d) => setBusca(d.value)} />
            </Field>
          </div>
          {catalogo === undefined ? (
            <Carregando />
          ) : modulos.length === 0 ? (
            <Body1>{t('Nenhuma permissão encontrada.')}</Body1>
          ) : (
            // Each checkbox is labelled by its own tag, not by the field around them.
            <FieldContextProvider value={undefined}>
              <div className={estilos.modulos}>
                {modulos.map(([modulo, tags]) => (
                  <ModuloDeTags key={modulo} modulo={modulo} tags={tags} selecao={selecao} mutavel={mutavel} onAlterar={alterar} />
                ))}
              </div>
            </FieldContextProvider>
          )}
        </fieldset>
      )}
    </Field>
  );
}
