import { useEffect, useMemo } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { formatDate } from '../../../shared/format/dates.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { formatNumber } from '../../../shared/format/number.ts';
import { useT } from '../../i18n/traducao.ts';
import { ListaDeItensWidget, esquemaDosItens, type ListaDeItensProps } from '../lista-de-itens/index.ts';
import { useModeloDoFormulario, useRegistroDoFormulario } from '../shared/contextoDoFormulario.ts';
import { esquemaSemCalculados, idDoImposto, itensCalculados, partesRetidas } from './calculo.ts';
import { useImpostos } from './useImpostos.ts';

const useEstilos = makeStyles({
  raiz: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  resumo: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/**
 * A despesa's retenções: the list of taxes withheld (tax and base typed, the rest the server's),
 * each row's rate and amount worked out as the user types, so the form's retido and líquido,
 * and the installments of the net, follow at once; below, what each row withholds.
 */
export function RetencoesWidget(props: ListaDeItensProps) {
  const t = useT();
  const estilos = useEstilos();
  const modelo = useModeloDoFormulario();
  const { valores } = useRegistroDoFormulario();
  const { esquemaDoItem } = props;
  const esquema = useMemo(() => {
    const dosItens = esquemaDoItem ?? esquemaDosItens(modelo, props.campo);
    return dosItens === null ? undefined : esquemaSemCalculados(dosItens);
  }, [esquemaDoItem, modelo, props.campo]);
  const itens = useMemo(() => (Array.isArray(props.valor) ? props.valor : []), [props.valor]);
  const impostos = useImpostos(itens.flatMap((i) => idDoImposto(i['imposto']) ?? []));
  const calculados = itensCalculados(itens, valores['valor'], impostos);
  const { onChange, desabilitado } = props;
  useEffect(() => {
    if (calculados !== itens && !desabilitado) onChange([...calculados]);
  }, [calculados, itens, onChange, desabilitado]);

  return (
    <div className={estilos.raiz}>
      <ListaDeItensWidget {...props} esquemaDoItem={esquema} />
      {calculados.length > 0 && (
        <ul className={estilos.resumo} aria-label={t('Valores retidos')}>
          {calculados.map((item, i) => {
            const sigla = impostos.get(idDoImposto(item['imposto']) ?? 0)?.sigla ?? t('Imposto');
            const valor = typeof item['valor'] === 'number' ? item['valor'] : null;
            const aliquota = typeof item['aliquota'] === 'number' ? formatNumber(item['aliquota'], { maximumFractionDigits: 4 }) : '–';
            const texto =
              valor === null ? `${sigla}: –` : valor === 0 ? t('{sigla} ({aliquota}%): não retido (abaixo do mínimo)', { sigla, aliquota }) : t('{sigla} ({aliquota}%): R$ {valor} retido', { sigla, aliquota, valor: formatMoney(valor) });
            const partes = partesRetidas(item, valores['valor'], impostos);
            const composicao = partes.length === 0 ? '' : ` (${partes.map((p) => `${p.sigla} ${formatMoney(p.valor)}`).join(' + ')})`;
            const vencimento = typeof item['vencimento'] === 'string' ? ` · ${t('vence em {data}', { data: formatDate(item['vencimento']) })}` : '';
            return (
              <li key={i}>
                <Text>
                  {texto}
                  {composicao}
                  {vencimento}
                </Text>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
