import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MARIA, PRIMEIRA_CARGA, abrirCadastro } from './support.tsx';

beforeEach(() => {
  vi.stubGlobal('innerWidth', 800);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const CIDADES = { content: { resultList: [{ id: 10, nome: 'Campinas', estado: { uf: 'SP' } }], hasMore: false } };
const SITUACOES = { content: { resultList: [{ id: 3, descricao: 'Ativa' }, { id: 4, descricao: 'Em análise' }], hasMore: false } };
const GRUPOS = { content: { resultList: [{ id: 7, descricao: 'Voluntários' }], hasMore: false } };

async function abrirFiltros(path = '/gestaopessoas/lista') {
  const cadastro = abrirCadastro(path, {
    outros: { 'GET /api/cidades': CIDADES, 'GET /api/pessoas/situacoes': SITUACOES, 'GET /api/pessoas/grupospessoas': GRUPOS },
  });
  await screen.findByRole('link', { name: MARIA.nome }, PRIMEIRA_CARGA);
  const cabecalho = screen.getByRole('button', { name: 'Filtros' });
  if (cabecalho.getAttribute('aria-expanded') !== 'true') await userEvent.click(cabecalho);
  await screen.findByRole('form', { name: 'Filtros' });
  return cadastro;
}

const texto = (rotulo: string) => screen.getByRole('textbox', { name: rotulo });

describe('the Filtros panel', { timeout: 30_000 }, () => {
  it('has the specification fields, in its order', async () => {
    await abrirFiltros();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Cidade' })).toBeInTheDocument());
    await waitFor(() => expect(texto('E-mail / E-mail Sec.')).toBeInTheDocument());
    await waitFor(() => expect(texto('Telefone / Celular')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Situação' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Grupos' })).toBeInTheDocument());
    await waitFor(() => expect(texto('CPF')).toBeInTheDocument());
    await waitFor(() => expect(texto('CNPJ')).toBeInTheDocument());
    for (const rotulo of ['Pessoas Físicas', 'Pessoas Jurídicas', 'Cadastro Portal Doação']) {
      await waitFor(() => expect(screen.getByRole('checkbox', { name: rotulo })).toBeInTheDocument());
    }
    await waitFor(() => expect(screen.getByRole('button', { name: 'Limpar' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Aplicar' })).toBeInTheDocument());
  });

  it('validates before applying: an invalid CPF or CNPJ runs no search', async () => {
    const usuario = userEvent.setup();
    const { pedidos } = await abrirFiltros();
    const antes = pedidos().length;
    await usuario.type(texto('CPF'), '11111111111');
    await usuario.type(texto('CNPJ'), '11222333000100');
    await usuario.click(screen.getByRole('button', { name: 'Aplicar' }));

    expect(await screen.findByText('Existem erros no formulário, revise-o salve novamente.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('CPF inválido.')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('CNPJ inválido.')).toBeInTheDocument());
    expect(pedidos()).toHaveLength(antes);

    // Corrected, the same panel applies.
    await usuario.clear(texto('CPF'));
    await usuario.type(texto('CPF'), '52998224725');
    await usuario.clear(texto('CNPJ'));
    await usuario.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(pedidos().at(-1)?.body).toEqual({ cpf: '52998224725' }));
  });

  it('takes a part of an e-mail or of a phone number (the server matches fragments)', async () => {
    const usuario = userEvent.setup();
    const { pedidos } = await abrirFiltros();
    await usuario.type(texto('E-mail / E-mail Sec.'), 'maria@');
    await usuario.type(texto('Telefone / Celular'), '9888');
    await usuario.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(pedidos().at(-1)?.body).toEqual({ email: 'maria@', numeroContato: '9888' }));
  });

  it('sends the filter body of section 7, keeps it in the URL, and Limpar searches unfiltered', async () => {
    const usuario = userEvent.setup();
    const { pedidos, query } = await abrirFiltros();

    await usuario.type(screen.getByRole('combobox', { name: 'Cidade' }), 'camp');
    await usuario.click(await screen.findByRole('option', { name: 'Campinas - SP' }));
    // Fluent gives multi-select options the role menuitemcheckbox.
    await usuario.click(screen.getByRole('combobox', { name: 'Situação' }));
    await usuario.keyboard('{ArrowDown}');
    await usuario.click(await screen.findByRole('menuitemcheckbox', { name: 'Em análise' }));
    await usuario.keyboard('{Escape}');
    await usuario.click(screen.getByRole('combobox', { name: 'Grupos' }));
    await usuario.keyboard('{ArrowDown}');
    await usuario.click(await screen.findByRole('menuitemcheckbox', { name: 'Voluntários' }));
    await usuario.keyboard('{Escape}');
    await usuario.type(texto('CPF'), '52998224725');
    await usuario.type(texto('Telefone / Celular'), '11988887777');
    await usuario.type(texto('E-mail / E-mail Sec.'), 'maria@exemplo.org');
    await usuario.click(screen.getByRole('checkbox', { name: 'Pessoas Físicas' }));
    await usuario.click(screen.getByRole('checkbox', { name: 'Cadastro Portal Doação' }));
    await usuario.click(screen.getByRole('button', { name: 'Aplicar' }));

    const esperado = {
      cidadeId: 10,
      situacoes: [4],
      grupos: [7],
      cpf: '52998224725',
      numeroContato: '11988887777',
      email: 'maria@exemplo.org',
      papelPessoaFisica: true,
      isOrigemCadastroPortalDoacao: true,
    };
    await waitFor(() => expect(pedidos().at(-1)?.body).toEqual(esperado));
    expect(JSON.parse(query().get('filtro') ?? '{}')).toMatchObject({ cpf: '52998224725', cidade: { id: 10 } });

    await usuario.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(pedidos().at(-1)?.body).toEqual({}));
    expect(query().get('filtro')).toBeNull();
    await waitFor(() => expect(texto('CPF')).toHaveValue(''));
  });

  it('searches nothing for a bookmarked CPF or CNPJ that holds no document: the panel shows the field errors', async () => {
    const filtro = JSON.stringify({ cpf: "' OR 1=1 --", cnpj: '--' });
    const { pedidos } = abrirCadastro(`/gestaopessoas/lista?filtro=${encodeURIComponent(filtro)}`);
    expect(await screen.findByText('Existem erros no formulário, revise-o salve novamente.', {}, PRIMEIRA_CARGA)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('CPF inválido.')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('CNPJ inválido.')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Pessoas' })).not.toBeInTheDocument());
    expect(pedidos()).toHaveLength(0);
  });

  it('still searches a bookmarked part of a CPF (the server matches its beginning)', async () => {
    const { pedidos } = abrirCadastro(`/gestaopessoas/lista?filtro=${encodeURIComponent(JSON.stringify({ cpf: '529.982' }))}`);
    await screen.findByRole('link', { name: MARIA.nome }, PRIMEIRA_CARGA);
    expect(pedidos()[0]?.body).toEqual({ cpf: '529.982' });
    await waitFor(() => expect(screen.queryByText('CPF inválido.')).not.toBeInTheDocument());
  });

  it('opens a bookmarked filter: the panel shows it and the search sends it', async () => {
    const filtro = JSON.stringify({ cpf: '52998224725', papelPessoaJuridica: true, cidade: { id: 10, nome: 'Campinas', estado: { uf: 'SP' } } });
    const { pedidos } = await abrirFiltros(`/gestaopessoas/lista?q=silva&filtro=${encodeURIComponent(filtro)}`);
    expect(pedidos()[0]?.body).toEqual({ q: 'silva', cpf: '52998224725', papelPessoaJuridica: true, cidadeId: 10 });
    await waitFor(() => expect(texto('CPF')).toHaveValue('529.982.247-25'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Campinas - SP'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Pessoas Jurídicas' })).toBeChecked());
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Pesquisar' })).toHaveValue('silva'));
  });
});
