import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useNavigate } from 'react-router-dom';
import type { TipoDoPainel } from '../../../../shared/api/painel.ts';
import { COR_DESPESAS, COR_NEUTRA, COR_RECEITAS } from './cores.ts';
import { valorCompacto, valorDaDica } from './escala.ts';

const CORES: Readonly<Record<TipoDoPainel, string>> = { receitas: COR_RECEITAS, despesas: COR_DESPESAS };

interface BarrasPorLado<D extends Readonly<Record<TipoDoPainel, number>>> {
  /** A group of bars per item, one bar per side. */
  dados: readonly D[];
  /** The item's field the horizontal axis names. */
  eixo: string;
  /** How the axis and the tooltip write that field (as it is when absent). */
  rotuloDoEixo?: (valor: string) => string;
  lados: readonly TipoDoPainel[];
  /** The legend's name of each side. */
  nomes: Readonly<Record<TipoDoPainel, string>>;
  /** Where a side's bar of an item leads: the list it sums. */
  caminho(lado: TipoDoPainel, item: D): string;
}

/** The dashboards' side-by-side bars (revenue and expenses, receivable and payable), each opening its list. */
export function BarrasPorLado<D extends Readonly<Record<TipoDoPainel, number>>>({ dados, eixo, rotuloDoEixo, lados, nomes, caminho }: BarrasPorLado<D>) {
  const navigate = useNavigate();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={[...dados]} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={eixo} tickFormatter={rotuloDoEixo} tick={{ fontSize: 11, fill: COR_NEUTRA }} />
        <YAxis tickFormatter={valorCompacto} tick={{ fontSize: 11, fill: COR_NEUTRA }} width={56} />
        <Tooltip formatter={valorDaDica} labelFormatter={rotuloDoEixo === undefined ? undefined : (valor) => rotuloDoEixo(String(valor))} />
        <Legend />
        {lados.map((lado) => (
          <Bar
            key={lado}
            dataKey={lado}
            name={nomes[lado]}
            fill={CORES[lado]}
            cursor="pointer"
            isAnimationActive={false}
            onClick={(_dado, indice) => {
              const item = dados[indice];
              if (item !== undefined) void navigate(caminho(lado, item));
            }}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
