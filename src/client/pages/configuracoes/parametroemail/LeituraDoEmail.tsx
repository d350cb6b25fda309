import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import { urlDoEmailDaSaida, type EmailDaSaidaCompleto } from '../../../../shared/api/parametrosEmail.ts';
import { formatDateTime } from '../../../../shared/format/dates.ts';
import { useApi } from '../../../api/useApi.ts';
import { Carregando } from '../../../components/feedback/Carregando.tsx';
import { useT } from '../../../i18n/traducao.ts';

const useEstilos = makeStyles({
  corpo: {
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyMonospace,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
  },
  cabecalho: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, marginBlockEnd: tokens.spacingVerticalM },
});

/** One e-mail of the outbox, as text (never rendered as HTML). */
export function LeituraDoEmail({ id, onFechar }: { id: number; onFechar(): void }) {
  const estilos = useEstilos();
  const t = useT();
  const { data } = useApi<EmailDaSaidaCompleto>(urlDoEmailDaSaida(id));
  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => !d.open && onFechar()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{data?.assunto ?? t('E-mail')}</DialogTitle>
          <DialogContent>
            {data ? (
              <>
                <div className={estilos.cabecalho}>
                  <Text>{t('Para: {destinatario}', { destinatario: data.para })}</Text>
                  <Text>{t('Criado em: {data}', { data: formatDateTime(data.criadoEm) })}</Text>
                </div>
                <pre className={estilos.corpo}>{data.corpo}</pre>
              </>
            ) : (
              <Carregando />
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onFechar}>
              {t('Fechar')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
