import { useMemo } from 'react';
import type { CategoriaDeOcorrencia } from '../../../../shared/mobilizacao/arquivos/tipos.ts';
import type { RegistroDaPrevia } from '../../../../shared/api/retornoDeCobranca.ts';
import { formatDate } from '../../../../shared/format/index.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { TabelaDeDados, type ColunaDaTabela } from '../../../components/table/index.ts';
import { useT } from '../../../i18n/traducao.ts';

// The records of a return file as the preview read them: what each will do once applied.

type Linha = RegistroDaPrevia & { ordem: number };

const categoria = (c: CategoriaDeOcorrencia, t: ReturnType<typeof useT>): string =>
  ({ entrada: t('Entrada (confirma)'), liquidacao: t('Liquidação (paga)'), baixa: t('Baixa'), rejeicao: t('Rejeição'), outra: t('Informativa') })[c];

const data = (valor: string | null): string => (valor === null ? '—' : formatDate(valor));

const colunas = (t: ReturnType<typeof useT>): readonly ColunaDaTabela<Linha>[] => [
  { id: 'nossoNumero', titulo: t('Nosso número'), valor: (l) => l.nossoNumero, largura: 180, ordenavel: false },
  { id: 'ocorrencia', titulo: t('Ocorrência'), valor: (l) => `${l.ocorrencia} – ${l.descricaoOcorrencia}`, largura: 240, ordenavel: false },
  { id: 'categoria', titulo: t('Efeito'), valor: (l) => categoria(l.categoria, t), largura: 160, ordenavel: false },
  { id: 'valorTitulo', titulo: t('Valor do título'), valor: (l) => formatMoney(l.valorTitulo), largura: 130, ordenavel: false },
  { id: 'valorPago', titulo: t('Valor pago'), valor: (l) => formatMoney(l.valorPago), largura: 130, ordenavel: false },
  { id: 'dataOcorrencia', titulo: t('Data da ocorrência'), valor: (l) => data(l.dataOcorrencia), largura: 130, ordenavel: false },
  { id: 'dataCredito', titulo: t('Data do crédito'), valor: (l) => data(l.dataCredito), largura: 130, ordenavel: false },
];

const idDaLinha = (linha: Linha) => linha.ordem;
const SEM_MAIS = { tipo: 'rolagem', temMais: false, onCarregarMais: () => undefined } as const;

export function TabelaDoRetorno({ registros }: { registros: readonly RegistroDaPrevia[] }) {
  const t = useT();
  const definicoes = useMemo(() => colunas(t), [t]);
  const numeradas = useMemo(() => registros.map((r, ordem) => ({ ...r, ordem })), [registros]);
  return <TabelaDeDados<Linha> rotulo={t('Registros do retorno')} colunas={definicoes} linhas={numeradas} idDaLinha={idDaLinha} modo={SEM_MAIS} alturaMaxima="min(60vh, 560px)" />;
}
