import { Text, tokens, makeStyles } from '@fluentui/react-components';
import type { ParametrosDoCebas } from '../../../shared/api/cebas.ts';
import { reaisDosCentavos } from '../../../shared/financeiro/centavos.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { limitesDeRenda } from '../../../shared/cebas/renda.ts';
import { useT } from '../../i18n/traducao.ts';

const useEstilos = makeStyles({ nota: { color: tokens.colorNeutralForeground2, maxWidth: '80ch' } });

/** The income profile in reais, from the institution's parameters (cebas/configuracao). */
export function LimitesDeRenda({ parametros: p }: { parametros: ParametrosDoCebas }) {
  const estilos = useEstilos();
  const t = useT();
  const l = limitesDeRenda(p.salarioMinimo, p.limiteIntegral, p.limiteParcial, p.majoracaoAssistenteSocial);
  const reais = (centavos: number) => formatMoney(reaisDosCentavos(centavos));
  return (
    <Text size={200} className={estilos.nota}>
      {t('Perfil de renda per capita com o salário mínimo de {ano} (R$ {salario}): bolsa integral até R$ {integral} (R$ {comRelatorio} com o relatório do assistente social); bolsa parcial até R$ {parcial}.', {
        ano: p.anoSalarioMinimo,
        salario: formatMoney(p.salarioMinimo),
        integral: reais(l.integralCentavos),
        comRelatorio: reais(l.integralComRelatorioCentavos),
        parcial: reais(l.parcialCentavos),
      })}
    </Text>
  );
}
