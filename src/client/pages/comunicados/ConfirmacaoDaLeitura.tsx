import { useState } from 'react';
import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { useSWRConfig } from 'swr';
import type { ComunicadoRecebido } from '../../../shared/comunicados/comunicado.ts';
import { formatDateTime } from '../../../shared/format/index.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { useT } from '../../i18n/traducao.ts';
import { confirmarLeitura, ehChaveDosComunicados } from './api.ts';

/** Where the announcement asks for it: "Confirmo a leitura", or when the reader confirmed. */
export function ConfirmacaoDaLeitura({ comunicado }: { comunicado: ComunicadoRecebido }) {
  const t = useT();
  const { mutate } = useSWRConfig();
  const [enviando, setEnviando] = useState(false);
  if (!comunicado.exigeConfirmacao) return null;
  if (comunicado.confirmadoEm !== null) {
    return (
      <MessageBar intent="success">
        <MessageBarBody>{t('Leitura confirmada em {data}.', { data: formatDateTime(comunicado.confirmadoEm) })}</MessageBarBody>
      </MessageBar>
    );
  }
  const confirmar = () => {
    setEnviando(true);
    confirmarLeitura(comunicado.id)
      .then(() => mutate(ehChaveDosComunicados), ignoreShownError)
      .finally(() => setEnviando(false));
  };
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>{t('Este comunicado pede que você confirme a leitura.')}</MessageBarBody>
      <Button appearance="primary" icon={<CheckmarkRegular />} disabled={enviando} onClick={confirmar}>
        {t('Confirmo a leitura')}
      </Button>
    </MessageBar>
  );
}
