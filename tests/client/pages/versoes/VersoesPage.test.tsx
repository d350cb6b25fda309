import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import { historicoDoChangelog } from '../../../../src/client/pages/versoes/versoes.ts';
import { contexto, logIn } from '../../support/fixtures.ts';
import { stubFetch } from '../../support/fetchStub.ts';
import { renderApp } from '../../support/renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// The tests run from the repository's root.
const CHANGELOG = readFileSync('CHANGELOG.md', 'utf8');
const PACOTE = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

// Release notes are read by the staff on /versoes: what they can now do, in their words. These
// are the developers' words (whole words, any case).
const JARGAO = [
  'descritor', 'descritores', 'JSON', 'README', 'endpoint', 'API', 'CI', 'commit', 'npm', 'PostgreSQL', 'SQL', 'migração', 'migrações',
  'motor de telas', 'widget', 'componente', 'schema', 'payload', 'URL', 'backend', 'frontend', 'deploy',
  'Keep a Changelog', 'versionamento semântico', 'semver',
];

describe('the release notes', () => {
  it("read CHANGELOG.md: the unreleased changes first, then each version with its date and groups", () => {
    const { introducao, versoes } = historicoDoChangelog('# Histórico\n\nIntro.\n\n## [Não lançado]\n\n### Adicionado\n\n- a\n\n## [1.2.0] - 2026-11-22\n\n### Corrigido\n\n- b');
    expect(introducao).toEqual([{ tipo: 'paragrafo', filhos: [{ tipo: 'texto', texto: 'Intro.' }] }]);
    expect(versoes.map(({ nome, data }) => ({ nome, data }))).toEqual([
      { nome: 'Não lançado', data: null },
      { nome: '1.2.0', data: '2026-11-22' },
    ]);
    expect(versoes[1]?.blocos[0]).toEqual({ tipo: 'titulo', nivel: 1, filhos: [{ tipo: 'texto', texto: 'Corrigido' }] });
  });

  it('speak to the staff: no developer jargon in the notes', () => {
    const encontrados = JARGAO.filter((termo) => new RegExp(`(?<![\\p{L}\\d])${termo}(?![\\p{L}\\d])`, 'iu').test(CHANGELOG));
    expect(encontrados).toEqual([]);
  });

  it("are kept true: the newest released version is the package's version", () => {
    const [lancada] = historicoDoChangelog(CHANGELOG).versoes.filter((v) => v.data !== null);
    expect(lancada?.nome).toBe(PACOTE.version);
  });

  it('show every version of the repository\'s CHANGELOG.md', async () => {
    logIn();
    stubFetch({
      'GET /api/context': { content: contexto() },
      'GET /api/context/usuarios/permissoes': { content: [] },
      'GET /api/telas': { content: [] },
      'GET /api/perfilusuario': { content: { nome: 'Ana Souza', email: null, login: 'ana', temFoto: false } },
    });
    renderApp('/versoes');
    const versao = await screen.findByRole('group', { name: `Versão ${PACOTE.version}` }, { timeout: 15_000 });
    await waitFor(() => expect(within(versao).getByRole('heading', { level: 3, name: 'Novidades' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Não lançado' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(historicoDoChangelog(CHANGELOG).versoes.length));
  }, 30_000);
});
