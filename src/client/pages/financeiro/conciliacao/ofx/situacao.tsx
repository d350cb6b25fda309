import { Badge } from '@fluentui/react-components';
import type { SituacaoDaTransacao } from '../../../../../shared/financeiro/ofx/situacao.ts';
import { useT } from '../../../../i18n/traducao.ts';

// A statement line's situação in the preview: nova (will be imported), existente (already there),
// conflito (the account holds its FITID with another date or amount, or it has no date).

const COR = { nova: 'success', existente: 'informative', conflito: 'warning' } as const;

export function rotuloDaSituacao(situacao: SituacaoDaTransacao, t: ReturnType<typeof useT>): string {
  if (situacao === 'nova') return t('Nova');
  return situacao === 'existente' ? t('Já importada') : t('Conflito');
}

export function SituacaoDaLinha({ situacao }: { situacao: SituacaoDaTransacao }) {
  const t = useT();
  return (
    <Badge color={COR[situacao]} appearance="tint">
      {rotuloDaSituacao(situacao, t)}
    </Badge>
  );
}
