import { makeStyles, tokens } from '@fluentui/react-components';
import { formatMoney } from '../../../../shared/format/money.ts';

const useEstilos = makeStyles({
  quantia: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  negativa: { color: tokens.colorPaletteRedForeground1 },
});

/** An amount in reais, red when negative. */
export function Quantia({ valor }: { valor: number }) {
  const estilos = useEstilos();
  return <span className={valor < 0 ? `${estilos.quantia} ${estilos.negativa}` : estilos.quantia}>{formatMoney(valor)}</span>;
}
