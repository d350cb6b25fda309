import type { FaixaDeAtraso, PainelDeVencidos, TipoDoPainel } from '../../../../shared/api/painel.ts';
import { useT } from '../../../i18n/traducao.ts';
import type { FiltrosDoPainel } from './api.ts';
import { BarrasPorLado } from './BarrasPorLado.tsx';
import { Figura } from './Figura.tsx';
import { listaDosVencidos } from './listas.ts';
import { TabelaSimples } from './TabelaSimples.tsx';

const LADO: Readonly<Record<TipoDoPainel, 'receber' | 'pagar'>> = { receitas: 'receber', despesas: 'pagar' };

/** What is overdue today by days late, to receive and to pay; a bar opens those open títulos. */
export function GraficoDeVencidos({ vencidos, lados, filtros }: { vencidos: PainelDeVencidos; lados: readonly TipoDoPainel[]; filtros: FiltrosDoPainel }) {
  const t = useT();
  const nomes: Readonly<Record<TipoDoPainel, string>> = { receitas: t('A receber'), despesas: t('A pagar') };
  const rotulo = (faixa: FaixaDeAtraso) => t('{faixa} dias', { faixa });
  const dados = vencidos.receber.faixas.map((f, i) => ({ faixa: f.faixa, rotulo: rotulo(f.faixa), receitas: f.valor, despesas: vencidos.pagar.faixas[i]?.valor ?? 0 }));
  const vazio = lados.every((lado) => vencidos[LADO[lado]].quantidade === 0);
  return (
    <Figura
      titulo={t('Vencidos por atraso')}
      descricao={t('Títulos em aberto com vencimento passado, pelo que falta pagar ou receber hoje. Clique numa barra para ver os títulos.')}
      vazio={vazio}
      tabela={
        <TabelaSimples
          legenda={t('Vencidos por atraso')}
          colunas={[t('Atraso'), ...lados.map((lado) => nomes[lado])]}
          linhas={dados.map((d) => ({ chave: d.faixa, rotulo: d.rotulo, caminho: listaDosVencidos(lados[0] ?? 'despesas', d.faixa, vencidos.hoje, filtros), valores: lados.map((lado) => d[lado]) }))}
        />
      }
    >
      <BarrasPorLado dados={dados} eixo="rotulo" lados={lados} nomes={nomes} caminho={(lado, d) => listaDosVencidos(lado, d.faixa, vencidos.hoje, filtros)} />
    </Figura>
  );
}
