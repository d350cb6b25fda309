import { Badge, Caption1, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { AvisoPublicado } from '../../../shared/api/avisos.ts';
import { formatDateTime } from '../../../shared/format/index.ts';
import { useT } from '../../i18n/traducao.ts';
import { destinoDoAviso, textoDaExpiracao, textoDasLeituras } from './formatos.ts';

const useEstilos = makeStyles({
  resumo: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  linha: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  detalhe: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  leituras: { maxWidth: '320px' },
});

/** Who published it, when, to whom, until when, and how many of its recipients read it. */
export function ResumoDoPublicado({ aviso }: { aviso: AvisoPublicado }) {
  const estilos = useEstilos();
  const t = useT();
  const expiracao = textoDaExpiracao(aviso.expiraEm);
  return (
    <div className={estilos.resumo}>
      <Caption1 className={estilos.detalhe}>
        {aviso.publicadoPor.nome} · {formatDateTime(aviso.publicadoEm)} · {t('Para: {destinatario}', { destinatario: destinoDoAviso(aviso) })}
      </Caption1>
      <span className={estilos.linha}>
        <Text weight="semibold">{textoDasLeituras(aviso)}</Text>
        {aviso.expirado ? (
          <Badge appearance="tint" color="subtle">
            {t('Expirado')}
          </Badge>
        ) : (
          expiracao && <Caption1 className={estilos.detalhe}>{expiracao}</Caption1>
        )}
      </span>
      <ProgressBar className={estilos.leituras} value={aviso.total === 0 ? 0 : aviso.lidos / aviso.total} thickness="large" aria-label={textoDasLeituras(aviso)} />
    </div>
  );
}
