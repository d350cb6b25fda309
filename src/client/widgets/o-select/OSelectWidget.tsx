import { Dropdown, Field, Option } from '@fluentui/react-components';
import type { Escalar } from '../../../shared/engine/types.ts';
import type { WidgetProps } from '../types.ts';
import { useCampo } from '../shared/useCampo.ts';
import { useEstilosDoWidget } from '../shared/estilos.ts';
import { chaveDe, opcaoDaChave, rotulosDe } from './opcoes.ts';

type ValorDoSelect = Escalar | Escalar[];

/**
 * A choice among the model's enum options (apresentacao.opcoes). With `multiplo` it is a
 * multi-select emitting the array of chosen values (null when none); a single choice may be
 * cleared when the field is not required.
 */
export function OSelectWidget(props: WidgetProps<ValorDoSelect>) {
  const { campo, controle } = useCampo(props);
  const estilos = useEstilosDoWidget();
  const { apresentacao, valor, onChange, obrigatorio } = props;
  const opcoes = apresentacao.opcoes ?? [];
  const multiplo = apresentacao.multiplo;
  const escolhidos: Escalar[] = valor === null || valor === undefined ? [] : Array.isArray(valor) ? valor : [valor];

  return (
    <Field {...campo}>
      <Dropdown
        {...controle}
        className={estilos.controle}
        multiselect={multiplo}
        clearable={!obrigatorio && !multiplo}
        value={rotulosDe(opcoes, escolhidos)}
        selectedOptions={escolhidos.map(chaveDe)}
        onOptionSelect={(_, data) => {
          if (!multiplo) {
            onChange(opcaoDaChave(opcoes, data.optionValue)?.valor ?? null);
            return;
          }
          const novos = data.selectedOptions.flatMap((chave) => {
            const opcao = opcaoDaChave(opcoes, chave);
            return opcao === undefined ? [] : [opcao.valor];
          });
          onChange(novos.length === 0 ? null : novos);
        }}
      >
        {opcoes.map((opcao) => (
          <Option key={chaveDe(opcao.valor)} value={chaveDe(opcao.valor)}>
            {opcao.rotulo}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
