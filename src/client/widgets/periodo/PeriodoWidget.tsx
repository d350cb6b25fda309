import { Dropdown, Field, Option, makeStyles, tokens } from '@fluentui/react-components';
import {
  OPCAO_PERIODO_PADRAO,
  OPCOES_PERIODO,
  ROTULOS_PERIODO,
  isOpcaoPeriodo,
  valorDoPeriodo,
  type PeriodoCustomizado,
  type ValorPeriodo,
} from '../../../shared/periodo/index.ts';
import type { WidgetProps } from '../types.ts';
import { DateTimePickerWidget } from '../date-time-picker/index.ts';
import { useCampo } from '../shared/useCampo.ts';
import { useEstilosDoWidget } from '../shared/estilos.ts';

const useEstilos = makeStyles({
  periodo: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  datas: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, '& > *': { flex: '1 1 140px', minWidth: 0 } },
});

/**
 * A period filter: one of the options of the specification, TODOS by default; CUSTOMIZADO
 * asks for the two dates. Emits {opcao, data: {inicial, final}}, the bounds computed now
 * in São Paulo time.
 */
export function PeriodoWidget(props: WidgetProps<ValorPeriodo>) {
  const { valor, onChange, id, desabilitado } = props;
  const { campo, controle } = useCampo(props);
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
          value={ROTULOS_PERIODO[opcao]}
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
              {ROTULOS_PERIODO[cada]}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {opcao === 'CUSTOMIZADO' && (
        <div className={estilos.datas}>
          <DateTimePickerWidget
            {...dataProps}
            id={`${id}-inicial`}
            rotulo="Data inicial"
            valor={datas.inicial}
            onChange={(inicial) => customizar({ inicial, final: datas.final })}
          />
          <DateTimePickerWidget
            {...dataProps}
            id={`${id}-final`}
            rotulo="Data final"
            valor={datas.final}
            onChange={(final) => customizar({ inicial: datas.inicial, final })}
          />
        </div>
      )}
    </div>
  );
}
