import { useMemo } from 'react';
import type { TransacaoDaPrevia } from '../../../../../shared/api/conciliacaoOfx.ts';
import { formatDate } from '../../../../../shared/format/index.ts';
import { formatMoney } from '../../../../../shared/format/money.ts';
import { TabelaDeDados, type ColunaDaTabela } from '../../../../components/table/index.ts';
import { useT } from '../../../../i18n/traducao.ts';
import { Quantia } from '../../movimento/Quantia.tsx';
import { rotuloDaSituacao, SituacaoDaLinha } from './situacao.tsx';

type Linha = TransacaoDaPrevia & { ordem: number };

const colunas = (t: ReturnType<typeof useT>): readonly ColunaDaTabela<Linha>[] => [
  { id: 'data', titulo: t('Data'), valor: (l) => formatDate(l.data), largura: 100, ordenavel: false },
  { id: 'valor', titulo: t('Valor'), valor: (l) => formatMoney(l.valor), celula: (l) => <Quantia valor={l.valor} />, largura: 130, ordenavel: false },
  { id: 'memo', titulo: t('Histórico'), valor: (l) => l.memo || '—', largura: 300, ordenavel: false },
  { id: 'situacao', titulo: t('Situação'), valor: (l) => rotuloDaSituacao(l.situacao, t), celula: (l) => <SituacaoDaLinha situacao={l.situacao} />, largura: 130, ordenavel: false },
  { id: 'fitid', titulo: t('Identificador (FITID)'), valor: (l) => l.fitid, largura: 180, ordenavel: false },
];

const idDaLinha = (linha: Linha) => linha.ordem;
const SEM_MAIS = { tipo: 'rolagem', temMais: false, onCarregarMais: () => undefined } as const;

/** A statement's lines as the file lists them, virtualised (a statement may hold 10,000). */
export function TabelaDaPrevia({ transacoes, rotulo }: { transacoes: readonly TransacaoDaPrevia[]; rotulo: string }) {
  const t = useT();
  const definicoes = useMemo(() => colunas(t), [t]);
  const numeradas = useMemo(() => transacoes.map((l, ordem) => ({ ...l, ordem })), [transacoes]);
  return <TabelaDeDados<Linha> rotulo={rotulo} colunas={definicoes} linhas={numeradas} idDaLinha={idDaLinha} modo={SEM_MAIS} alturaMaxima="min(60vh, 560px)" />;
}
