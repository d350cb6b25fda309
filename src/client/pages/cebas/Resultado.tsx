import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ResultadoDoCebas } from '../../../shared/cebas/calculadoras.ts';
import { useT } from '../../i18n/traducao.ts';
import { escreverNumero } from './numeros.ts';

const useEstilos = makeStyles({
  painel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  numeros: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: tokens.spacingHorizontalM, margin: 0 },
  numero: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0 },
  valor: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightHero700, margin: 0 },
});

/** The calculator's answer as the user types: required, granted, what is missing and whether the rule is met. */
export function Resultado({ resultado }: { resultado: ResultadoDoCebas | null }) {
  const estilos = useEstilos();
  const t = useT();
  if (resultado === null) {
    return (
      <section className={estilos.painel} aria-live="polite" aria-label={t('Resultado')}>
        <Text>{t('Preencha os números do ano para ver o resultado.')}</Text>
      </section>
    );
  }
  const figuras: readonly [string, string][] = [
    [t('Bolsas exigidas'), escreverNumero(resultado.bolsasExigidas)],
    [t('Integrais mínimas'), escreverNumero(resultado.bolsasIntegraisMinimas)],
    [t('Bolsas concedidas'), escreverNumero(resultado.bolsasConcedidas)],
    [t('Integrais concedidas'), escreverNumero(resultado.bolsasIntegraisConcedidas)],
    [t('Faltam (equivalentes)'), escreverNumero(resultado.falta)],
    [t('Faltam (integrais)'), escreverNumero(resultado.faltaIntegrais)],
  ];
  return (
    <section className={estilos.painel} aria-live="polite" aria-label={t('Resultado')}>
      <Badge size="large" appearance="filled" color={resultado.atende ? 'success' : 'danger'}>
        {resultado.atende ? t('Atende à regra') : t('Não atende à regra')}
      </Badge>
      <dl className={estilos.numeros}>
        {figuras.map(([rotulo, valor]) => (
          <div key={rotulo} className={estilos.numero}>
            <dt>
              <Text size={200}>{rotulo}</Text>
            </dt>
            <dd className={estilos.valor}>{valor}</dd>
          </div>
        ))}
      </dl>
      <Text size={200}>{t('Bolsas em equivalentes de bolsa integral: duas parciais de 50% valem uma integral.')}</Text>
    </section>
  );
}
