import { tagDoRelatorioDeAtendimento, urlDoRelatorioDeAtendimento, type RelatorioDeAtendimento } from '../../../../shared/api/relatoriosDeAtendimento.ts';
import { post } from '../../../api/http.ts';
import type { CartaoComEmissao, PedidoDoRelatorio } from '../../../components/relatorios/index.ts';
import type { t as Traduzir } from '../../../i18n/traducao.ts';

// The report cards of atendimento/relatorios: each posts its format and period as a background
// job whose end notice links the file.

export interface CartaoDeAtendimento extends CartaoComEmissao {
  id: RelatorioDeAtendimento;
  tag: string;
}

const emitirDe = (id: RelatorioDeAtendimento) => async ({ formato, periodo }: PedidoDoRelatorio) =>
  (await post<unknown>(urlDoRelatorioDeAtendimento(id), { formato, ...(periodo ?? {}) })).content;

const cartao = (id: RelatorioDeAtendimento, titulo: string, descricao: string): CartaoDeAtendimento => ({
  id,
  titulo,
  descricao,
  comPeriodo: true,
  tag: tagDoRelatorioDeAtendimento(id),
  emitir: emitirDe(id),
});

export const cartoesDeAtendimento = (t: typeof Traduzir): readonly CartaoDeAtendimento[] => [
  cartao('volume', t('Volume de atendimentos por tipo'), t('Os atendimentos abertos no período, por tipo: quantos seguem em aberto, aguardam o solicitante, foram resolvidos ou estão atrasados.')),
  cartao('sla', t('Prazos cumpridos e fora do prazo'), t('Por tipo, as primeiras respostas e as resoluções do período dentro e fora do prazo, com o percentual no prazo.')),
  cartao('tempo', t('Tempo de resolução'), t('Cada atendimento resolvido no período com o tempo em horas de atendimento, sem o tempo aguardando o solicitante, e a média.')),
];
