import { t } from '../../../i18n/traducao.ts';
import type { OpcoesConfirmar } from '../../../services/dialogs/dialogs.ts';

/** The specification's question before leaving the map for a person's record. */
export const confirmacaoDaPessoa = (nome: string): OpcoesConfirmar => ({
  titulo: t('Cadastro da Pessoa'),
  mensagem: t('Deseja realmente ir para o cadastro da pessoa {nome} ?', { nome }),
});
