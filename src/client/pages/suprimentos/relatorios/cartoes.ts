import { tagDoRelatorioDeSuprimentos, urlDoRelatorioDeSuprimentos, type RelatorioDeSuprimentos } from '../../../../shared/api/relatoriosDeSuprimentos.ts';
import { post } from '../../../api/http.ts';
import type { CartaoComEmissao, PedidoDoRelatorio } from '../../../components/relatorios/index.ts';
import type { t as Traduzir } from '../../../i18n/traducao.ts';

// The report cards of suprimentos/relatorios (spec section 2: title, description and emitir):
// each posts its format (and period) as a background job whose end notice links the file.

export interface CartaoDeSuprimentos extends CartaoComEmissao {
  id: RelatorioDeSuprimentos;
  tag: string;
}

const emitirDe = (id: RelatorioDeSuprimentos) => async ({ formato, periodo }: PedidoDoRelatorio) =>
  (await post<unknown>(urlDoRelatorioDeSuprimentos(id), { formato, ...(periodo ?? {}) })).content;

const cartao = (id: RelatorioDeSuprimentos, titulo: string, descricao: string, comPeriodo: boolean): CartaoDeSuprimentos => ({
  id,
  titulo,
  descricao,
  comPeriodo,
  tag: tagDoRelatorioDeSuprimentos(id),
  emitir: emitirDe(id),
});

export const cartoesDeSuprimentos = (t: typeof Traduzir): readonly CartaoDeSuprimentos[] => [
  cartao('posicao', t('Posição do estoque'), t('Cada item em cada local: a quantidade, o custo médio e o valor, com o valor total do estoque.'), false),
  cartao('movimentos', t('Movimentos de estoque'), t('As entradas, saídas e transferências do período: data, tipo, item, local, quantidade e valor.'), true),
  cartao('consumo', t('Consumo por setor'), t('O que cada setor retirou por requisição no período, por item, com o custo pelo custo médio.'), true),
  cartao('abaixominimo', t('Itens abaixo do estoque mínimo'), t('Os itens cujo estoque está abaixo do mínimo, com quanto falta.'), false),
];
