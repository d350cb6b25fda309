import { COM_PERIODO_DAS_DOACOES, urlDoRelatorioDeDoacoes, type RelatorioDeDoacoes } from '../../../../shared/api/relatoriosDeDoacoes.ts';
import { post } from '../../../api/http.ts';
import type { CartaoComEmissao, PedidoDoRelatorio } from '../../../components/relatorios/index.ts';
import type { t as Traduzir } from '../../../i18n/traducao.ts';

// The report cards of doacao/relatorios (spec section 2: title, description and emitir): each
// posts its format (and period) as a background job whose end notice links the file.

const emitirDe = (id: RelatorioDeDoacoes) => async ({ formato, periodo }: PedidoDoRelatorio) => (await post<unknown>(urlDoRelatorioDeDoacoes(id), { formato, ...(periodo ?? {}) })).content;

const cartao = (id: RelatorioDeDoacoes, titulo: string, descricao: string): CartaoComEmissao & { id: RelatorioDeDoacoes } => ({
  id,
  titulo,
  descricao,
  comPeriodo: COM_PERIODO_DAS_DOACOES.includes(id),
  emitir: emitirDe(id),
});

export const cartoesDeDoacoes = (t: typeof Traduzir) => [
  cartao('pordoador', t('Doações por doador'), t('Cada doador com o número de doações recebidas no período, o valor e a data da última, e o total recebido.')),
  cartao('inativos', t('Doadores inativos'), t('Os doadores sem doação recebida nos últimos 12 meses, com o e-mail, a última doação e o total já doado.')),
];
