import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PessoaDoCadastro } from '../../../../src/client/pages/gestaopessoas/dados/pessoa.ts';
import { ehRotaDeFornecedor } from '../../../../src/client/pages/gestaopessoas/modo.ts';
import { json, type RecordedCall } from '../../support/fetchStub.ts';
import { ACME, MARIA, PRIMEIRA_CARGA, TAGS_FORNECEDORES, TAGS_OPERADOR, abrirCadastro, formularioDoCadastro, pagina } from './support.tsx';

beforeEach(() => {
  vi.stubGlobal('innerWidth', 800);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('supplier mode', { timeout: 15_000 }, () => {
  it('is the route names starting with financeiro.fornecedor', () => {
    expect(ehRotaDeFornecedor('financeiro.fornecedor')).toBe(true);
    expect(ehRotaDeFornecedor('financeiro.fornecedor.editar')).toBe(true);
    expect(ehRotaDeFornecedor('gestaopessoas.lista')).toBe(false);
    expect(ehRotaDeFornecedor(null)).toBe(false);
  });

  it('titles the screen Fornecedores, hides the more menu and sends fornecedor: true', async () => {
    const { pedidos } = abrirCadastro('/financeiro/fornecedor', { tags: TAGS_FORNECEDORES, responder: () => pagina([ACME]) });
    await screen.findByRole('link', { name: ACME.nome }, PRIMEIRA_CARGA);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Fornecedores' })).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mais opções' })).not.toBeInTheDocument());
    expect(pedidos()[0]?.body).toEqual({ fornecedor: true });
  });

  it('keeps fornecedor: true with a search and a filter', async () => {
    const usuario = userEvent.setup();
    const { pedidos } = abrirCadastro('/financeiro/fornecedor', { tags: TAGS_FORNECEDORES, responder: () => pagina([ACME]) });
    await screen.findByRole('link', { name: ACME.nome }, PRIMEIRA_CARGA);
    await usuario.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'acme{Enter}');
    await waitFor(() => expect(pedidos().at(-1)?.body).toEqual({ q: 'acme', fornecedor: true }));
    await usuario.click(screen.getByRole('button', { name: 'Filtros' }));
    await usuario.click(await screen.findByRole('checkbox', { name: 'Pessoas Jurídicas' }));
    await usuario.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(pedidos().at(-1)?.body).toEqual({ q: 'acme', papelPessoaJuridica: true, fornecedor: true }));
  });

  it('goes to the supplier routes: new, card and the table edit button', async () => {
    const usuario = userEvent.setup();
    const { currentUrl, router } = abrirCadastro('/financeiro/fornecedor', { tags: TAGS_FORNECEDORES, responder: () => pagina([ACME]) });
    await usuario.click(await screen.findByRole('button', { name: 'Novo' }, PRIMEIRA_CARGA));
    await waitFor(() => expect(currentUrl()).toBe('/financeiro/fornecedor/novo'));

    await router.navigate('/financeiro/fornecedor');
    await usuario.click(await screen.findByText('Código 102'));
    await waitFor(() => expect(currentUrl()).toBe('/financeiro/fornecedor/2'));

    await router.navigate('/financeiro/fornecedor?vista=lista');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Editar Acme Ltda' })).toHaveAttribute('href', '/financeiro/fornecedor/2'));
  });

  it('creates a supplier from Novo: the form opens with Fornecedor checked, and the list then shows it', async () => {
    const usuario = userEvent.setup();
    // The server: its people, the filter's fornecedor: true reading suppliers only (filtro.ts), the save adding one.
    const pessoas: PessoaDoCadastro[] = [MARIA, ACME];
    const { currentUrl, callsTo } = abrirCadastro('/financeiro/fornecedor', {
      tags: [...TAGS_FORNECEDORES, 'gestaopessoas.pessoa.visualizar', 'gestaopessoas.pessoa.editar'],
      responder: (call) => pagina(pessoas.filter((p) => !(call.body as { fornecedor?: boolean }).fornecedor || p.fornecedor)),
      outros: {
        ...formularioDoCadastro('financeiro.fornecedor'),
        'POST /api/pessoas': (call: RecordedCall) => {
          const nova = { ...(call.body as PessoaDoCadastro), id: 3, codigo: 1011 };
          pessoas.push(nova);
          return json({ content: nova, message: 'Registro salvo.' });
        },
      },
    });
    await usuario.click(await screen.findByRole('button', { name: 'Novo' }, PRIMEIRA_CARGA));
    await waitFor(() => expect(currentUrl()).toBe('/financeiro/fornecedor/novo'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Fornecedor' })).toBeChecked(), PRIMEIRA_CARGA);

    await usuario.type(screen.getByRole('textbox', { name: 'Nome' }), 'Papelaria Nova Ltda');
    await usuario.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(currentUrl()).toBe('/financeiro/fornecedor'));
    expect(callsTo('POST', '/api/pessoas')[0]?.body).toMatchObject({ nome: 'Papelaria Nova Ltda', fornecedor: true });
    expect(await screen.findByRole('link', { name: 'Papelaria Nova Ltda' })).toBeInTheDocument();
  }, 40_000 /* the list, the form and the list again: lazily loaded pages on a loaded machine */);

  it('offers Desativar with the supplier tag', async () => {
    const usuario = userEvent.setup();
    abrirCadastro('/financeiro/fornecedor?vista=lista', { tags: TAGS_FORNECEDORES, responder: () => pagina([ACME]) });
    const linha = (await screen.findByRole('cell', { name: ACME.nome }, PRIMEIRA_CARGA)).closest('[role=row]') as HTMLElement;
    await usuario.click(within(linha).getByRole('checkbox', { name: 'Selecionar linha' }));
    expect(await screen.findByRole('button', { name: 'Desativar Selecionado(s)' })).toBeInTheDocument();
  });
});

