import { Dropdown, Field, Option, makeStyles, tokens } from '@fluentui/react-components';
import {
  OPCAO_PERIODO_PADRAO,
  OPCOES_PERIODO,
  isOpcaoPeriodo,
  valorDoPeriodo,
  type OpcaoPeriodo,
  type PeriodoCustomizado,
  type ValorPeriodo,
} from '../../../shared/periodo/index.ts';
import { useT } from '../../i18n/traducao.ts';
import type { WidgetProps } from '../types.ts';
import { DateTimePickerWidget } from '../date-time-picker/index.ts';
import { useCampo } from '../shared/useCampo.ts';
import { useEstilosDoWidget } from '../shared/estilos.ts';

const useEstilos = makeStyles({
  periodo: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  datas: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, '& > *': { flex: '1 1 140px', minWidth: 0 } },
});

/** The options' labels (ROTULOS_PERIODO's pt-BR texts) in the language in force. */
function rotulosDoPeriodo(t: ReturnType<typeof useT>): Readonly<Record<OpcaoPeriodo, string>> {
  return {
    ONTEM: t('Ontem'),
    HOJE: t('Hoje'),
    ESTA_SEMANA: t('Esta semana'),
    ESTA_SEMANA_ISO: t('Esta semana (ISO)'),
    ESTE_MES: t('Este mês'),
    MES_ANTERIOR: t('Mês anterior'),
    ULTIMOS_30_DIAS: t('Últimos 30 dias'),
    ANUAL: t('Anual'),
    TODOS: t('Todos'),
    CUSTOMIZADO: t('Customizado'),
  };
}

/**
 * A period filter: one of the options of the specification, TODOS by default; CUSTOMIZADO
 * asks for the two dates. Emits {opcao, data: {inicial, final}}, the bounds computed now
 * in São Paulo time.
 */
export function PeriodoWidget(props: WidgetProps<ValorPeriodo>) {
  const { valor, onChange, id, desabilitado } = props;
  const { campo, controle } = useCampo(props);
  const t = useT();
  const rotulos = rotulosDoPeriodo(t);
  const estilos = useEstilos();
  const estilosDoWidget = useEstilosDoWidget();
  const opcao = valor?.opcao ?? OPCAO_PERIODO_PADRAO;
  const datas = valor?.data ?? { inicial: null, final: null };

  const customizar = (custom: PeriodoCustomizado) => onChange(valorDoPeriodo('CUSTOMIZADO', new Date(), custom));
  const dataProps = { campo: props.campo, obrigatorio: false, desabilitado, erro: null, apresentacao: { ...props.apresentacao, formato: 'date' as const } };

  return (
    <div className={estilos.periodo}>
      <Field {...campo}>
        <Dropdown
          {...controle}
          className={estilosDoWidget.controle}
          value={rotulos[opcao]}
          selectedOptions={[opcao]}
          onOptionSelect={(_, data) => {
            if (!isOpcaoPeriodo(data.optionValue)) return;
            onChange(
              data.optionValue === 'CUSTOMIZADO'
                ? valorDoPeriodo('CUSTOMIZADO', new Date(), datas)
                : valorDoPeriodo(data.optionValue, new Date()),
            );
          }}
        >
          {OPCOES_PERIODO.map((cada) => (
            <Option key={cada} value={cada}>
              {rotulos[cada]}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {opcao === 'CUSTOMIZADO' && (
        <div className={estilos.datas}>
          <DateTimePickerWidget
            {...dataProps}
            id={`${id}-inicial`}
            rotulo={t('Data inicial')}
            valor={datas.inicial}
            onChange={(inicial) => customizar({ inicial, final: datas.final })}
          />
          <DateTimePickerWidget
            {...dataProps}
            id={`${id}-final`}
            rotulo={t('Data final')}
            valor={datas.final}
            onChange={(final) => customizar({ inicial: datas.inicial, final })}
          />
        </div>
      )}
    </div>
  );
}
