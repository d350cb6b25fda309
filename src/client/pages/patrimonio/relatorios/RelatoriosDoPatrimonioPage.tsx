import { useMemo } from 'react';
import { TAG_DOS_RELATORIOS_DO_PATRIMONIO } from '../../../../shared/api/relatoriosDoPatrimonio.ts';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import { PaginaDeRelatorios } from '../../../components/relatorios/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { cartoesDoPatrimonio } from './cartoes.ts';
import { DialogoDoRelatorioDoPatrimonio } from './DialogoDoRelatorioDoPatrimonio.tsx';

/** patrimonio.relatorios: a card per report, each a background job ending in a notice. */
export function RelatoriosDoPatrimonioPage() {
  const t = useT();
  const { pode } = usePermissao();
  const cartoes = useMemo(() => (pode([TAG_DOS_RELATORIOS_DO_PATRIMONIO]) ? cartoesDoPatrimonio(t) : []), [t, pode]);
  return <PaginaDeRelatorios cartoes={cartoes} Dialogo={DialogoDoRelatorioDoPatrimonio} />;
}
