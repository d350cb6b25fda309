import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../../../../src/client/app/AppProviders.tsx';
import { PaginaComPermissao } from '../../../../src/client/components/permissions/PaginaComPermissao.tsx';
import { json, stubFetch } from '../../support/fetchStub.ts';

const SEM_PERMISSAO = 'Você não possui permissão para acessar essa funcionalidade';
const VER = 'gestaopessoas.pessoa.visualizar';
const EDITAR = 'gestaopessoas.pessoa.editar';

function renderCom(tagsDoUsuario: string[], props: { tags: string[]; any?: boolean; cant?: boolean }) {
  stubFetch({ 'GET /api/context/usuarios/permissoes': { content: tagsDoUsuario } });
  render(
    <AppProviders>
      <PaginaComPermissao {...props}>
        <p>Conteúdo protegido</p>
      </PaginaComPermissao>
    </AppProviders>,
  );
}

async function mostraConteudo(esperado: boolean) {
  if (esperado) {
    expect(await screen.findByText('Conteúdo protegido')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(SEM_PERMISSAO)).not.toBeInTheDocument());
  } else {
    expect(await screen.findByText(SEM_PERMISSAO)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Conteúdo protegido')).not.toBeInTheDocument());
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PaginaComPermissao', () => {
  it('lets administrador through any check', async () => {
    renderCom(['administrador'], { tags: [VER, EDITAR] });
    await mostraConteudo(true);
  });

  it('needs every tag by default', async () => {
    renderCom([VER], { tags: [VER, EDITAR] });
    await mostraConteudo(false);
  });

  it('shows the page when every tag is held', async () => {
    renderCom([VER, EDITAR], { tags: [VER, EDITAR] });
    await mostraConteudo(true);
  });

  it('needs only one tag with any', async () => {
    renderCom([EDITAR], { tags: [VER, EDITAR], any: true });
    await mostraConteudo(true);
  });

  it('refuses with any when no tag is held', async () => {
    renderCom(['configuracoes.usuario.editar'], { tags: [VER, EDITAR], any: true });
    await mostraConteudo(false);
  });

  it('inverts the check with cant', async () => {
    renderCom([VER], { tags: [EDITAR], cant: true });
    await mostraConteudo(true);
  });

  it('hides from those who hold the permission with cant', async () => {
    renderCom([EDITAR], { tags: [EDITAR], cant: true });
    await mostraConteudo(false);
  });

  it('shows neither while the tags load, nor the page when they fail to load', async () => {
    stubFetch({ 'GET /api/context/usuarios/permissoes': () => json({ message: 'Erro.' }, 500) });
    render(
      <AppProviders>
        <PaginaComPermissao tags={[VER]}>
          <p>Conteúdo protegido</p>
        </PaginaComPermissao>
      </AppProviders>,
    );
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(await screen.findByText('Não foi possível identificar o usuário.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Conteúdo protegido')).not.toBeInTheDocument());
  });
});
