import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { LinhaDaEstatistica } from '../../../shared/api/cebas.ts';
import { useT } from '../../i18n/traducao.ts';
import { COR_NEUTRA, COR_RECEITAS, COR_RESULTADO } from '../financeiro/painel/cores.ts';
import { Figura } from '../financeiro/painel/Figura.tsx';
import { escreverNumero } from './numeros.ts';
import { TabelaDoCebas } from './TabelaDoCebas.tsx';

/** Required against granted full-equivalents of one unit, year by year (the finance dashboards' chart frame and library). */
export function GraficoDoCebas({ linhas, unidade }: { linhas: readonly LinhaDaEstatistica[]; unidade: string }) {
  const t = useT();
  const dados = linhas.map((l) => ({ ano: String(l.ano), exigidas: l.bolsasExigidas, concedidas: l.bolsasConcedidas }));
  return (
    <Figura
      titulo={t('Bolsas exigidas e concedidas por ano: {unidade}', { unidade })}
      descricao={t('A última simulação salva de cada ano, em equivalentes de bolsa integral.')}
      vazio={linhas.length === 0}
      tabela={<TabelaDoCebas linhas={linhas} comUnidade={false} />}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={dados} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="ano" tick={{ fontSize: 11, fill: COR_NEUTRA }} />
          <YAxis tickFormatter={(v: number) => escreverNumero(v)} tick={{ fontSize: 11, fill: COR_NEUTRA }} width={48} />
          <Tooltip formatter={(v) => escreverNumero(Number(v))} />
          <Legend />
          <Bar dataKey="exigidas" name={t('Bolsas exigidas')} fill={COR_RESULTADO} isAnimationActive={false} />
          <Bar dataKey="concedidas" name={t('Bolsas concedidas')} fill={COR_RECEITAS} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </Figura>
  );
}
