import type { ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ExtratoDaConta } from '../../../../shared/api/movimento.ts';
import { formatNumber } from '../../../../shared/format/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { Quantia } from './Quantia.tsx';

const useEstilos = makeStyles({
  resumo: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL, margin: 0, padding: 0, listStyle: 'none', rowGap: tokens.spacingVerticalS },
  item: { display: 'flex', flexDirection: 'column' },
  rotulo: { color: tokens.colorNeutralForeground3 },
});

/** Opening and closing balance, in and out, and the number of movements of the whole period, whatever the page. */
export function ResumoDoExtrato({ extrato }: { extrato: ExtratoDaConta }) {
  const estilos = useEstilos();
  const t = useT();
  const itens: [string, ReactNode][] = [
    [t('Saldo inicial'), <Quantia valor={extrato.saldoInicial} />],
    [t('Entradas'), <Quantia valor={extrato.entradas} />],
    [t('Saídas'), <Quantia valor={-extrato.saidas} />],
    [t('Saldo final'), <Quantia valor={extrato.saldoFinal} />],
    [t('Movimentos'), formatNumber(extrato.quantidade)],
  ];
  return (
    <ul className={estilos.resumo} aria-label={t('Resumo do extrato')}>
      {itens.map(([rotulo, valor]) => (
        <li key={rotulo} className={estilos.item}>
          <Text size={200} className={estilos.rotulo}>
            {rotulo}
          </Text>
          <Text weight="semibold" size={400}>
            {valor}
          </Text>
        </li>
      ))}
    </ul>
  );
}
