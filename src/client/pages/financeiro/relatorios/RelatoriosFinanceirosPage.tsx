import { useMemo } from 'react';
import { tagDoRelatorioFinanceiro } from '../../../../shared/api/relatoriosFinanceiros.ts';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import { PaginaDeRelatorios } from '../../../components/relatorios/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { cartoesFinanceiros } from './cartoes.ts';
import { DialogoDoRelatorioFinanceiro } from './DialogoDoRelatorioFinanceiro.tsx';

/** financeiro.relatorios: a card per report the user may issue (its own tag), each a background job ending in a notice. */
export function RelatoriosFinanceirosPage() {
  const t = useT();
  const { pode } = usePermissao();
  const cartoes = useMemo(() => cartoesFinanceiros(t).filter((c) => pode([tagDoRelatorioFinanceiro(c.id)])), [t, pode]);
  return <PaginaDeRelatorios cartoes={cartoes} Dialogo={DialogoDoRelatorioFinanceiro} />;
}
