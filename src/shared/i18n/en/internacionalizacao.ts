import { MENSAGEM_CHAVE_DESCONHECIDA, MENSAGEM_I18N_RESTAURADA, MENSAGEM_I18N_SALVA } from '../../api/i18n.ts';

// configuracoes/internacionalizacao.
export const EN_INTERNACIONALIZACAO: Readonly<Record<string, string>> = {
  Internacionalização: 'Internationalization',
  'As mensagens da interface em português e em inglês. Uma mensagem alterada vale para todos os usuários na hora; a mensagem padrão pode ser restaurada.':
    'The messages of the interface in Portuguese and in English. A changed message applies to every user at once; the default message can be restored.',
  'As mensagens da interface em português e em inglês.': 'The messages of the interface in Portuguese and in English.',
  'Pesquisar mensagens': 'Search messages',
  'Somente alteradas': 'Changed only',
  '1 mensagem': '1 message',
  '{n} mensagens': '{n} messages',
  'Não foi possível carregar as mensagens.': 'Could not load the messages.',
  'Nenhuma mensagem encontrada.': 'No message found.',
  'Mensagens da interface': 'Interface messages',
  Alterada: 'Changed',
  Editar: 'Edit',
  'Editar a mensagem "{chave}"': 'Edit the message "{chave}"',
  'Editar mensagem': 'Edit message',
  'Texto original: {chave}': 'Original text: {chave}',
  'Padrão: {texto}': 'Default: {texto}',
  'Restaurar padrão': 'Restore default',
  Cancelar: 'Cancel',
  Salvar: 'Save',
  [MENSAGEM_I18N_SALVA]: 'Message saved.',
  [MENSAGEM_I18N_RESTAURADA]: 'Default message restored.',
  [MENSAGEM_CHAVE_DESCONHECIDA]: 'Message not found in the catalogue.',
};
