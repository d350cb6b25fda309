import { t } from '../../i18n/traducao.ts';

/** What each known page of the family is for, by path, in the language in force; a page not listed shows its title only. */
export const descricoesDasPaginas = (): Readonly<Record<string, string>> => ({
  '/configuracoes/usuarios': t('Quem entra no sistema, em que unidades e com que grupos de permissão.'),
  '/configuracoes/grupopermissao': t('Conjuntos de permissões dados aos usuários.'),
  '/configuracoes/unidades': t('As unidades da instituição: CNPJ, endereço e contato.'),
  '/configuracoes/setores': t('Os setores de cada unidade.'),
  '/configuracoes/configuracaocampo': t('Quais campos dos formulários aparecem e são obrigatórios.'),
  '/configuracoes/parametro': t('Os parâmetros gerais da instituição.'),
  '/configuracoes/parametroemail': t('O servidor de e-mail que envia as mensagens do sistema.'),
  '/configuracoes/internacionalizacao': t('As mensagens da interface em português e em inglês.'),
});
