import { Button } from '@fluentui/react-components';
import { ArrowSwapRegular } from '@fluentui/react-icons';
import { useLinkDaRota } from '../../components/navigation/useLinkDaRota.ts';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { useT } from '../../i18n/traducao.ts';

// The project page's "Pedir remanejamento": the reallocation request form (a descriptor screen,
// screens/projetos/remanejamentos/solicitacoes.json) opened with this project, for who may ask for one.

const NOVO_REMANEJAMENTO = '/projetos/remanejamentos/solicitacoes/novo';

export function BotaoDoRemanejamento({ projeto }: { projeto: string }) {
  const t = useT();
  const { pode } = usePermissao();
  const link = useLinkDaRota(`${NOVO_REMANEJAMENTO}?${new URLSearchParams({ projeto }).toString()}`);
  if (!pode(['projetos.remanejamento.solicitar'])) return null;
  return (
    <Button as="a" {...link} icon={<ArrowSwapRegular />}>
      {t('Pedir remanejamento')}
    </Button>
  );
}
