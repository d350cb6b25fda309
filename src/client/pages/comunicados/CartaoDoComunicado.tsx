import { Badge, Caption1, Link, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { PinRegular } from '@fluentui/react-icons';
import type { ComunicadoRecebido } from '../../../shared/comunicados/comunicado.ts';
import { formatDateTime } from '../../../shared/format/index.ts';
import { pathFor } from '../../app/routes/pathFor.ts';
import { useLinkDaRota } from '../../components/navigation/useLinkDaRota.ts';
import { useT } from '../../i18n/traducao.ts';

const useEstilos = makeStyles({
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  titulo: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
  forte: { fontWeight: tokens.fontWeightSemibold },
  detalhe: { color: tokens.colorNeutralForeground3 },
});

/** One line of the list: pinned, its title (bold while unread), what it still asks, who and when. */
export function CartaoDoComunicado({ comunicado }: { comunicado: ComunicadoRecebido }) {
  const estilos = useEstilos();
  const t = useT();
  const link = useLinkDaRota(pathFor('comunicados.leitura', { id: comunicado.id }));
  return (
    <li className={estilos.item}>
      <span className={estilos.titulo}>
        {comunicado.fixado && <PinRegular aria-label={t('Fixado')} />}
        <Link {...link} className={mergeClasses(!comunicado.lido && estilos.forte)}>
          {comunicado.titulo}
        </Link>
        {!comunicado.lido && (
          <Badge appearance="filled" color="brand" size="small">
            {t('Não lido')}
          </Badge>
        )}
        {comunicado.exigeConfirmacao && comunicado.confirmadoEm === null && (
          <Badge appearance="tint" color="warning" size="small">
            {t('Confirmação pendente')}
          </Badge>
        )}
      </span>
      <Caption1 className={estilos.detalhe}>{[comunicado.autor, formatDateTime(comunicado.publicadoEm)].filter(Boolean).join(' · ')}</Caption1>
    </li>
  );
}
