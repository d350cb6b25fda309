import { useMemo, useState } from 'react';
import { Button, Subtitle2, Tab, TabList, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowImportRegular } from '@fluentui/react-icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../../shared/format/dates.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { abrirLink } from '../../jobs/abrirLink.ts';
import { AndamentoDaImportacao } from './AndamentoDaImportacao.tsx';
import { linkDasRejeitadas, urlDaImportacao } from './api.ts';
import type { TelaComImportacao } from './ComImportacao.tsx';
import { ContagensDaImportacao } from './ContagensDaImportacao.tsx';
import { LinhasDoResultado, type TelaDoResultado } from './LinhasDoResultado.tsx';
import { useResumoDaImportacao } from './useResumoDaImportacao.ts';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  acoes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  detalhe: { color: tokens.colorNeutralForeground3 },
});

type Lista = 'rejeitada' | 'ignorada';

function idDaBusca(texto: string | null): number | null {
  const id = Number(texto);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** <screen>.importacao.resultado?id=N: what an import came to, its rejected rows to download and fix. */
export function ResultadoDaImportacao({ tela, importacao, modelo }: TelaComImportacao) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const navigate = useNavigate();
  const [busca] = useSearchParams();
  const id = idDaBusca(busca.get('id'));
  const url = urlDaImportacao(tela.recurso);
  const { resumo, tarefa, erro, carregando } = useResumoDaImportacao(url, id);
  const doResultado = useMemo<TelaDoResultado>(
    () => ({ url, importacao, exibicao: modelo['x-exibicao']?.[0] ?? null, editar: tela.formulario?.rotas.editar ?? null }),
    [url, importacao, modelo, tela.formulario],
  );
  const [lista, setLista] = useState<Lista>('rejeitada');

  const cabecalho = <Title2 as="h1">{t('Resultado da importação')}</Title2>;
  if (id === null || erro) {
    return (
      <div className={estilos.pagina}>
        {cabecalho}
        <Aviso intent="error">{erro ? traduzir(erro.message) : t('Importação não encontrada.')}</Aviso>
      </div>
    );
  }
  if (carregando || resumo === undefined) return <Carregando />;

  const concluida = resumo.estado === 'concluida';
  const { contagens } = resumo;
  return (
    <div className={estilos.pagina}>
      {cabecalho}
      <Text className={estilos.detalhe}>
        {t('{arquivo} · enviado em {quando}', { arquivo: resumo.nomeArquivo, quando: formatDateTime(resumo.criadaEm) })}
        {resumo.concluidaEm !== null && t(' · concluído em {quando}', { quando: formatDateTime(resumo.concluidaEm) })}
      </Text>
      {resumo.estado === 'enviada' && <Aviso intent="info">{t('Esta importação ainda não foi iniciada.')}</Aviso>}
      {!concluida && tarefa !== null && <AndamentoDaImportacao tarefa={tarefa} />}
      <ContagensDaImportacao contagens={contagens} registros={importacao.nomes.titulo} genero={importacao.nomes.genero} />
      <div className={estilos.acoes}>
        <Button appearance="primary" icon={<ArrowDownloadRegular />} disabled={!concluida || contagens.rejeitadas === 0} onClick={() => void abrirLink(linkDasRejeitadas(url, resumo.id))}>
          {t('Baixar linhas rejeitadas')}
        </Button>
        <Button icon={<ArrowImportRegular />} onClick={() => navigate(importacao.rotas.importacao.path)}>
          {t('Nova importação')}
        </Button>
      </div>
      {concluida && (
        <section className={estilos.secao} aria-labelledby="titulo-das-linhas">
          <Subtitle2 as="h2" id="titulo-das-linhas">
            {t('Linhas não incluídas')}
          </Subtitle2>
          <TabList selectedValue={lista} onTabSelect={(_, data) => setLista(data.value === 'ignorada' ? 'ignorada' : 'rejeitada')}>
            <Tab value="rejeitada">{t('Rejeitadas ({quantidade})', { quantidade: contagens.rejeitadas.toLocaleString('pt-BR') })}</Tab>
            <Tab value="ignorada">{t('Ignoradas ({quantidade})', { quantidade: contagens.ignoradas.toLocaleString('pt-BR') })}</Tab>
          </TabList>
          <LinhasDoResultado key={lista} tela={doResultado} resumo={resumo} situacao={lista} />
        </section>
      )}
    </div>
  );
}
