import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { TotaisDaConciliacao as Totais } from '../../../../../shared/api/conciliacao.ts';
import { formatDate, formatMoney } from '../../../../../shared/format/index.ts';
import { useT } from '../../../../i18n/traducao.ts';

const useEstilos = makeStyles({
  faixa: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL, rowGap: tokens.spacingVerticalS },
  item: { display: 'flex', flexDirection: 'column' },
  rotulo: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  diferenca: { color: tokens.colorPaletteRedForeground1 },
});

/** The bank's balance against the books' at the last statement's end, and what is still pending. */
export function TotaisDaConciliacao({ totais }: { totais: Totais }) {
  const estilos = useEstilos();
  const t = useT();
  const diferenca = totais.saldoBanco === null ? null : Math.round((totais.saldoBanco - totais.saldoSistema) * 100) / 100;
  const item = (rotulo: string, valor: string, classe?: string) => (
    <div className={estilos.item}>
      <Text className={estilos.rotulo}>{rotulo}</Text>
      <Text weight="semibold" className={classe}>{valor}</Text>
    </div>
  );
  const em = totais.saldoBancoEm === null ? '' : formatDate(totais.saldoBancoEm);
  return (
    <div className={estilos.faixa} role="group" aria-label={t('Totais da conciliação')}>
      {item(t('Saldo do banco em {data}', { data: em }), totais.saldoBanco === null ? t('Nenhum extrato importado') : formatMoney(totais.saldoBanco))}
      {item(t('Saldo do sistema'), formatMoney(totais.saldoSistema))}
      {diferenca !== null && item(t('Diferença'), formatMoney(diferenca), diferenca === 0 ? undefined : estilos.diferenca)}
      {item(t('Linhas pendentes'), String(totais.pendentes))}
      {totais.fechadaAte !== null && item(t('Fechada até'), formatDate(totais.fechadaAte))}
    </div>
  );
}
