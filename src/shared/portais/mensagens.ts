// What the public calls answer that is not a field's message: the server says them in pt-BR, and
// the portals show them in the visitor's language (src/client/portal/mensagens.ts).

export const MENSAGEM_MUITOS_PEDIDOS_PUBLICOS = 'Muitas solicitações deste endereço. Aguarde um minuto e tente novamente.';

export const MENSAGEM_PORTAL_FORA_DO_AR = 'O Portal da Transparência está fora do ar no momento.';
