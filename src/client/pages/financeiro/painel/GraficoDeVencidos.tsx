import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useNavigate } from 'react-router-dom';
import type { FaixaDeAtraso, PainelDeVencidos, TipoDoPainel } from '../../../../shared/api/painel.ts';
import { useT } from '../../../i18n/traducao.ts';
import type { FiltrosDoPainel } from './api.ts';
import { COR_DESPESAS, COR_NEUTRA, COR_RECEITAS } from './cores.ts';
import { valorCompacto, valorDaDica } from './escala.ts';
import { Figura } from './Figura.tsx';
import { listaDosVencidos } from './listas.ts';
import { TabelaSimples } from './TabelaSimples.tsx';

const LADO: Readonly<Record<TipoDoPainel, 'receber' | 'pagar'>> = { receitas: 'receber', despesas: 'pagar' };

/** What is overdue today by days late, to receive and to pay; a bar opens those open títulos. */
export function GraficoDeVencidos({ vencidos, lados, filtros }: { vencidos: PainelDeVencidos; lados: readonly TipoDoPainel[]; filtros: FiltrosDoPainel }) {
  const t = useT();
  const navigate = useNavigate();
  const nomes: Readonly<Record<TipoDoPainel, string>> = { receitas: t('A receber'), despesas: t('A pagar') };
  const cores: Readonly<Record<TipoDoPainel, string>> = { receitas: COR_RECEITAS, despesas: COR_DESPESAS };
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
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={dados} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="rotulo" tick={{ fontSize: 11, fill: COR_NEUTRA }} />
          <YAxis tickFormatter={valorCompacto} tick={{ fontSize: 11, fill: COR_NEUTRA }} width={56} />
          <Tooltip formatter={valorDaDica} />
          <Legend />
          {lados.map((lado) => (
            <Bar
              key={lado}
              dataKey={lado}
              name={nomes[lado]}
              fill={cores[lado]}
              cursor="pointer"
              isAnimationActive={false}
              onClick={(_dado, indice) => {
                const faixa = dados[indice]?.faixa;
                if (faixa !== undefined) void navigate(listaDosVencidos(lado, faixa, vencidos.hoje, filtros));
              }}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Figura>
  );
}
