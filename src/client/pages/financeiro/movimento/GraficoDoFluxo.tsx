import { makeStyles, tokens } from '@fluentui/react-components';
import type { FaixaDoFluxoDeCaixa } from '../../../../shared/api/movimento.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useT } from '../../../i18n/traducao.ts';
import { ALTURA, MARGEM, geometria, type Barra } from './geometria.ts';

const useEstilos = makeStyles({
  quadro: { overflowX: 'auto', maxWidth: '100%', margin: 0 },
  legenda: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, margin: 0, padding: 0, listStyle: 'none', fontSize: tokens.fontSizeBase200 },
  marca: { display: 'inline-block', width: '12px', height: '12px', marginRight: tokens.spacingHorizontalXS, verticalAlign: 'middle' },
});

const CORES: Readonly<Record<Barra['tipo'], string>> = {
  realizadoEntradas: tokens.colorPaletteGreenBackground3,
  previstoEntradas: tokens.colorPaletteGreenBorder1,
  realizadoSaidas: tokens.colorPaletteRedBackground3,
  previstoSaidas: tokens.colorPaletteRedBorder1,
};
const COR_DO_SALDO = tokens.colorBrandForeground1;

/** A scale's top and bottom amounts, beside the plot. */
function Escala({ x, ancora, maximo, minimo, cor = tokens.colorNeutralForeground3 }: { x: number; ancora: 'start' | 'end'; maximo: number; minimo: number; cor?: string }) {
  return (
    <>
      <text x={x} y={MARGEM.topo + 4} textAnchor={ancora} fontSize={11} fill={cor}>
        {formatMoney(maximo)}
      </text>
      <text x={x} y={ALTURA - MARGEM.base} textAnchor={ancora} fontSize={11} fill={cor}>
        {formatMoney(minimo)}
      </text>
    </>
  );
}

/** In and out of each bucket as bars, realised and projected, with the projected balance line; the table beside it has the figures. */
export function GraficoDoFluxo({ faixas, rotulo }: { faixas: readonly FaixaDoFluxoDeCaixa[]; rotulo(faixa: FaixaDoFluxoDeCaixa): string }) {
  const estilos = useEstilos();
  const t = useT();
  const g = geometria(faixas, rotulo);
  const legenda: [string, string][] = [
    [t('Entradas realizadas'), CORES.realizadoEntradas],
    [t('Entradas previstas'), CORES.previstoEntradas],
    [t('Saídas realizadas'), CORES.realizadoSaidas],
    [t('Saídas previstas'), CORES.previstoSaidas],
    [t('Saldo previsto (escala à direita)'), COR_DO_SALDO],
  ];
  return (
    // The chart may be wider than the screen: its frame scrolls, and the keyboard reaches it.
    <figure className={estilos.quadro} aria-label={t('Gráfico do fluxo de caixa')} tabIndex={0}>
      <svg role="img" aria-label={t('Gráfico do fluxo de caixa')} width={g.largura} height={ALTURA} viewBox={`0 0 ${g.largura} ${ALTURA}`}>
        <line x1={MARGEM.esquerda} x2={g.largura - MARGEM.direita} y1={g.zero} y2={g.zero} stroke={tokens.colorNeutralStroke1} />
        <Escala x={MARGEM.esquerda - 6} ancora="end" maximo={g.barrasMaximo} minimo={g.barrasMinimo} />
        <Escala x={g.largura - MARGEM.direita + 6} ancora="start" maximo={g.saldoMaximo} minimo={g.saldoMinimo} cor={COR_DO_SALDO} />
        {g.barras.map((b, i) => (
          <rect key={i} x={b.x} y={b.y} width={b.largura} height={b.altura} fill={CORES[b.tipo]} />
        ))}
        <polyline points={g.linha} fill="none" stroke={COR_DO_SALDO} strokeWidth={2} />
        {g.rotulos.map((r) => (
          <text key={r.x} x={r.x} y={ALTURA - 8} textAnchor="middle" fontSize={11} fill={tokens.colorNeutralForeground2}>
            {r.texto}
          </text>
        ))}
      </svg>
      <ul className={estilos.legenda}>
        {legenda.map(([texto, cor]) => (
          <li key={texto}>
            <span className={estilos.marca} style={{ background: cor }} aria-hidden />
            {texto}
          </li>
        ))}
      </ul>
    </figure>
  );
}
