import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { formatNumber } from '../../../../shared/format/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { Quantia } from '../movimento/Quantia.tsx';
import type { Cartao } from './cartoesDoPainel.ts';

const useEstilos = makeStyles({
  cartoes: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', margin: 0, padding: 0, listStyle: 'none' },
  cartao: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  rotulo: { color: tokens.colorNeutralForeground3 },
  // A phone's card is ~140 px wide: hundreds of millions (R$ 263.940.453,04) fit at the smaller size.
  valor: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, '@media (max-width: 480px)': { fontSize: tokens.fontSizeBase400 } },
  nota: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
});

function Valor({ cartao }: { cartao: Cartao }) {
  if (cartao.valor === undefined) return '…';
  if (cartao.valor === null) return '—';
  return cartao.percentual ? `${formatNumber(cartao.valor, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%` : <Quantia valor={cartao.valor} />;
}

/** The period's figures at a glance, a card each (cartoesDoPainel.ts chooses them per dashboard). */
export function Cartoes({ cartoes }: { cartoes: readonly Cartao[] }) {
  const estilos = useEstilos();
  const t = useT();
  return (
    <ul className={estilos.cartoes} aria-label={t('Resumo do período')}>
      {cartoes.map((cartao) => (
        <li key={cartao.rotulo} className={estilos.cartao}>
          <Text size={200} className={estilos.rotulo}>
            {cartao.rotulo}
          </Text>
          <span className={estilos.valor}>
            <Valor cartao={cartao} />
          </span>
          {cartao.nota !== undefined && (
            <Text size={200} className={estilos.nota}>
              {cartao.nota}
            </Text>
          )}
        </li>
      ))}
    </ul>
  );
}
