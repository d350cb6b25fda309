import { useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { valorDoPeriodo, type ValorPeriodo } from '../../../../shared/periodo/index.ts';
import { abrirRecurso } from '../../../components/attachments/abrirArquivo.ts';
import { useT } from '../../../i18n/traducao.ts';
import { CampoDoPeriodo } from '../movimento/campos.tsx';
import { diasDoPeriodo } from '../movimento/periodo.ts';
import { recursoDaExportacao } from './api.ts';

const useEstilos = makeStyles({
  exportacao: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM, '& > :first-child': { flex: '0 1 320px', minWidth: '220px' } },
});

/** The entries of a period as the accountant takes them: a CSV file or the ECD's I200/I250 records. */
export function ExportacaoDosLancamentos() {
  const estilos = useEstilos();
  const t = useT();
  const [periodo, setPeriodo] = useState<ValorPeriodo>(() => valorDoPeriodo('ESTE_MES', new Date()));
  const dias = diasDoPeriodo(periodo, new Date());
  const exportar = (formato: 'csv' | 'ecd') => void abrirRecurso(recursoDaExportacao(formato), { inicio: dias.inicio, fim: dias.fim });
  return (
    <div className={estilos.exportacao} role="group" aria-label={t('Exportação dos lançamentos')}>
      <CampoDoPeriodo id="exportacao-periodo" rotulo={t('Período da exportação')} valor={periodo} onChange={(novo) => setPeriodo(novo ?? valorDoPeriodo('ESTE_MES', new Date()))} />
      <Button icon={<ArrowDownloadRegular />} onClick={() => exportar('csv')}>
        {t('Exportar CSV')}
      </Button>
      <Button icon={<ArrowDownloadRegular />} onClick={() => exportar('ecd')}>
        {t('Exportar ECD (I200/I250)')}
      </Button>
    </div>
  );
}
