import { useMemo } from 'react';
import type { FaixaDoFluxoDeCaixa } from '../../../../shared/api/movimento.ts';
import type { Agrupamento } from '../../../../shared/financeiro/fluxoDeCaixa.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { TabelaDeDados, type ColunaDaTabela } from '../../../components/table/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { COLUNAS_DE_VALOR, nomeDaFaixa, totaisDasFaixas, type ColunaDeValor } from './faixas.ts';
import { Quantia } from './Quantia.tsx';

const titulos = (t: ReturnType<typeof useT>): Readonly<Record<ColunaDeValor, string>> => ({
  realizadoEntradas: t('Entradas realizadas'),
  realizadoSaidas: t('Saídas realizadas'),
  previstoEntradas: t('Entradas previstas'),
  previstoSaidas: t('Saídas previstas'),
  resultado: t('Resultado'),
});

const colunas = (t: ReturnType<typeof useT>, agrupamento: Agrupamento): readonly ColunaDaTabela<FaixaDoFluxoDeCaixa>[] => [
  { id: 'faixa', titulo: t('Período'), valor: (f) => nomeDaFaixa(f, agrupamento), largura: 90, ordenavel: false },
  ...COLUNAS_DE_VALOR.map((c) => ({ id: c, titulo: titulos(t)[c], valor: (f: FaixaDoFluxoDeCaixa) => formatMoney(f[c]), celula: (f: FaixaDoFluxoDeCaixa) => <Quantia valor={f[c]} />, largura: 120, ordenavel: false })),
  { id: 'saldo', titulo: t('Saldo previsto'), valor: (f) => formatMoney(f.saldo), celula: (f) => <Quantia valor={f.saldo} />, largura: 130, ordenavel: false },
];

const idDaFaixa = (faixa: FaixaDoFluxoDeCaixa) => faixa.chave;
const SEM_MAIS = { tipo: 'rolagem', temMais: false, onCarregarMais: () => undefined } as const;

/** Each bucket's figures, with the period's totals in the footer. */
export function TabelaDoFluxo({ faixas, agrupamento }: { faixas: readonly FaixaDoFluxoDeCaixa[]; agrupamento: Agrupamento }) {
  const t = useT();
  const definicoes = useMemo(() => colunas(t, agrupamento), [t, agrupamento]);
  const rodape = useMemo(() => {
    const totais = totaisDasFaixas(faixas);
    return { faixa: t('Total'), ...Object.fromEntries(COLUNAS_DE_VALOR.map((c) => [c, <Quantia key={c} valor={totais[c]} />])) };
  }, [faixas, t]);
  return <TabelaDeDados<FaixaDoFluxoDeCaixa> rotulo={t('Fluxo de caixa por período')} colunas={definicoes} linhas={faixas} idDaLinha={idDaFaixa} modo={SEM_MAIS} rodape={rodape} />;
}
