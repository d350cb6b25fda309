import { useMemo } from 'react';
import { Text, Title3 } from '@fluentui/react-components';
import type { ImportacaoDeExtrato } from '../../../../../shared/api/conciliacaoOfx.ts';
import { formatDate, formatDateTime } from '../../../../../shared/format/index.ts';
import { useApi } from '../../../../api/useApi.ts';
import { Aviso } from '../../../../components/feedback/Aviso.tsx';
import { TabelaDeDados, type ColunaDaTabela } from '../../../../components/table/index.ts';
import { useT, useTraduzir } from '../../../../i18n/traducao.ts';
import { urlDasImportacoes } from './api.ts';

const colunas = (t: ReturnType<typeof useT>): readonly ColunaDaTabela<ImportacaoDeExtrato>[] => [
  { id: 'criadoEm', titulo: t('Importado em'), valor: (i) => formatDateTime(i.criadoEm), largura: 150, ordenavel: false },
  { id: 'conta', titulo: t('Conta'), valor: (i) => i.conta.descricao, largura: 200, ordenavel: false },
  { id: 'arquivo', titulo: t('Arquivo'), valor: (i) => i.arquivo, largura: 200, ordenavel: false },
  {
    id: 'periodo',
    titulo: t('Período'),
    valor: (i) => (i.inicio && i.fim ? `${formatDate(i.inicio)} – ${formatDate(i.fim)}` : '—'),
    largura: 190,
    ordenavel: false,
  },
  { id: 'linhasNovas', titulo: t('Linhas novas'), valor: (i) => i.linhasNovas.toLocaleString('pt-BR'), largura: 110, ordenavel: false },
  { id: 'usuario', titulo: t('Usuário'), valor: (i) => i.usuario ?? '—', largura: 160, ordenavel: false },
];

const idDaLinha = (i: ImportacaoDeExtrato) => i.id;
const SEM_MAIS = { tipo: 'rolagem', temMais: false, onCarregarMais: () => undefined } as const;

/** The latest imports of the unit's accounts, newest first. */
export function HistoricoDeImportacoes() {
  const t = useT();
  const traduzir = useTraduzir();
  const definicoes = useMemo(() => colunas(t), [t]);
  const { data, error, isLoading } = useApi<ImportacaoDeExtrato[]>(urlDasImportacoes());
  return (
    <section aria-labelledby="ofx-historico">
      <Title3 as="h2" id="ofx-historico">
        {t('Importações anteriores')}
      </Title3>
      {error && <Aviso intent="error">{traduzir(error.message)}</Aviso>}
      {data?.length === 0 ? (
        <Text>{t('Nenhum extrato importado ainda.')}</Text>
      ) : (
        <TabelaDeDados<ImportacaoDeExtrato> rotulo={t('Importações anteriores')} colunas={definicoes} linhas={data ?? []} idDaLinha={idDaLinha} modo={SEM_MAIS} carregando={isLoading} alturaMaxima="360px" />
      )}
    </section>
  );
}
