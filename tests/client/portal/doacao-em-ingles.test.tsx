import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Portal } from '../../../src/client/portal/Portal.tsx';
import type { PortalDeDoacaoConfig } from '../../../src/shared/api/doacaoPublica.ts';
import { MENSAGEM_MUITOS_PEDIDOS_PUBLICOS } from '../../../src/shared/portais/mensagens.ts';

// The donation page for a visitor whose browser is in English: the page's own words and the
// field checks' messages in English, the institution's text as typed, and nothing sent.

const CONFIG: PortalDeDoacaoConfig = {
  instituicao: { nome: 'Instituto Alicerce', logoUrl: null },
  titulo: 'Doe para o Instituto',
  texto: 'Sua doação mantém as oficinas abertas.',
  valoresSugeridos: [30],
  valorMinimo: 10,
  permiteMensal: true,
  telefoneObrigatorio: false,
  politicaDePrivacidade: 'Usamos seus dados só para o recibo.',
  pixAtivo: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the donation portal in English', () => {
  it('asks in English and says what is missing in English, sending nothing', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'en-US', languages: ['en-US', 'en'] });
    const fetch = vi.fn(async (url: string) => new Response(JSON.stringify(url.endsWith('/portal') ? { content: CONFIG } : { content: { desafio: 'a.b', zeros: 1 } }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    render(<Portal doacao />);
    expect(await screen.findByText('Sua doação mantém as oficinas abertas.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'R$30.00' }));
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Give with PIX' }));
    await waitFor(() => expect(screen.getByLabelText('Name').getAttribute('aria-describedby')).toBe('nome-erro'));
    expect(document.getElementById('nome-erro')?.textContent).toBe('Required.');
    expect(document.getElementById('email-erro')?.textContent).toBe('Invalid e-mail address.');
    expect(document.getElementById('aceitePolitica-erro')?.textContent).toBe('Accept the privacy policy to continue.');
    expect(fetch.mock.calls.some(([url]) => url === '/api/publico/doacao')).toBe(false);
  });

  it('says in English why the server refused the gift', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'en-US', languages: ['en-US', 'en'] });
    const fetch = vi.fn(async (url: string) => {
      if (url === '/api/publico/doacao') return new Response(JSON.stringify({ message: MENSAGEM_MUITOS_PEDIDOS_PUBLICOS }), { status: 429 });
      return new Response(JSON.stringify(url.endsWith('/portal') ? { content: CONFIG } : { content: { desafio: 'a.b', zeros: 0 } }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    render(<Portal doacao />);
    await userEvent.click(await screen.findByRole('button', { name: 'R$30.00' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Ana Lima');
    await userEvent.type(screen.getByLabelText('CPF or CNPJ'), '52998224725');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.org');
    await userEvent.click(screen.getByLabelText('I have read and accept the privacy policy'));
    await userEvent.click(screen.getByRole('button', { name: 'Give with PIX' }));
    expect(await screen.findByText('Too many requests from this address. Wait a minute and try again.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
