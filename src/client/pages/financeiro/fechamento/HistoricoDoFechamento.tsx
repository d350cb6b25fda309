import { useMemo } from 'react';
import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { MudancaDoFechamento } from '../../../../shared/api/fechamento.ts';
import { formatDate, formatDateTime } from '../../../../shared/format/index.ts';
import { TabelaDeDados, type ColunaDaTabela } from '../../../components/table/index.ts';
import { useT } from '../../../i18n/traducao.ts';

const useEstilos = makeStyles({ secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 } });

const colunas = (t: ReturnType<typeof useT>): readonly ColunaDaTabela<MudancaDoFechamento>[] => [
  { id: 'criadoEm', titulo: t('Quando'), valor: (m) => formatDateTime(m.criadoEm), largura: 150, ordenavel: false },
  { id: 'operacao', titulo: t('Operação'), valor: (m) => (m.operacao === 'FECHAMENTO' ? t('Fechamento') : t('Reabertura')), largura: 120, ordenavel: false },
  { id: 'dataFechamento', titulo: t('Fechado até'), valor: (m) => (m.dataFechamento === null ? t('Nada fechado') : formatDate(m.dataFechamento)), largura: 120, ordenavel: false },
  { id: 'motivo', titulo: t('Motivo'), valor: (m) => m.motivo ?? '—', largura: 320, ordenavel: false },
  { id: 'usuario', titulo: t('Usuário'), valor: (m) => m.usuario ?? t('Sistema'), largura: 160, ordenavel: false },
];

const idDaMudanca = (m: MudancaDoFechamento) => m.id;

/** Every closing and reopening, newest first. */
export function HistoricoDoFechamento({ historico }: { historico: readonly MudancaDoFechamento[] }) {
  const t = useT();
  const estilos = useEstilos();
  const definicoes = useMemo(() => colunas(t), [t]);
  return (
    <section className={estilos.secao} aria-label={t('Histórico do fechamento')}>
      <Subtitle2 as="h2">{t('Histórico do fechamento')}</Subtitle2>
      <TabelaDeDados<MudancaDoFechamento>
        rotulo={t('Histórico do fechamento')}
        colunas={definicoes}
        linhas={historico}
        idDaLinha={idDaMudanca}
        modo={{ tipo: 'rolagem', temMais: false, onCarregarMais: () => undefined }}
        alturaMaxima="none"
      />
    </section>
  );
}
