import { Combobox, Field, Option, Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../i18n/traducao.ts';
import { useCampo } from '../shared/useCampo.ts';
import { useEstilosDoWidget } from '../shared/estilos.ts';
import { chaveDoRegistro } from './valor.ts';
import { useAutocomplete, type QAutocompleteProps } from './useAutocomplete.ts';

const NOTA_CARREGANDO = 'nota:carregando';
const NOTA_VAZIO = 'nota:vazio';

const useEstilos = makeStyles({
  lista: {
    maxHeight: '300px',
    overflowY: 'auto',
    // On a phone the keyboard takes half the screen: the list keeps to what is left.
    '@media (max-width: 599px)': { maxHeight: '40vh' },
  },
  escolhidos: { flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, marginTop: tokens.spacingVerticalXS },
});

/**
 * Searches the referenced model's collection as the user types and emits the chosen record
 * ({id, ...}), or the array of them when `multiplo`; the chosen ones are then listed as
 * removable tags.
 */
export function QAutocompleteWidget(props: QAutocompleteProps) {
  const { combobox, onRolarLista, aviso, busca, exibir, escolhidos, multiplo, remover, aberto } = useAutocomplete(props);
  const { campo, controle } = useCampo(props, { aviso });
  const t = useT();
  const estilos = useEstilos();
  const estilosDoWidget = useEstilosDoWidget();
  const vazio = aberto && !busca.carregando && busca.registros.length === 0;

  return (
    <Field {...campo}>
      <Combobox
        {...controle}
        {...combobox}
        className={estilosDoWidget.controle}
        listbox={{ className: estilos.lista, onScroll: onRolarLista }}
      >
        {busca.registros.map((registro) => (
          <Option key={chaveDoRegistro(registro)} value={chaveDoRegistro(registro)} text={exibir(registro)}>
            {exibir(registro)}
          </Option>
        ))}
        {/* Notes are disabled options: a listbox may hold only options (ARIA). */}
        {busca.carregando && (
          <Option value={NOTA_CARREGANDO} disabled>
            {t('Carregando...')}
          </Option>
        )}
        {vazio && (
          <Option value={NOTA_VAZIO} disabled>
            {t('Nenhum resultado encontrado')}
          </Option>
        )}
      </Combobox>
      {multiplo && escolhidos.length > 0 && (
        <TagGroup
          className={estilos.escolhidos}
          aria-label={t('{campo}: selecionados', { campo: props.rotulo })}
          onDismiss={(_, data) => remover(String(data.value))}
        >
          {escolhidos.map((registro) => (
            <Tag
              key={chaveDoRegistro(registro)}
              value={chaveDoRegistro(registro)}
              size="small"
              disabled={props.desabilitado}
              dismissible={!props.desabilitado}
              // The whole tag is the remove button; its name still contains the visible text.
              aria-label={t('Remover {item}', { item: exibir(registro) })}
            >
              {exibir(registro)}
            </Tag>
          ))}
        </TagGroup>
      )}
    </Field>
  );
}