describe('the more menu of the people mode', { timeout: 15_000 }, () => {
  it('prints the filtered register: asks the format, posts the filter body with it and shows the reply message', async () => {
    const usuario = userEvent.setup();
    const relatorios: RecordedCall[] = [];
    abrirCadastro('/gestaopessoas/lista?q=silva', {
      outros: {
        'POST /api/relatorios/pessoascadastradas': (call: RecordedCall) => {
          relatorios.push(call);
          return json({ content: null, message: 'O relatório está sendo gerado.' });
        },
      },
    });
    await screen.findByRole('link', { name: MARIA.nome }, PRIMEIRA_CARGA);
    await usuario.click(screen.getByRole('button', { name: 'Mais opções' }));
    await usuario.click(await screen.findByRole('menuitem', { name: 'Imprimir' }));
    // In jsdom, tabster may leave the dialog aria-hidden (VistaLista.test.tsx): found with hidden, by its text.
    const dialogo = await screen.findByRole('dialog', { hidden: true }, PRIMEIRA_CARGA);
    await waitFor(() => expect(dialogo).toHaveTextContent('Imprimir'));
    await usuario.click(within(dialogo).getByRole('button', { name: 'Emitir', hidden: true }));
    await waitFor(() => expect(relatorios).toHaveLength(1));
    expect(relatorios[0]?.body).toEqual({ q: 'silva', formato: 'PDF' });
    expect(await screen.findByText('O relatório está sendo gerado.')).toBeInTheDocument();
  });

  it('opens Importação when the user may import', async () => {
    const usuario = userEvent.setup();
    const { currentUrl } = abrirCadastro();
    await screen.findByRole('link', { name: MARIA.nome }, PRIMEIRA_CARGA);
    await usuario.click(screen.getByRole('button', { name: 'Mais opções' }));
    await usuario.click(await screen.findByRole('menuitem', { name: 'Importação' }));
    await waitFor(() => expect(currentUrl()).toBe('/gestaopessoas/importacao'));
  });

  it('offers only Imprimir to operador (no import tag)', async () => {
    const usuario = userEvent.setup();
    abrirCadastro('/gestaopessoas/lista', { tags: TAGS_OPERADOR });
    await screen.findByRole('link', { name: MARIA.nome }, PRIMEIRA_CARGA);
    await usuario.click(screen.getByRole('button', { name: 'Mais opções' }));
    expect(await screen.findByRole('menuitem', { name: 'Imprimir' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Importação' })).not.toBeInTheDocument());
  });
});
