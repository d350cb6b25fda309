import { useMemo } from 'react';
import type { LinhaDoRazaoDaUnidade } from '../../../../shared/api/contabilidade.ts';
import { formatDate } from '../../../../shared/format/index.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { TabelaDeDados, type ColunaDaTabela } from '../../../components/table/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { Quantia } from '../movimento/Quantia.tsx';

const reais = (centavos: number): number => centavos / 100;
const SEM_MAIS = { tipo: 'rolagem', temMais: false, onCarregarMais: () => undefined } as const;
const vazio = (centavos: number): string => (centavos === 0 ? '' : formatMoney(reais(centavos)));

/** An account's entries in date order with the balance after each. */
export function TabelaDoRazao({ linhas }: { linhas: readonly LinhaDoRazaoDaUnidade[] }) {
  const t = useT();
  const colunas = useMemo(
    (): readonly ColunaDaTabela<LinhaDoRazaoDaUnidade>[] => [
      { id: 'data', titulo: t('Data'), valor: (l) => formatDate(l.data), largura: 100, ordenavel: false },
      { id: 'historico', titulo: t('Histórico'), valor: (l) => l.historico, largura: 260, ordenavel: false },
      { id: 'contrapartida', titulo: t('Contrapartida'), valor: (l) => l.contrapartida, largura: 220, ordenavel: false },
      { id: 'debito', titulo: t('Débito'), valor: (l) => vazio(l.debitoCentavos), largura: 120, ordenavel: false },
      { id: 'credito', titulo: t('Crédito'), valor: (l) => vazio(l.creditoCentavos), largura: 120, ordenavel: false },
      { id: 'saldo', titulo: t('Saldo'), valor: (l) => formatMoney(reais(l.saldoCentavos)), celula: (l) => <Quantia valor={reais(l.saldoCentavos)} />, largura: 130, ordenavel: false },
    ],
    [t],
  );
  return <TabelaDeDados<LinhaDoRazaoDaUnidade> rotulo={t('Razão')} colunas={colunas} linhas={linhas} idDaLinha={(l) => l.id} modo={SEM_MAIS} />;
}
