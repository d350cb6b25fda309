// The mensagens family's chunk (the top bar's envelope and live toasts are in barra/, in the main chunk).
export { CaixaDeEntradaPage, EnviadosPage, RascunhosPage } from './lista/PastaDeMensagens.tsx';
export { ConversaPage } from './conversa/ConversaPage.tsx';
export { NovaMensagemPage, RascunhoPage } from './escrever/EscreverPage.tsx';
export { FiltrosPage } from './filtros/FiltrosPage.tsx';
