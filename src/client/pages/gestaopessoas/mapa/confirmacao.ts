import type { OpcoesConfirmar } from '../../../services/dialogs/dialogs.ts';

/** The specification's question before leaving the map for a person's record. */
export const confirmacaoDaPessoa = (nome: string): OpcoesConfirmar => ({
  titulo: 'Cadastro da Pessoa',
  mensagem: `Deseja realmente ir para o cadastro da pessoa ${nome} ?`,
});
