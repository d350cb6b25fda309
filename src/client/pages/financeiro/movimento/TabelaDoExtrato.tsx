import { useMemo } from 'react';
import { Link } from '@fluentui/react-components';
import type { LinhaDoExtratoDaConta } from '../../../../shared/api/movimento.ts';
import { rotuloDoMovimento } from '../../../../shared/financeiro/rotuloDoMovimento.ts';
import { formatDate } from '../../../../shared/format/index.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { TabelaDeDados, type ColunaDaTabela } from '../../../components/table/index.ts';
import { traduzir, useT } from '../../../i18n/traducao.ts';
import { Quantia } from './Quantia.tsx';
import { caminhoDaOrigem } from './origem.ts';

type Linha = LinhaDoExtratoDaConta & { ordem: number };

function Descricao({ linha }: { linha: Linha }) {
  const caminho = caminhoDaOrigem(linha);
  const texto = linha.descricao || '—';
  return caminho === null ? (
    <>{texto}</>
  ) : (
    <Link as="a" href={`#${caminho}`}>
      {texto}
    </Link>
  );
}

const colunas = (t: ReturnType<typeof useT>, filtrado: boolean): readonly ColunaDaTabela<Linha>[] => [
  { id: 'data', titulo: t('Data'), valor: (l) => formatDate(l.data), largura: 100, ordenavel: false },
  { id: 'tipo', titulo: t('Movimento'), valor: (l) => traduzir(rotuloDoMovimento(l)), largura: 150, ordenavel: false },
  { id: 'descricao', titulo: t('Descrição'), valor: (l) => l.descricao, celula: (l) => <Descricao linha={l} />, largura: 220, ordenavel: false },
  { id: 'contraparte', titulo: t('Pessoa ou conta'), valor: (l) => l.contraparte ?? '—', largura: 180, ordenavel: false },
  { id: 'valor', titulo: t('Valor'), valor: (l) => formatMoney(l.valor), celula: (l) => <Quantia valor={l.valor} />, largura: 120, ordenavel: false },
  {
    id: 'saldo',
    titulo: filtrado ? t('Saldo dos filtrados') : t('Saldo'),
    valor: (l) => formatMoney(l.saldo),
    celula: (l) => <Quantia valor={l.saldo} />,
    largura: 130,
    ordenavel: false,
  },
];

const idDaLinha = (linha: Linha) => linha.ordem;
const SEM_MAIS = { tipo: 'rolagem', temMais: false, onCarregarMais: () => undefined } as const;

/** The page's movements of the statement in order, each linking to its título or transfer. */
export function TabelaDoExtrato({ linhas, filtrado, carregando }: { linhas: readonly LinhaDoExtratoDaConta[]; filtrado: boolean; carregando: boolean }) {
  const t = useT();
  const definicoes = useMemo(() => colunas(t, filtrado), [t, filtrado]);
  const numeradas = useMemo(() => linhas.map((l, ordem) => ({ ...l, ordem })), [linhas]);
  return <TabelaDeDados<Linha> rotulo={t('Movimentos da conta')} colunas={definicoes} linhas={numeradas} idDaLinha={idDaLinha} modo={SEM_MAIS} carregando={carregando} />;
}
