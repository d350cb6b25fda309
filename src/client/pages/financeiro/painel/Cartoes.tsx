import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { PainelDeContas, PainelDeVencidos, PainelMensal } from '../../../../shared/api/painel.ts';
import { useT } from '../../../i18n/traducao.ts';
import { Quantia } from '../movimento/Quantia.tsx';

const useEstilos = makeStyles({
  cartoes: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', margin: 0, padding: 0, listStyle: 'none' },
  cartao: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  rotulo: { color: tokens.colorNeutralForeground3 },
  valor: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

interface Cartoes {
  mensal: PainelMensal | undefined;
  contas: PainelDeContas | undefined;
  vencidos: PainelDeVencidos | undefined;
}

/** The period's figures at a glance: revenue, expenses, result, the accounts' balance and what is overdue. */
export function Cartoes({ mensal, contas, vencidos }: Cartoes) {
  const estilos = useEstilos();
  const t = useT();
  const cartoes: [string, number | undefined][] = [
    [t('Receitas'), mensal?.receitas],
    [t('Despesas'), mensal?.despesas],
    [t('Resultado'), mensal?.resultado],
    [t('Saldo das contas'), contas?.total],
    [t('Vencidos a receber'), vencidos?.receber.valor],
    [t('Vencidos a pagar'), vencidos?.pagar.valor],
  ];
  return (
    <ul className={estilos.cartoes} aria-label={t('Resumo do período')}>
      {cartoes.map(([rotulo, valor]) => (
        <li key={rotulo} className={estilos.cartao}>
          <Text size={200} className={estilos.rotulo}>
            {rotulo}
          </Text>
          <span className={estilos.valor}>{valor === undefined ? '…' : <Quantia valor={valor} />}</span>
        </li>
      ))}
    </ul>
  );
}
