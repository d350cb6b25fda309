import { useMemo, useState } from 'react';
import { Badge, Button, Text } from '@fluentui/react-components';
import type { PagedContent } from '../../../../shared/api/contract.ts';
import { type EmailDaSaida } from '../../../../shared/api/parametrosEmail.ts';
import { formatDateTime } from '../../../../shared/format/dates.ts';
import { useApi } from '../../../api/useApi.ts';
import { Carregando } from '../../../components/feedback/Carregando.tsx';
import { TabelaDeDados, type ColunaDaTabela } from '../../../components/table/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { LeituraDoEmail } from './LeituraDoEmail.tsx';
import { urlDaCaixaDeSaida } from './urls.ts';

function Situacao({ email }: { email: EmailDaSaida }) {
  const t = useT();
  if (email.erro !== null) return <Badge appearance="tint" color="danger" title={email.erro}>{t('Falhou: {erro}', { erro: email.erro })}</Badge>;
  if (email.enviadoEm !== null) return <Badge appearance="tint" color="success">{t('Enviado em {data}', { data: formatDateTime(email.enviadoEm) })}</Badge>;
  return <Badge appearance="tint" color="informative">{t('Na caixa de saída')}</Badge>;
}

function colunas(t: ReturnType<typeof useT>, podeLer: boolean, abrir: (id: number) => void): ColunaDaTabela<EmailDaSaida>[] {
  return [
    { id: 'criadoEm', titulo: t('Criado em'), valor: (e) => formatDateTime(e.criadoEm), largura: 150, ordenavel: false },
    { id: 'para', titulo: t('Para'), valor: (e) => e.para, largura: 200, ordenavel: false },
    { id: 'assunto', titulo: t('Assunto'), valor: (e) => e.assunto, largura: 220, ordenavel: false },
    { id: 'situacao', titulo: t('Situação'), valor: (e) => e.erro ?? e.enviadoEm, celula: (e) => <Situacao email={e} />, largura: 200, ordenavel: false },
    ...(podeLer
      ? [
          {
            id: 'abrir',
            titulo: t('Texto'),
            valor: () => null,
            celula: (e: EmailDaSaida) => (
              <Button size="small" aria-label={t('Ler o e-mail para {para}: {assunto}', { para: e.para, assunto: e.assunto })} onClick={() => abrir(e.id)}>
                {t('Ler')}
              </Button>
            ),
            largura: 80,
            ordenavel: false,
          },
        ]
      : []),
  ];
}

const idDaLinha = (e: EmailDaSaida) => e.id;

/** The outbox, newest first, page by page; reading an e-mail's text needs its own tag. */
export function CaixaDeSaida({ podeLer }: { podeLer: boolean }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [aberto, setAberto] = useState<number | null>(null);
  const { data } = useApi<PagedContent<EmailDaSaida>>(urlDaCaixaDeSaida(page));
  const definicoes = useMemo(() => colunas(t, podeLer, setAberto), [t, podeLer]);
  if (data === undefined) return <Carregando />;
  if (data.resultList.length === 0) return <Text>{t('Nenhum e-mail na caixa de saída.')}</Text>;
  return (
    <>
      <TabelaDeDados<EmailDaSaida>
        rotulo={t('Caixa de saída')}
        colunas={definicoes}
        linhas={data.resultList}
        idDaLinha={idDaLinha}
        modo={{ tipo: 'paginacao', pagina: data, onMudarPagina: setPage }}
        alturaMaxima="none"
      />
      {aberto !== null && <LeituraDoEmail id={aberto} onFechar={() => setAberto(null)} />}
    </>
  );
}
