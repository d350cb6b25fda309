import { AccordionHeader, AccordionItem, AccordionPanel, Badge, Caption1, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { AvisoRecebido } from '../../../shared/api/avisos.ts';
import { formatDateTime } from '../../../shared/format/index.ts';
import { useT } from '../../i18n/traducao.ts';
import { textoDaExpiracao } from './formatos.ts';

const useEstilos = makeStyles({
  item: { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  cabeca: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS, minWidth: 0, padding: `${tokens.spacingVerticalXS} 0` },
  titulo: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
  forte: { fontWeight: tokens.fontWeightSemibold },
  detalhe: { color: tokens.colorNeutralForeground3 },
  painel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingBottom: tokens.spacingVerticalM },
  // Plain text, line breaks kept; React writes it as text, never as markup.
  texto: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 },
});

/** A notice: title, publisher and date; opening it shows the text (and records the receipt). */
export function CartaoDoAviso({ aviso }: { aviso: AvisoRecebido }) {
  const estilos = useEstilos();
  const t = useT();
  const expiracao = textoDaExpiracao(aviso.expiraEm);
  return (
    <AccordionItem value={aviso.id} className={estilos.item}>
      <AccordionHeader expandIconPosition="end">
        <span className={estilos.cabeca}>
          <span className={estilos.titulo}>
            <Text className={mergeClasses(!aviso.lido && estilos.forte)}>{aviso.titulo}</Text>
            {!aviso.lido && (
              <Badge appearance="filled" color="brand" size="small">
                {t('Não lido')}
              </Badge>
            )}
          </span>
          <Caption1 className={estilos.detalhe}>
            {aviso.publicadoPor.nome} · {formatDateTime(aviso.publicadoEm)}
          </Caption1>
        </span>
      </AccordionHeader>
      <AccordionPanel className={estilos.painel}>
        <Text as="p" className={estilos.texto}>
          {aviso.texto}
        </Text>
        {expiracao && <Caption1 className={estilos.detalhe}>{expiracao}</Caption1>}
        {aviso.lidoEm && <Caption1 className={estilos.detalhe}>{t('Lido em {data}', { data: formatDateTime(aviso.lidoEm) })}</Caption1>}
      </AccordionPanel>
    </AccordionItem>
  );
}
