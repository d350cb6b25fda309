import { makeStyles, tokens } from '@fluentui/react-components';
import type { ResumoResolvido } from '../../../shared/engine/tela-resolvida.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { formatarResumo, type ValoresDosResumos } from './resumos.ts';

const useEstilos = makeStyles({
  barra: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXXL}`,
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  figura: { display: 'flex', flexDirection: 'column' },
  rotulo: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  valor: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
});

interface BarraDeResumosProps {
  resumos: readonly ResumoResolvido[];
  /** null while the first figures load. */
  valores: ValoresDosResumos | null;
}

/** The list's figures (sums and counts of what the search and filter select), as the server computed them. */
export function BarraDeResumos({ resumos, valores }: BarraDeResumosProps) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  return (
    <dl className={estilos.barra} aria-label={t('Resumo da lista')} aria-busy={valores === null}>
      {resumos.map((resumo) => {
        const valor = valores?.[resumo.nome];
        return (
          <div key={resumo.nome} className={estilos.figura}>
            <dt className={estilos.rotulo}>{traduzir(resumo.rotulo)}</dt>
            <dd className={estilos.valor}>{valor === undefined ? '…' : formatarResumo(resumo, valor)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
