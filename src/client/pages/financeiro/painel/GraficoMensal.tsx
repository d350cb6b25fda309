import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useNavigate } from 'react-router-dom';
import type { MesDoPainel, PainelMensal, TipoDoPainel } from '../../../../shared/api/painel.ts';
import { useT } from '../../../i18n/traducao.ts';
import type { Dias } from '../movimento/api.ts';
import type { FiltrosDoPainel } from './api.ts';
import { COR_DESPESAS, COR_NEUTRA, COR_RECEITAS } from './cores.ts';
import { nomeDoMes, valorCompacto, valorDaDica } from './escala.ts';
import { Figura } from './Figura.tsx';
import { diasDoMes, listaDoRealizado } from './listas.ts';
import { TabelaSimples } from './TabelaSimples.tsx';

interface GraficoMensal {
  mensal: PainelMensal;
  /** The sides shown: both on the overview, one on a side's dashboard. */
  lados: readonly TipoDoPainel[];
  dias: Dias;
  filtros: FiltrosDoPainel;
}

/** Realised revenue and expenses of each month, as bars; a bar opens that month's títulos paid or received. */
export function GraficoMensal({ mensal, lados, dias, filtros }: GraficoMensal) {
  const t = useT();
  const navigate = useNavigate();
  const nomes: Readonly<Record<TipoDoPainel, string>> = { receitas: t('Receitas'), despesas: t('Despesas') };
  const cores: Readonly<Record<TipoDoPainel, string>> = { receitas: COR_RECEITAS, despesas: COR_DESPESAS };
  const caminho = (lado: TipoDoPainel, m: MesDoPainel) => listaDoRealizado(lado, diasDoMes(m.mes, dias), filtros);
  const vazio = mensal.meses.every((m) => lados.every((lado) => m[lado] === 0));
  return (
    <Figura
      titulo={lados.length === 2 ? t('Receitas e despesas por mês') : t('{lado} por mês', { lado: nomes[lados[0] ?? 'despesas'] })}
      descricao={t('Realizado: as baixas pela data, descontados os estornos. Clique num mês para ver os títulos.')}
      vazio={vazio}
      tabela={
        <TabelaSimples
          legenda={t('Valores por mês')}
          colunas={[t('Mês'), ...lados.map((lado) => nomes[lado])]}
          linhas={mensal.meses.map((m) => ({ chave: m.mes, rotulo: nomeDoMes(m.mes), caminho: caminho(lados[0] ?? 'despesas', m), valores: lados.map((lado) => m[lado]) }))}
        />
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={mensal.meses} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="mes" tickFormatter={nomeDoMes} tick={{ fontSize: 11, fill: COR_NEUTRA }} />
          <YAxis tickFormatter={valorCompacto} tick={{ fontSize: 11, fill: COR_NEUTRA }} width={56} />
          <Tooltip formatter={valorDaDica} labelFormatter={(mes) => nomeDoMes(String(mes))} />
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
                const mes = mensal.meses[indice];
                if (mes !== undefined) void navigate(caminho(lado, mes));
              }}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Figura>
  );
}
