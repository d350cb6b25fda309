import { useMemo, useState } from 'react';
import { Badge, Button, Text } from '@fluentui/react-components';
import type { PagedContent } from '../../../../shared/api/contract.ts';
import { type EmailDaSaida } from '../../../../shared/api/parametrosEmail.ts';
import { formatDateTime } from '../../../../shared/format/dates.ts';
import { useApi } from '../../../api/useApi.ts';
import { Carregando } from '../../../components/feedback/Carregando.tsx';
import { TabelaDeDados, type ColunaDaTabela } from '../../../components/table/index.ts';
import { LeituraDoEmail } from './LeituraDoEmail.tsx';
import { urlDaCaixaDeSaida } from './urls.ts';

function Situacao({ email }: { email: EmailDaSaida }) {
  if (email.erro !== null) return <Badge appearance="tint" color="danger" title={email.erro}>Falhou: {email.erro}</Badge>;
  if (email.enviadoEm !== null) return <Badge appearance="tint" color="success">Enviado em {formatDateTime(email.enviadoEm)}</Badge>;
  return <Badge appearance="tint" color="informative">Na caixa de saída</Badge>;
}

function colunas(podeLer: boolean, abrir: (id: number) => void): ColunaDaTabela<EmailDaSaida>[] {
  return [
    { id: 'criadoEm', titulo: 'Criado em', valor: (e) => formatDateTime(e.criadoEm), largura: 150, ordenavel: false },
    { id: 'para', titulo: 'Para', valor: (e) => e.para, largura: 200, ordenavel: false },
    { id: 'assunto', titulo: 'Assunto', valor: (e) => e.assunto, largura: 220, ordenavel: false },
    { id: 'situacao', titulo: 'Situação', valor: (e) => e.erro ?? e.enviadoEm, celula: (e) => <Situacao email={e} />, largura: 200, ordenavel: false },
    ...(podeLer
      ? [
          {
            id: 'abrir',
            titulo: 'Texto',
            valor: () => null,
            celula: (e: EmailDaSaida) => (
              <Button size="small" aria-label={`Ler o e-mail para ${e.para}: ${e.assunto}`} onClick={() => abrir(e.id)}>
                Ler
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
  const [page, setPage] = useState(1);
  const [aberto, setAberto] = useState<number | null>(null);
  const { data } = useApi<PagedContent<EmailDaSaida>>(urlDaCaixaDeSaida(page));
  const definicoes = useMemo(() => colunas(podeLer, setAberto), [podeLer]);
  if (data === undefined) return <Carregando />;
  if (data.resultList.length === 0) return <Text>Nenhum e-mail na caixa de saída.</Text>;
  return (
    <>
      <TabelaDeDados<EmailDaSaida>
        rotulo="Caixa de saída"
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
