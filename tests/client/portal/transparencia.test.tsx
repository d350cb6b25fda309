import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idiomaDoNavegador } from '../../../src/client/portal/idioma.ts';
import { Portal } from '../../../src/client/portal/Portal.tsx';
import { MENSAGEM_PORTAL_FORA_DO_AR } from '../../../src/shared/portais/mensagens.ts';
import type { ItemPublicado, PortalDaTransparenciaPublico } from '../../../src/shared/portaltransparencia/contrato.ts';

// The transparency page in the visitor's language: Portuguese unless the browser asks for
// English, a visible switch, the institution's texts as typed, and the amounts received by
// source as a table with its total.

const PORTAL: PortalDaTransparenciaPublico = {
  instituicao: { nome: 'Instituto Alicerce', logoUrl: null },
  titulo: 'Portal da Transparência',
  carrossel: [],
  quemSomos: 'Somos uma associação sem fins lucrativos.',
  oQueFazemos: 'Oficinas.',
  diretoria: [],
  contato: 'Rua das Acácias, 120',
  itens: [
    {
      id: 1,
      tipo: 'RECEITAS_POR_FONTE',
      titulo: 'Recursos recebidos em 2025',
      descricao: null,
      publicadoEm: '2026-02-15',
      arquivoUrl: null,
      parceria: null,
      receitas: {
        periodo: { inicio: '2025-01-01', fim: '2025-12-31' },
        linhas: [
          { fonte: 'PARCERIAS_PUBLICAS', valorCentavos: 21_000_000 },
          { fonte: 'DOACOES_PESSOAS', valorCentavos: 4_830_050 },
          { fonte: 'DOACOES_EMPRESAS', valorCentavos: 0 },
          { fonte: 'OUTRAS_RECEITAS', valorCentavos: 81_235 },
        ],
        totalCentavos: 25_911_285,
      },
    },
  ],
  anexos: [],
};

function servidor() {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ content: PORTAL }), { status: 200, headers: { 'content-type': 'application/json' } })));
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the language of the public portals', () => {
  it('is English for any en-* browser and Portuguese otherwise', () => {
    expect(idiomaDoNavegador(['en-US', 'pt-BR'])).toBe('en');
    expect(idiomaDoNavegador(['en'])).toBe('en');
    expect(idiomaDoNavegador(['pt-BR', 'en'])).toBe('pt-BR');
    expect(idiomaDoNavegador(['es-AR'])).toBe('pt-BR');
    expect(idiomaDoNavegador([])).toBe('pt-BR');
  });
});

describe('the transparency portal', () => {
  it('shows the amounts received by source as a table, and switches to English keeping the institution texts', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'pt-BR', languages: ['pt-BR'] });
    servidor();
    render(<Portal doacao={false} />);
    const tabela = await screen.findByRole('table', { name: 'Valores recebidos por fonte: ano de 2025' });
    const linhas = within(tabela)
      .getAllByRole('row')
      .map((linha) => Array.from(linha.children, (celula) => celula.textContent).join(' | '));
    expect(linhas).toEqual([
      'Fonte | Recebido',
      'Parcerias com o poder público | R$ 210.000,00',
      'Doações de pessoas físicas | R$ 48.300,50',
      'Doações de empresas | R$ 0,00',
      'Outras receitas próprias | R$ 812,35',
      'Total | R$ 259.112,85',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    const inglesa = await screen.findByRole('table', { name: 'Amounts received by source: year 2025' });
    await waitFor(() => expect(within(inglesa).getByRole('row', { name: /Donations from individuals/ }).textContent).toContain('R$48,300.50'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'About us' })).toBeTruthy());
    await waitFor(() => expect(screen.getByText('Somos uma associação sem fins lucrativos.')).toBeTruthy());
    await waitFor(() => expect(screen.getByText('Published on Feb 15, 2026')).toBeTruthy());
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(window.localStorage.getItem('alicerce.portal.idioma')).toBe('en');
    await userEvent.click(screen.getByRole('button', { name: 'Português' }));
    expect(await screen.findByRole('heading', { name: 'Quem somos' })).toBeTruthy();
  });

  it('writes a partnership’s accountability, and a refusal of the server, in the visitor’s language', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'pt-BR', languages: ['pt-BR'] });
    const parceria: ItemPublicado = {
      id: 2,
      tipo: 'PARCERIA',
      titulo: 'Termo de Fomento 12/2025',
      descricao: null,
      publicadoEm: '2026-02-15',
      arquivoUrl: null,
      parceria: { parceiro: 'Prefeitura', instrumento: 'Termo de Fomento', numeroTermo: '12/2025', objeto: 'Oficinas', valor: 1000, vigenciaInicio: '2025-01-01', vigenciaFim: '2026-12-31', situacaoPrestacao: { situacao: 'FINAL_APRESENTADA', apresentadaEm: '2027-02-10' }, remuneracaoEquipe: 0 },
      receitas: null,
    };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ content: { ...PORTAL, itens: [parceria] } }), { status: 200, headers: { 'content-type': 'application/json' } })));
    render(<Portal doacao={false} />);
    expect(await screen.findByText('Prestação de contas final apresentada em 10/02/2027')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Final accountability report presented on Feb 10, 2027')).toBeTruthy();
  });

  it('says in English that the portal is offline', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'en-US', languages: ['en-US'] });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: MENSAGEM_PORTAL_FORA_DO_AR }), { status: 404, headers: { 'content-type': 'application/json' } })));
    render(<Portal doacao={false} />);
    expect(await screen.findByText('The Transparency Portal is offline at the moment.')).toBeTruthy();
  });
});
