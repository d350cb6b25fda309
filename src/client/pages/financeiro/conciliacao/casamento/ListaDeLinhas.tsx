import { Badge, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { LinhaDaConciliacao } from '../../../../../shared/api/conciliacao.ts';
import { formatDate, formatMoney } from '../../../../../shared/format/index.ts';
import { useT } from '../../../../i18n/traducao.ts';

const useEstilos = makeStyles({
  lista: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, listStyleType: 'none', margin: 0, padding: 0 },
  linha: {
    display: 'grid',
    gridTemplateColumns: '88px 1fr auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    width: '100%',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    textAlign: 'left',
    font: 'inherit',
    color: 'inherit',
  },
  escolhida: { border: `2px solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  memo: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  valor: { fontVariantNumeric: 'tabular-nums', textAlign: 'right' },
  data: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

interface Props {
  linhas: readonly LinhaDaConciliacao[];
  escolhida: number | null;
  onEscolher(id: number): void;
}

/** The statement lines of the page; the one chosen shows its candidates beside. */
export function ListaDeLinhas({ linhas, escolhida, onEscolher }: Props) {
  const estilos = useEstilos();
  const t = useT();
  return (
    <ul className={estilos.lista} aria-label={t('Linhas do extrato')}>
      {linhas.map((l) => (
        <li key={l.id}>
          <button type="button" className={mergeClasses(estilos.linha, l.id === escolhida && estilos.escolhida)} aria-pressed={l.id === escolhida} onClick={() => onEscolher(l.id)}>
            <Text className={estilos.data}>{formatDate(l.data)}</Text>
            <Text className={estilos.memo} title={l.memo}>
              {l.memo || t('(sem histórico)')}
            </Text>
            <span className={estilos.valor}>
              <Text weight="semibold">{formatMoney(l.valor)}</Text>
              {l.situacao === 'PENDENTE' && l.restante !== l.valor && (
                <Badge appearance="tint" color="warning">
                  {t('falta {valor}', { valor: formatMoney(l.restante) })}
                </Badge>
              )}
              {l.regra !== null && (
                <Badge appearance="tint" color="informative">
                  {t('regra')}
                </Badge>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
