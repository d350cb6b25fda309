import { COM_PERIODO_DA_MOBILIZACAO, urlDoRelatorioDaMobilizacao, type RelatorioDaMobilizacao } from '../../../../shared/api/relatoriosDaMobilizacao.ts';
import { post } from '../../../api/http.ts';
import type { CartaoComEmissao, PedidoDoRelatorio } from '../../../components/relatorios/index.ts';
import type { t as Traduzir } from '../../../i18n/traducao.ts';

// The report cards of mobilizacao/relatorios (spec section 2: title, description and emitir): each
// posts its format (and period) as a background job whose end notice links the file.

const emitirDe = (id: RelatorioDaMobilizacao) => async ({ formato, periodo }: PedidoDoRelatorio) => (await post<unknown>(urlDoRelatorioDaMobilizacao(id), { formato, ...(periodo ?? {}) })).content;

const cartao = (id: RelatorioDaMobilizacao, titulo: string, descricao: string): CartaoComEmissao & { id: RelatorioDaMobilizacao } => ({
  id,
  titulo,
  descricao,
  comPeriodo: COM_PERIODO_DA_MOBILIZACAO.includes(id),
  emitir: emitirDe(id),
});

export const cartoesDaMobilizacao = (t: typeof Traduzir) => [
  cartao('produtividade', t('Produtividade do telemarketing'), t('As ligações do período por operador e situação, com as promessas e o valor mensal prometido.')),
  cartao('campanhas', t('Resultado das campanhas'), t('Cada campanha com as colaborações ativas, os doadores e o valor mensal, contra as metas em dinheiro e em doadores.')),
  cartao('cobrancas', t('Cobranças por forma e banco'), t('As cobranças com vencimento no período por forma de cobrança, banco e convênio: quantas, quanto, quantas pagas e o valor pago.')),
  cartao('retornos', t('Resultado dos retornos'), t('Os retornos dos bancos aplicados no período: por convênio, quantos registros confirmaram, pagaram, rejeitaram ou baixaram cobranças, e o valor pago.')),
];
