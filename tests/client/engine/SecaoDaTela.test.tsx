import '../support/environment.ts';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AppProviders } from '../../../src/client/app/AppProviders.tsx';
import { ComRegistro } from '../../../src/client/engine/dados/ComRegistro.tsx';
import { SecaoDaTela } from '../../../src/client/engine/formulario/SecaoDaTela.tsx';
import type { CampoResolvido, SecaoResolvida } from '../../../src/shared/engine/tela-resolvida.ts';

// A section's heading and its fields' labels: a name is said once.

const campo = (nome: string, titulo: string, widget: CampoResolvido['widget']): CampoResolvido => ({
  campo: nome,
  titulo,
  widget,
  mascara: null,
  formato: null,
  tipo: null,
  opcoes: null,
  referencia: null,
  multiplo: false,
  posteriorA: null,
  previa: null,
  largura: 12,
  visivel: true,
  obrigatorio: false,
  somenteLeitura: false,
  regras: [],
  visivelSe: null,
  ocultoSe: null,
  obrigatorioSe: null,
  somenteLeituraSe: null,
  motivoSomenteLeitura: null,
});

function renderSecao(secao: SecaoResolvida) {
  render(
    <AppProviders>
      <ComRegistro>
        <SecaoDaTela secao={secao} prefixo="campo-teste" valores={{}} armazenado={null} erros={{}} somenteLeitura={false} onAlterar={vi.fn()} onSair={vi.fn()} />
      </ComRegistro>
    </AppProviders>,
  );
}

describe('SecaoDaTela', () => {
  it('names a lone field called like its section by the heading alone (Anexos once)', () => {
    renderSecao({ nome: 'anexos', titulo: 'Anexos', visivel: true, campos: [campo('anexos', 'Anexos', 'attachments')] });

    expect(screen.getByRole('heading', { level: 2, name: 'Anexos' })).toBeInTheDocument();
    expect(screen.getAllByText('Anexos')).toHaveLength(1);
    // The heading still names the file input for a screen reader.
    expect(screen.getByLabelText('Anexos', { selector: 'input' })).toHaveAttribute('type', 'file');
  });

  it('keeps the labels of the fields of a section named otherwise', () => {
    renderSecao({
      nome: 'complementares',
      titulo: 'Dados complementares',
      visivel: true,
      campos: [campo('observacao', 'Observações', 'textarea'), campo('anexos', 'Anexos', 'attachments')],
    });

    expect(screen.getByText('Observações', { selector: 'label' })).toBeInTheDocument();
    expect(screen.getByText('Anexos', { selector: 'label' })).toBeInTheDocument();
  });
});
