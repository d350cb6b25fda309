import { makeStyles, tokens } from '@fluentui/react-components';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import { TelaLista } from '../../../engine/index.ts';
import { TAG_EXPORTAR, TELA_DOS_LANCAMENTOS } from './api.ts';
import { ExportacaoDosLancamentos } from './ExportacaoDosLancamentos.tsx';

const useEstilos = makeStyles({ pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 } });

/**
 * The section's first tab (the root opens on it): the engine's list of the unit's entries,
 * automatic and manual, with its period, totals and pending count; above it, the exports.
 */
export function LancamentosContabeisPage() {
  const estilos = useEstilos();
  const { pode } = usePermissao();
  return (
    <div className={estilos.pagina}>
      {pode([TAG_EXPORTAR]) && <ExportacaoDosLancamentos />}
      <TelaLista name={TELA_DOS_LANCAMENTOS} emAba />
    </div>
  );
}
