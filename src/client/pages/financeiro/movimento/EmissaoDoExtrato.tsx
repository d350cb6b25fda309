import { useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { post } from '../../../api/http.ts';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { useT } from '../../../i18n/traducao.ts';
import { URL_RELATORIO_DO_EXTRATO, pedidoDoExtrato } from './api.ts';

const useEstilos = makeStyles({ botoes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS } });

/** PDF and spreadsheet of the statement on screen, each a background job. */
export function EmissaoDoExtrato({ url }: { url: string }) {
  const estilos = useEstilos();
  const t = useT();
  const [enviando, setEnviando] = useState(false);
  const emitir = (formato: 'PDF' | 'XLSX') => {
    setEnviando(true);
    post(URL_RELATORIO_DO_EXTRATO, pedidoDoExtrato(url, formato))
      .catch(ignoreShownError)
      .finally(() => setEnviando(false));
  };
  return (
    <div className={estilos.botoes}>
      <Button icon={<ArrowDownloadRegular />} disabled={enviando} onClick={() => emitir('PDF')}>
        {t('Emitir PDF')}
      </Button>
      <Button icon={<ArrowDownloadRegular />} disabled={enviando} onClick={() => emitir('XLSX')}>
        {t('Emitir planilha')}
      </Button>
    </div>
  );
}
