import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { PagedContent } from '../../../../src/shared/api/contract.ts';
import type { ConversaDeMensagens, MensagemDaConversa, ResumoDaMensagem, UsuarioDaMensagem } from '../../../../src/shared/api/mensagens.ts';
import { AppProviders } from '../../../../src/client/app/AppProviders.tsx';
import { BotaoDeMensagens } from '../../../../src/client/pages/mensagens/barra/BotaoDeMensagens.tsx';
import { CaixaDeEntradaPage, ConversaPage, EnviadosPage, FiltrosPage, NovaMensagemPage, RascunhoPage, RascunhosPage } from '../../../../src/client/pages/mensagens/index.ts';

/** The module's pages (and the top bar's envelope) at a path, with the app's providers, without the shell. */
export function renderMensagens(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/mensagens/caixaentrada', element: <CaixaDeEntradaPage /> },
      { path: '/mensagens/enviados', element: <EnviadosPage /> },
      { path: '/mensagens/rascunhos', element: <RascunhosPage /> },
      { path: '/mensagens/rascunhos/:id', element: <RascunhoPage /> },
      { path: '/mensagens/nova', element: <NovaMensagemPage /> },
      { path: '/mensagens/conversas/:id', element: <ConversaPage /> },
      { path: '/mensagens/filtros', element: <FiltrosPage /> },
      { path: '/barra', element: <BotaoDeMensagens /> },
      { path: '*', element: <p>Outra página</p> },
    ],
    { initialEntries: [path] },
  );
  const vista = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const local = () => router.state.location;
  return { ...vista, router, url: () => local().pathname + local().search };
}

export const ANA: UsuarioDaMensagem = { id: 7, nome: 'Ana Souza', login: 'ana' };
export const BIA: UsuarioDaMensagem = { id: 8, nome: 'Bia Lima', login: 'bia' };
export const CAIO: UsuarioDaMensagem = { id: 9, nome: 'Caio Reis', login: 'caio' };

export function resumo(extra: Partial<ResumoDaMensagem> = {}): ResumoDaMensagem {
  return {
    id: 10,
    conversaId: 10,
    pasta: 'caixaentrada',
    assunto: 'Reunião',
    trecho: 'Quinta às 10h?',
    remetente: BIA,
    destinatarios: [ANA],
    totalDestinatarios: 1,
    data: '2026-03-10T13:00:00.000Z',
    lida: false,
    lidaPor: 0,
    temAnexos: false,
    ...extra,
  };
}

export function pagina<T>(itens: T[], extra: Partial<PagedContent<T>> = {}): { content: PagedContent<T> } {
  return { content: { resultList: itens, hasMore: false, page: 1, rpp: 20, count: itens.length, countExact: true, pageCount: 1, ...extra } };
}

export function mensagem(extra: Partial<MensagemDaConversa> = {}): MensagemDaConversa {
  return {
    id: 10,
    respostaA: null,
    assunto: 'Reunião',
    corpo: 'Quinta às 10h?',
    remetente: BIA,
    destinatarios: [ANA],
    enviadaEm: '2026-03-10T13:00:00.000Z',
    propria: false,
    lida: true,
    lidaPor: 0,
    anexos: [],
    ...extra,
  };
}

export function conversa(mensagens: MensagemDaConversa[], extra: Partial<ConversaDeMensagens> = {}): { content: ConversaDeMensagens } {
  return { content: { id: 10, assunto: 'Reunião', mensagens, hasMore: false, page: 1, rpp: 50, count: mensagens.length, pageCount: 1, ...extra } };
}
