import { makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../i18n/traducao.ts';
import { CampoDeData } from './CampoDeData.tsx';
import { useErroDoCampo } from './ErrosDoRelatorio.ts';
import type { PeriodoDoRelatorio } from './periodo.ts';

const useEstilos = makeStyles({
  datas: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, '& > *': { flex: '1 1 160px', minWidth: 0 } },
});

interface CamposDoPeriodoProps {
  periodo: PeriodoDoRelatorio;
  onChange(periodo: PeriodoDoRelatorio): void;
}

/** Data inicial and Data final, side by side while they fit. */
export function CamposDoPeriodo({ periodo, onChange }: CamposDoPeriodoProps) {
  const estilos = useEstilos();
  const t = useT();
  const inicial = useErroDoCampo('dataInicial');
  const final = useErroDoCampo('dataFinal');
  return (
    <div className={estilos.datas}>
      <CampoDeData
        id="relatorio-data-inicial"
        rotulo={t('Data inicial')}
        valor={periodo.dataInicial}
        onChange={(dataInicial) => {
          inicial.limpar();
          onChange({ ...periodo, dataInicial });
        }}
        erro={inicial.erro}
      />
      <CampoDeData
        id="relatorio-data-final"
        rotulo={t('Data final')}
        valor={periodo.dataFinal}
        onChange={(dataFinal) => {
          final.limpar();
          onChange({ ...periodo, dataFinal });
        }}
        erro={final.erro}
      />
    </div>
  );
}
