import type { MesDoPainel, PainelMensal, TipoDoPainel } from '../../../../shared/api/painel.ts';
import { useT } from '../../../i18n/traducao.ts';
import type { Dias } from '../movimento/api.ts';
import type { FiltrosDoPainel } from './api.ts';
import { BarrasPorLado } from './BarrasPorLado.tsx';
import { nomeDoMes } from './escala.ts';
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
  const nomes: Readonly<Record<TipoDoPainel, string>> = { receitas: t('Receitas'), despesas: t('Despesas') };
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
      <BarrasPorLado dados={mensal.meses} eixo="mes" rotuloDoEixo={nomeDoMes} lados={lados} nomes={nomes} caminho={caminho} />
    </Figura>
  );
}
