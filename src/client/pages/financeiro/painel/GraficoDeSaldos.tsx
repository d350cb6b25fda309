import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useNavigate } from 'react-router-dom';
import type { PainelDeContas } from '../../../../shared/api/painel.ts';
import { formatDate } from '../../../../shared/format/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { COR_DESPESAS, COR_NEUTRA, COR_RESULTADO } from './cores.ts';
import { valorCompacto, valorDaDica } from './escala.ts';
import { Figura } from './Figura.tsx';
import { TabelaSimples } from './TabelaSimples.tsx';

const EXTRATO = '/financeiro/extrato';

/** Each account's balance at the end of the period; a bar opens the statement. */
export function GraficoDeSaldos({ contas }: { contas: PainelDeContas }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Figura
      titulo={t('Saldos das contas')}
      descricao={t('Saldo de cada conta ao fim de {dia}. Clique numa conta para abrir o extrato.', { dia: formatDate(contas.fim) })}
      vazio={contas.contas.length === 0}
      tabela={
        <TabelaSimples legenda={t('Saldos das contas')} colunas={[t('Conta'), t('Saldo')]} linhas={contas.contas.map((c) => ({ chave: String(c.id), rotulo: c.descricao, caminho: EXTRATO, valores: [c.saldo] }))} />
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={contas.contas} layout="vertical" margin={{ top: 0, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={valorCompacto} tick={{ fontSize: 11, fill: COR_NEUTRA }} />
          <YAxis type="category" dataKey="descricao" tick={{ fontSize: 11, fill: COR_NEUTRA }} width={120} interval={0} />
          <Tooltip formatter={valorDaDica} />
          <Bar dataKey="saldo" name={t('Saldo')} cursor="pointer" isAnimationActive={false} onClick={() => void navigate(EXTRATO)}>
            {contas.contas.map((c) => (
              <Cell key={c.id} fill={c.saldo < 0 ? COR_DESPESAS : COR_RESULTADO} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </Figura>
  );
}
