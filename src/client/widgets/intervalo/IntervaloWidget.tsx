import { Field, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../i18n/traducao.ts';
import type { WidgetProps } from '../types.ts';
import { useCampo } from '../shared/useCampo.ts';
import { comLimite, widgetDoLimite, type ValorIntervalo } from './limites.ts';

const useEstilos = makeStyles({
  grupo: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
    '& > *': { flex: '1 1 140px', minWidth: 0 },
  },
});

/**
 * A from–to filter over a date, money or number field: two inputs of the field's own kind under
 * its title, either of which may stay empty (open). Emits {de, ate}, or null when both are empty.
 */
export function IntervaloWidget(props: WidgetProps<ValorIntervalo>) {
  const { id, valor, onChange, onBlur, desabilitado, apresentacao } = props;
  const { campo } = useCampo(props);
  const t = useT();
  const estilos = useEstilos();
  const Limite = widgetDoLimite(apresentacao);
  // A date-time field is filtered by whole days.
  const doLimite = { ...apresentacao, formato: apresentacao.formato === null ? null : ('date' as const) };
  const comum = { campo: props.campo, obrigatorio: false, desabilitado, erro: null, onBlur, apresentacao: doLimite };
  return (
    <Field {...campo}>
      {(doCampo) => (
        <fieldset
          id={id}
          className={estilos.grupo}
          disabled={desabilitado}
          aria-labelledby={doCampo['aria-labelledby']}
          aria-describedby={doCampo['aria-describedby']}
          aria-invalid={doCampo['aria-invalid']}
        >
          <Limite {...comum} id={`${id}-de`} rotulo={t('De')} valor={valor?.de ?? null} onChange={(de) => onChange(comLimite(valor, 'de', de))} />
          <Limite {...comum} id={`${id}-ate`} rotulo={t('Até')} valor={valor?.ate ?? null} onChange={(ate) => onChange(comLimite(valor, 'ate', ate))} />
        </fieldset>
      )}
    </Field>
  );
}
