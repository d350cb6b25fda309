import type { FamiliaDeRotas } from '../tipos.ts';

/** Internal messages: the folders are tabs; the rest opens from a folder (the top bar's envelope leads here too). */
export const MENSAGENS = {
  nome: 'mensagens',
  rotas: [
    {
      name: 'mensagens',
      path: '/mensagens',
      titulo: 'Mensagens',
      acesso: 'aplicacao',
      abas: [
        { name: 'mensagens.caixaentrada', path: '/mensagens/caixaentrada', titulo: 'Caixa de entrada' },
        { name: 'mensagens.enviados', path: '/mensagens/enviados', titulo: 'Enviados' },
        { name: 'mensagens.rascunhos', path: '/mensagens/rascunhos', titulo: 'Rascunhos' },
      ],
    },
    { name: 'mensagens.nova', path: '/mensagens/nova', titulo: 'Nova mensagem', acesso: 'aplicacao', origem: 'mensagens' },
    { name: 'mensagens.rascunho.editar', path: '/mensagens/rascunhos/:id', titulo: 'Rascunho', acesso: 'aplicacao', origem: 'mensagens.rascunhos' },
    { name: 'mensagens.conversa', path: '/mensagens/conversas/:id', titulo: 'Conversa', acesso: 'aplicacao', origem: 'mensagens' },
    { name: 'mensagens.filtros', path: '/mensagens/filtros', titulo: 'Filtros de mensagens', acesso: 'aplicacao', origem: 'mensagens' },
  ],
} as const satisfies FamiliaDeRotas;
