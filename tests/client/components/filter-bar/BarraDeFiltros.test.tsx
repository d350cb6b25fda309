import '../../support/environment.ts';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, FluentProvider, Input, webLightTheme } from '@fluentui/react-components';
import { BarraDeFiltros, RegistroContext, type BarraDeFiltrosProps } from '../../../../src/client/components/filter-bar/index.ts';
import type { CampoDoFiltroResolvido, FiltroResolvido } from '../../../../src/shared/engine/tela-resolvida.ts';
import { WIDGET_KINDS } from '../../../../src/shared/engine/widget-kinds.ts';
import type { RegistroDeWidgets, WidgetProps } from '../../../../src/client/widgets/types.ts';

// Dialogs and Fluent's first render are slow on a machine busy with parallel suites.
vi.setConfig({ testTimeout: 15_000 });

/** A stand-in for every kind: a labelled text input, so the bar is tested on its own. */
function WidgetDeTeste({ id, rotulo, valor, onChange, onBlur, erro, apresentacao }: WidgetProps<string>) {
  return (
    <Field label={{ children: rotulo, htmlFor: id }} validationMessage={erro ?? undefined}>
      <Input id={id} data-kind={apresentacao.widget} value={valor ?? ''} onChange={(_, d) => onChange(d.value)} onBlur={onBlur} />
    </Field>
  );
}

const REGISTRO = Object.fromEntries(WIDGET_KINDS.map((kind) => [kind, WidgetDeTeste])) as unknown as RegistroDeWidgets;

function campo(parametro: string, titulo: string, widget: string, extra: Partial<CampoDoFiltroResolvido> = {}): CampoDoFiltroResolvido {
  return { parametro, titulo, widget, campo: null, largura: 6, regras: [], mascara: null, formato: null, tipo: null, opcoes: null, referencia: null, multiplo: false, ...extra };
}

const FILTRO: FiltroResolvido = {
  campos: [
    campo('q', 'Nome', 'q-input'),
    campo('email', 'E-mail', 'q-input', { campo: 'emailPrincipal', regras: [{ rule: 'email' }] }),
    campo('cpf', 'CPF', 'masked-input', { campo: 'pessoaFisica.cpf', regras: [{ rule: 'cpf' }] }),
  ],
};

function renderBarra(props: Partial<BarraDeFiltrosProps> = {}) {
  const onAplicar = vi.fn();
  const onLimpar = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <RegistroContext.Provider value={REGISTRO}>
        <BarraDeFiltros filtro={FILTRO} onAplicar={onAplicar} onLimpar={onLimpar} abertoInicialmente {...props} />
      </RegistroContext.Provider>
    </FluentProvider>,
  );
  return { onAplicar, onLimpar };
}

const aplicar = () => userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));

describe('BarraDeFiltros', () => {
  it('is a collapsible Filtros panel', async () => {
    renderBarra({ abertoInicialmente: false });
    const cabecalho = screen.getByRole('button', { name: 'Filtros' });
    expect(cabecalho).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Nome')).not.toBeInTheDocument();

    await userEvent.click(cabecalho);

    await waitFor(() => expect(cabecalho).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(screen.getByLabelText('Nome')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Limpar' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Aplicar' })).toBeInTheDocument());
  });

  it('renders each field through the registry of its kind', () => {
    renderBarra();
    expect(screen.getByLabelText('CPF')).toHaveAttribute('data-kind', 'masked-input');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('data-kind', 'q-input');
  });

  it('shows the error listing the invalid components instead of the form', () => {
    renderBarra({
      filtro: {
        campos: [campo('q', 'Nome', 'q-input'), campo('obs', 'Observação', 'textarea'), campo('foto', 'Foto', 'photo'), campo('o', 'Outra', 'textarea')],
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Componentes inválidos no filtro: textarea, photo. Use apenas: q-input, q-autocomplete, o-select, date-time-picker, q-checkbox, masked-input, periodo, check-box-filter, intervalo.',
    );
    expect(screen.queryByLabelText('Nome')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aplicar' })).not.toBeInTheDocument();
  });

  it('emits only the filled values on Aplicar', async () => {
    const { onAplicar } = renderBarra();
    await userEvent.type(screen.getByLabelText('Nome'), 'Ana');
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
    await aplicar();
    expect(onAplicar).toHaveBeenCalledWith({ q: 'Ana', cpf: '52998224725' });
  });

  it('applies on Enter in a field', async () => {
    const { onAplicar } = renderBarra();
    await userEvent.type(screen.getByLabelText('Nome'), 'Silva{Enter}');
    expect(onAplicar).toHaveBeenCalledWith({ q: 'Silva' });
  });

  it('validates with the fields’ rules and shows the form error and the field messages', async () => {
    const { onAplicar } = renderBarra();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@');
    await userEvent.type(screen.getByLabelText('CPF'), '11111111111');
    await aplicar();

    expect(onAplicar).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByText('Existem erros no formulário, revise-o salve novamente.')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('Email inválido')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('CPF inválido.')).toBeInTheDocument());

    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.clear(screen.getByLabelText('CPF'));
    await aplicar();
    await waitFor(() => expect(screen.queryByText('Existem erros no formulário, revise-o salve novamente.')).not.toBeInTheDocument());
    expect(onAplicar).toHaveBeenCalledWith({});
  });

  it('checks a field when the user leaves it', async () => {
    renderBarra();
    await userEvent.type(screen.getByLabelText('E-mail'), 'sem-arroba');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByText('Email inválido')).toBeInTheDocument());
  });

  it('Limpar empties the fields and the messages', async () => {
    const { onLimpar, onAplicar } = renderBarra({ valoresIniciais: { q: 'Ana' } });
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana');
    await userEvent.type(screen.getByLabelText('E-mail'), 'x');
    await aplicar();
    await waitFor(() => expect(screen.getByText('Email inválido')).toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));

    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue(''));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveValue(''));
    await waitFor(() => expect(screen.queryByText('Email inválido')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Existem erros no formulário, revise-o salve novamente.')).not.toBeInTheDocument());
    expect(onLimpar).toHaveBeenCalledTimes(1);
    await aplicar();
    expect(onAplicar).toHaveBeenLastCalledWith({});
  });

  it('validates a dotted parameter against its own value', async () => {
    const { onAplicar } = renderBarra({
      filtro: { campos: [campo('pessoaFisica.cpf', 'CPF', 'masked-input', { regras: [{ rule: 'cpf' }] })] },
    });
    await userEvent.type(screen.getByLabelText('CPF'), '123');
    await aplicar();
    await waitFor(() => expect(screen.getByText('CPF inválido.')).toBeInTheDocument());
    expect(onAplicar).not.toHaveBeenCalled();
  });
});
