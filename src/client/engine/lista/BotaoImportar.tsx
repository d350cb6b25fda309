import { Button } from '@fluentui/react-components';
import { ArrowImportRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import type { ImportacaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { useT } from '../../i18n/traducao.ts';

/** The list's way into the screen's import (its `importacao` line), to who holds its tag. */
export function BotaoImportar({ importacao }: { importacao: ImportacaoResolvida | null }) {
  const t = useT();
  const navigate = useNavigate();
  const { pode } = usePermissao();
  if (importacao === null || !pode([importacao.tag])) return null;
  return (
    <Button icon={<ArrowImportRegular />} onClick={() => navigate(importacao.rotas.importacao.path)}>
      {t('Importar')}
    </Button>
  );
}
