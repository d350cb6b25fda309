import type { FocusEvent } from 'react';
import { Field, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import type { Escalar } from '../../../shared/engine/types.ts';
import type { WidgetProps } from '../types.ts';
import { useCampo } from '../shared/useCampo.ts';
import { rotuloCurto } from './itens.ts';

// One row of equal buttons, the seven days included, down to a 360 px phone.
const useEstilos = makeStyles({
  botoes: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(36px, 1fr))',
    gap: tokens.spacingHorizontalXS,
    maxWidth: '448px',
  },
  botao: { minWidth: 0, paddingInline: tokens.spacingHorizontalXXS },
});

/**
 * A multiple choice among a few options (the days of the week) as a row of toggle buttons.
 * Each shows its label's first letters and is named by the whole label. Emits the chosen values
 * in the options' order, null when none.
 */
export function EscolhaEmBotoes(props: WidgetProps<Escalar[]>) {
  const { id, rotulo, valor, onChange, onBlur, desabilitado } = props;
  const { campo } = useCampo(props);
  const estilos = useEstilos();
  const opcoes = props.apresentacao.opcoes ?? [];
  const escolhidos = new Set(valor ?? []);

  function alternar(opcao: Escalar) {
    const novos = opcoes.map((o) => o.valor).filter((v) => (v === opcao ? !escolhidos.has(v) : escolhidos.has(v)));
    onChange(novos.length === 0 ? null : novos);
  }

  // Leaving the row, not moving between its buttons, is leaving the field.
  function sair(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  }

  return (
    <Field {...campo} label={{ children: rotulo }}>
      {(doCampo) => (
        <div
          role="group"
          className={estilos.botoes}
          aria-labelledby={doCampo['aria-labelledby']}
          aria-describedby={doCampo['aria-describedby']}
          aria-invalid={doCampo['aria-invalid']}
          onBlur={sair}
        >
          {opcoes.map((opcao, indice) => (
            <ToggleButton
              key={String(opcao.valor)}
              // The first button takes the field's id, so a failed save can focus the field.
              id={indice === 0 ? id : `${id}-${indice}`}
              className={estilos.botao}
              size="small"
              checked={escolhidos.has(opcao.valor)}
              // Chosen days stand out at a glance, not only by a shade of grey.
              appearance={escolhidos.has(opcao.valor) ? 'primary' : 'secondary'}
              disabled={desabilitado}
              aria-label={opcao.rotulo}
              title={opcao.rotulo}
              onClick={() => alternar(opcao.valor)}
            >
              {rotuloCurto(opcao.rotulo)}
            </ToggleButton>
          ))}
        </div>
      )}
    </Field>
  );
}
