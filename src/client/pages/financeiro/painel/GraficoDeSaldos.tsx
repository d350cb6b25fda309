import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useNavigate } from 'react-router-dom';
import type { PainelDeContas } from '../../../../shared/api/painel.ts';
import { formatDate } from '../../../../shared/format/index.ts';
import type { ValorPeriodo } from '../../../../shared/periodo/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { COR_DESPESAS, COR_NEUTRA, COR_RESULTADO } from './cores.ts';
import { valorCompacto, valorDaDica } from './escala.ts';
import { Figura } from './Figura.tsx';
import { caminhoDoExtrato } from './listas.ts';
import { TabelaSimples } from './TabelaSimples.tsx';

/** Each account's balance at the end of the period; a bar opens that account's statement in the period. */
export function GraficoDeSaldos({ contas, periodo }: { contas: PainelDeContas; periodo: ValorPeriodo }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Figura
      titulo={t('Saldos das contas')}
      descricao={t('Saldo de cada conta ao fim de {dia}. Clique numa conta para abrir o extrato.', { dia: formatDate(contas.fim) })}
      vazio={contas.contas.length === 0}
      tabela={
        <TabelaSimples legenda={t('Saldos das contas')} colunas={[t('Conta'), t('Saldo')]} linhas={contas.contas.map((c) => ({ chave: String(c.id), rotulo: c.descricao, caminho: caminhoDoExtrato(c, periodo), valores: [c.saldo] }))} />
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={contas.contas} layout="vertical" margin={{ top: 0, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={valorCompacto} tick={{ fontSize: 11, fill: COR_NEUTRA }} />
          <YAxis type="category" dataKey="descricao" tick={{ fontSize: 11, fill: COR_NEUTRA }} width={120} interval={0} />
          <Tooltip formatter={valorDaDica} />
          <Bar dataKey="saldo" name={t('Saldo')} cursor="pointer" isAnimationActive={false} onClick={(_dado, indice) => {
            const conta = contas.contas[indice];
            if (conta !== undefined) void navigate(caminhoDoExtrato(conta, periodo));
          }}>
            {contas.contas.map((c) => (
              <Cell key={c.id} fill={c.saldo < 0 ? COR_DESPESAS : COR_RESULTADO} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </Figura>
  );
}
