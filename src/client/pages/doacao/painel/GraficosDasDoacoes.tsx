import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PainelDasDoacoes } from '../../../../shared/api/doacao.ts';
import type { SomaPorChave } from '../../../../shared/doacao/indicadores.ts';
import { reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { useT } from '../../../i18n/traducao.ts';
import { CORES_DAS_FATIAS, COR_RECEITAS } from '../../financeiro/painel/cores.ts';
import { nomeDoMes, valorCompacto, valorDaDica } from '../../financeiro/painel/escala.ts';
import { Figura } from '../../financeiro/painel/Figura.tsx';
import { TabelaSimples } from '../../financeiro/painel/TabelaSimples.tsx';

// The donations dashboard's pictures (recharts, as the finance dashboards): the amount of each
// month, the donors of each month by kind (new, recurring, recaptured) with the lapsed, and the
// sums by campaign and by method. Each has its figures as a table under "Ver tabela".

export function ValoresPorMes({ painel }: { painel: PainelDasDoacoes }) {
  const t = useT();
  const dados = painel.meses.map((m) => ({ mes: m.competencia, valor: reaisDosCentavos(m.centavos) }));
  return (
    <Figura
      titulo={t('Doações por mês')}
      descricao={t('Doações recebidas em cada mês, sem as estornadas.')}
      vazio={painel.doacoes === 0}
      tabela={<TabelaSimples legenda={t('Doações por mês')} colunas={[t('Mês'), t('Valor')]} linhas={dados.map((d) => ({ chave: d.mes, rotulo: nomeDoMes(d.mes), caminho: null, valores: [d.valor] }))} />}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={dados} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="mes" tickFormatter={nomeDoMes} fontSize={12} minTickGap={12} />
          <YAxis tickFormatter={valorCompacto} width={56} fontSize={12} />
          <Tooltip formatter={valorDaDica} labelFormatter={(m) => nomeDoMes(String(m))} />
          <Bar dataKey="valor" name={t('Valor')} fill={COR_RECEITAS} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </Figura>
  );
}

export function DoadoresPorMes({ painel }: { painel: PainelDasDoacoes }) {
  const t = useT();
  const series = [
    { chave: 'novos', nome: t('Novos') },
    { chave: 'recorrentes', nome: t('Recorrentes') },
    { chave: 'recapturados', nome: t('Recapturados') },
    { chave: 'inativos', nome: t('Inativos') },
  ] as const;
  return (
    <Figura
      titulo={t('Doadores por mês')}
      descricao={t('Novos: a primeira doação. Recorrentes: doaram nos 12 meses anteriores. Recapturados: voltaram depois de 12 meses sem doar. Inativos: completaram 12 meses sem doar.')}
      vazio={painel.meses.every((m) => m.doadores === 0 && m.inativos === 0)}
      tabela={
        <table aria-label={t('Doadores por mês')}>
          <thead>
            <tr>
              <th scope="col">{t('Mês')}</th>
              {series.map((s) => (
                <th key={s.chave} scope="col">
                  {s.nome}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {painel.meses.map((m) => (
              <tr key={m.competencia}>
                <th scope="row">{nomeDoMes(m.competencia)}</th>
                {series.map((s) => (
                  <td key={s.chave}>{m[s.chave]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={painel.meses} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="competencia" tickFormatter={nomeDoMes} fontSize={12} minTickGap={12} />
          <YAxis allowDecimals={false} width={40} fontSize={12} />
          <Tooltip labelFormatter={(m) => nomeDoMes(String(m))} />
          <Legend />
          {series.map((s, i) => (
            <Bar key={s.chave} dataKey={s.chave} name={s.nome} stackId={s.chave === 'inativos' ? 'inativos' : 'doadores'} fill={CORES_DAS_FATIAS[i] ?? COR_RECEITAS} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Figura>
  );
}

export function SomasPorChave({ titulo, somas, rotulo }: { titulo: string; somas: readonly SomaPorChave[]; rotulo: (chave: string) => string }) {
  const t = useT();
  const dados = somas.map((s) => ({ chave: s.chave, nome: rotulo(s.chave), valor: reaisDosCentavos(s.centavos) }));
  return (
    <Figura
      titulo={titulo}
      descricao={t('Doações recebidas no período.')}
      vazio={dados.length === 0}
      tabela={<TabelaSimples legenda={titulo} colunas={[t('Nome'), t('Valor')]} linhas={dados.map((d) => ({ chave: d.chave, rotulo: d.nome, caminho: null, valores: [d.valor] }))} />}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={dados} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={valorCompacto} fontSize={12} />
          <YAxis type="category" dataKey="nome" width={130} fontSize={12} />
          <Tooltip formatter={valorDaDica} />
          <Bar dataKey="valor" name={t('Valor')} fill={CORES_DAS_FATIAS[0] ?? COR_RECEITAS} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </Figura>
  );
}
