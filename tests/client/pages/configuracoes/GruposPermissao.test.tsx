import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GrupoPermissao } from '../../../../src/shared/api/configuracoes.ts';
import { json, type RecordedCall } from '../../support/fetchStub.ts';
import { CATALOGO } from '../../widgets/seletor-de-tags/fixtures.ts';
import { conteudoDaTela, pagina, renderPagina, sessaoCom } from './support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

// The lazy chunks and Fluent's components take their time under jsdom on a busy machine.
const ESPERA = { timeout: 10_000 };

const VER = 'configuracoes.grupopermissao.visualizar';
const EDITAR = 'configuracoes.grupopermissao.editar';
const REGISTRAR = 'registrointervalo.intervalo.registrar';

const INTERVALOS: GrupoPermissao = { id: 4, nome: 'Registro de Intervalo', descricao: 'Registro dos próprios intervalos.', tags: [REGISTRAR] };

function abrir(path: string, tags: readonly string[], extra: Record<string, unknown> = {}) {
  const stub = sessaoCom(tags, {
    'GET /api/telas/configuracoes.grupopermissao': conteudoDaTela('grupopermissao'),
    'GET /api/permissoes/catalogo': { content: CATALOGO },
    'GET /api/grupospermissao': pagina([{ id: 4, nome: 'Registro de Intervalo', descricao: 'Registro dos próprios intervalos.', quantidadeTags: 1, quantidadeUsuarios: 2 }]),
    'GET /api/grupospermissao/metadatalist': { content: { params: {}, camposPesquisados: ['Nome', 'Descrição'] } },
    'GET /api/grupospermissao/4': { content: INTERVALOS },
    ...extra,
  });
  return { ...stub, ...renderPagina(path) };
}

const modulo = (nome: string) => screen.getByRole('group', { name: `Permissões de ${nome}` });
const tag = (descricao: RegExp) => screen.getByRole('checkbox', { name: descricao });

describe('the permission groups', { timeout: 40_000 }, () => {
  it('lists the groups with how many permissions and users each has', async () => {
    abrir('/configuracoes/grupopermissao', [VER, EDITAR]);
    expect(await screen.findByText('Registro dos próprios intervalos.', {}, ESPERA)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Permissões/ })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Usuários/ })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Novo' })).toBeInTheDocument());
  });

  it('shows the catalogue grouped by module, each tag with what it allows, and saves the chosen tags', async () => {
    const { callsTo, router } = abrir('/configuracoes/grupopermissao/novo', ['administrador'], {
      'POST /api/grupospermissao': (call: RecordedCall) => json({ content: { id: 9, ...(call.body as object) }, message: 'Registro salvo.' }),
    });
    await screen.findByRole('form', { name: 'Grupos de permissão' }, ESPERA);
    // The section's heading names the picker: its name is said once.
    const secao = await screen.findByRole('heading', { level: 2, name: 'Permissões' });
    await waitFor(() => expect(screen.getByRole('group', { name: 'Permissões' })).toHaveAttribute('aria-labelledby', secao.id));
    await waitFor(() => expect(modulo('Geral')).toBeInTheDocument());
    const intervalos = modulo('Registro de Intervalo');
    await waitFor(() => expect(within(intervalos).getByText('registrointervalo.relatorio.emitir')).toBeInTheDocument());

    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), 'Equipe de RH');
    await userEvent.click(tag(/Emitir os relatórios de intervalos/));
    await userEvent.click(tag(/Consultar o cadastro de pessoas/));
    await waitFor(() => expect(screen.getByText('2 permissões selecionadas')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(callsTo('POST', '/api/grupospermissao')).toHaveLength(1));
    expect(callsTo('POST', '/api/grupospermissao')[0]?.body).toEqual({
      nome: 'Equipe de RH',
      tags: ['gestaopessoas.pessoa.visualizar', 'registrointervalo.relatorio.emitir'],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/configuracoes/grupopermissao'));
  });

  it('ticks or clears a whole module at once', async () => {
    abrir('/configuracoes/grupopermissao/novo', ['administrador']);
    await screen.findByRole('form', { name: 'Grupos de permissão' }, ESPERA);
    const todas = screen.getByRole('checkbox', { name: 'Todas as permissões de Registro de Intervalo' });
    await userEvent.click(todas);
    await waitFor(() => expect(tag(/Registrar os próprios intervalos/)).toBeChecked());
    await waitFor(() => expect(tag(/Emitir os relatórios/)).toBeChecked());
    await userEvent.click(todas);
    await waitFor(() => expect(tag(/Registrar os próprios intervalos/)).not.toBeChecked());
  });

  it('asks for the name before saving, and narrows the catalogue by a search', async () => {
    const { callsTo } = abrir('/configuracoes/grupopermissao/novo', ['administrador']);
    await screen.findByRole('form', { name: 'Grupos de permissão' }, ESPERA);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Preenchimento obrigatório.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('form', { name: 'Grupos de permissão' })).getByText('Existem erros no formulário, revise-o salve novamente.')).toBeInTheDocument());
    expect(callsTo('POST', '/api/grupospermissao')).toHaveLength(0);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Filtrar permissões' }), 'relatorio');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Permissões de Geral' })).not.toBeInTheDocument());
    await waitFor(() => expect(within(modulo('Registro de Intervalo')).getAllByRole('checkbox')).toHaveLength(2));
  });

  it('a non-administrator can tick only the tags they hold', async () => {
    abrir('/configuracoes/grupopermissao/4', [VER, EDITAR, REGISTRAR]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Registro de Intervalo'), ESPERA);
    await waitFor(() => expect(tag(/Registrar os próprios intervalos/)).toBeChecked());
    await waitFor(() => expect(tag(/Registrar os próprios intervalos/)).toBeEnabled());
    await waitFor(() => expect(tag(/Emitir os relatórios/)).toBeDisabled());
    await waitFor(() => expect(tag(/Acesso total/)).toBeDisabled());
    await waitFor(() => expect(screen.getByText('1 permissão selecionada')).toBeInTheDocument());
  });

  it('shows the server\'s refusal of a tag above the catalogue', async () => {
    abrir('/configuracoes/grupopermissao/4', ['administrador'], {
      'POST /api/grupospermissao': () =>
        json({ message: 'Existem erros no formulário, revise-o salve novamente.', errors: [{ field: 'tags', message: 'Permissão desconhecida: x.y.z.' }] }, 422),
    });
    await screen.findByRole('textbox', { name: 'Nome' }, ESPERA);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByText('Permissão desconhecida: x.y.z.', {})).toHaveAttribute('role', 'alert'), ESPERA);
  });

  it('a reader sees the group read-only', async () => {
    abrir('/configuracoes/grupopermissao/4', [VER]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toBeDisabled(), ESPERA);
    await waitFor(() => expect(tag(/Registrar os próprios intervalos/)).toBeDisabled());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument());
  });
});
