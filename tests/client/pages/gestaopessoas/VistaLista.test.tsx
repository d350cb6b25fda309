import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEM_SELECAO, desativarSelecionadas } from '../../../../src/client/pages/gestaopessoas/lista/desativacao.ts';
import { json, type RecordedCall } from '../../support/fetchStub.ts';
import { ACME, MARIA, PRIMEIRA_CARGA, TAGS_OPERADOR, abrirCadastro, pagina } from './support.tsx';

beforeEach(() => {
  vi.stubGlobal('innerWidth', 800);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const LISTA = '/gestaopessoas/lista?vista=lista';
// In jsdom, Fluent's focus trap (tabster) may leave an open dialog aria-hidden, depending on
// timing: queries in it pass hidden: true (the browser suites check dialogs with axe).
const linhas = () => within(screen.getByRole('table', { name: 'Pessoas' })).getAllByRole('row').slice(1);

async function abrirLista(tags?: readonly string[]) {
  const desativadas: RecordedCall[] = [];
  const cadastro = abrirCadastro(LISTA, {
    ...(tags ? { tags } : {}),
    outros: {
      'POST /api/pessoas/desabilitapessoas': (call: RecordedCall) => {
        desativadas.push(call);
        return json({ content: null, message: 'Pessoas desativadas com sucesso.' });
      },
    },
  });
  await screen.findByRole('cell', { name: MARIA.nome }, PRIMEIRA_CARGA);
  return { ...cadastro, desativadas };
}

describe('the people register, Lista view', { timeout: 20_000 }, () => {
  it('shows #, Nome, Contato, Documentos and the edit button of each person', async () => {
    await abrirLista();
    const cabecalhos = screen.getAllByRole('columnheader').map((c) => c.textContent);
    expect(cabecalhos.slice(1)).toEqual(['#', 'Nome', 'Contato', 'Documentos', 'Ações']);
    const [maria, acme] = linhas();
    await waitFor(() => expect(maria).toHaveTextContent('Telefone: (11) 3333-4444'));
    await waitFor(() => expect(maria).toHaveTextContent('Celular: (11) 98888-7777'));
    await waitFor(() => expect(maria).toHaveTextContent('E-mail: maria@exemplo.org'));
    await waitFor(() => expect(maria).toHaveTextContent('CPF: 529.982.247-25'));
    await waitFor(() => expect(maria).toHaveTextContent('RG: 12.345.678-9'));
    await waitFor(() => expect(within(maria!).getByRole('img', { name: 'Pessoa Física' })).toBeInTheDocument());
    await waitFor(() => expect(acme).toHaveTextContent('CNPJ: 11.222.333/0001-81'));
    await waitFor(() => expect(within(acme!).getByRole('link', { name: 'Editar Acme Ltda' })).toHaveAttribute('href', '/gestaopessoas/pessoa/2'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('reveals Desativar Selecionado(s) once a row is selected, then deactivates after confirming and refreshes', async () => {
    const usuario = userEvent.setup();
    const { desativadas, pedidos } = await abrirLista();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Desativar Selecionado(s)' })).not.toBeInTheDocument());

    await usuario.click(within(linhas()[1]!).getByRole('checkbox', { name: 'Selecionar linha' }));
    await usuario.click(await screen.findByRole('button', { name: 'Desativar Selecionado(s)' }));
    const dialogo = await screen.findByRole('alertdialog', { hidden: true });
    await waitFor(() => expect(dialogo).toHaveTextContent('Deseja realmente desativar a pessoa selecionada?'));
    const antes = pedidos().length;
    await usuario.click(within(dialogo).getByRole('button', { name: 'Desativar', hidden: true }));

    await waitFor(() => expect(desativadas).toHaveLength(1));
    expect(desativadas[0]?.body).toEqual({ ids: [ACME.id] });
    await waitFor(() => expect(pedidos().length).toBe(antes + 1));
    expect(await screen.findByText('Pessoas desativadas com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Desativar Selecionado(s)' })).not.toBeInTheDocument());
  });

  it('selects every row with check-all; cancelling the confirmation sends nothing', async () => {
    const usuario = userEvent.setup();
    const { desativadas } = await abrirLista();
    await usuario.click(screen.getByRole('checkbox', { name: 'Selecionar todas as linhas' }));
    await usuario.click(await screen.findByRole('button', { name: 'Desativar Selecionado(s)' }));
    const dialogo = await screen.findByRole('alertdialog', { hidden: true });
    await waitFor(() => expect(dialogo).toHaveTextContent('Deseja realmente desativar as 2 pessoas selecionadas?'));
    await usuario.click(within(dialogo).getByRole('button', { name: 'Cancelar', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
    expect(desativadas).toHaveLength(0);
  });

  it('has no Desativar without the desativar tag (operador)', async () => {
    const usuario = userEvent.setup();
    await abrirLista(TAGS_OPERADOR);
    await usuario.click(within(linhas()[0]!).getByRole('checkbox', { name: 'Selecionar linha' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Desativar Selecionado(s)' })).not.toBeInTheDocument());
  });

  it('keeps the rows in the DOM bounded whatever the count', async () => {
    const muitas = Array.from({ length: 200 }, (_, i) => ({ ...MARIA, id: i + 1, nome: `Pessoa ${i + 1}` }));
    abrirCadastro(LISTA, { responder: () => pagina(muitas, { count: 200 }) });
    await screen.findByRole('cell', { name: 'Pessoa 1' }, PRIMEIRA_CARGA);
    await waitFor(() => expect(screen.getByRole('table', { name: 'Pessoas' })).toHaveAttribute('aria-rowcount', '201'));
    expect(linhas().length).toBeLessThan(40);
  });
});

describe('the deactivation guard', () => {
  const passos = (selecionados: number[][]) => {
    const avisos: string[] = [];
    const enviados: number[][] = [];
    let leitura = 0;
    return {
      avisos,
      enviados,
      passos: {
        selecionados: () => selecionados[Math.min(leitura++, selecionados.length - 1)] ?? [],
        confirmar: vi.fn(async () => true),
        enviar: async (ids: number[]) => void enviados.push(ids),
        avisar: (texto: string) => void avisos.push(texto),
      },
    };
  };

  it('says "Selecione pelo menos uma pessoa" with nothing selected, and asks nothing', async () => {
    const { avisos, enviados, passos: p } = passos([[]]);
    expect(await desativarSelecionadas(p)).toBe(false);
    expect(avisos).toEqual([SEM_SELECAO]);
    expect(SEM_SELECAO).toBe('Selecione pelo menos uma pessoa');
    expect(p.confirmar).not.toHaveBeenCalled();
    expect(enviados).toEqual([]);
  });

  it('says it too when the selection emptied while the confirmation was open', async () => {
    const { avisos, enviados, passos: p } = passos([[7], [7], []]);
    expect(await desativarSelecionadas(p)).toBe(false);
    expect(avisos).toEqual([SEM_SELECAO]);
    expect(enviados).toEqual([]);
  });

  it('sends the ids selected when confirmed', async () => {
    const { avisos, enviados, passos: p } = passos([[7, 9]]);
    expect(await desativarSelecionadas(p)).toBe(true);
    expect(p.confirmar).toHaveBeenCalledWith(2);
    expect(enviados).toEqual([[7, 9]]);
    expect(avisos).toEqual([]);
  });
});
