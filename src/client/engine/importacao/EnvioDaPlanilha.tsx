import { useState } from 'react';
import { Spinner, Text } from '@fluentui/react-components';
import { LIMITE_DE_LINHAS, LIMITE_DO_ARQUIVO_MB, type ArquivoDaImportacao } from '../../../shared/api/importacao.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { AreaDeSoltar, DialogoArquivoVazio, temArquivoVazio } from '../../components/upload/index.ts';
import { useT } from '../../i18n/traducao.ts';
import { enviarPlanilha } from './api.ts';

/** The drop area's text in pt-BR (its key), as the tests find it. */
export const MENSAGEM_DO_ENVIO = 'Arraste e solte a planilha (CSV ou XLSX) aqui ou clique para selecionar';

interface EnvioDaPlanilhaProps {
  /** The import's calls ({recurso}/importacao). */
  url: string;
  onEnviado(arquivo: ArquivoDaImportacao): void;
  desabilitado?: boolean;
}

/** The drop-upload widget for the spreadsheet: an empty file gets the 'Atenção!' dialog; the server judges the rest. */
export function EnvioDaPlanilha({ url, onEnviado, desabilitado = false }: EnvioDaPlanilhaProps) {
  const t = useT();
  const [enviando, setEnviando] = useState(false);
  const [vazio, setVazio] = useState(false);
  const [nome, setNome] = useState<string | null>(null);

  async function selecionar(arquivos: File[]) {
    const [arquivo] = arquivos;
    if (arquivo === undefined) return;
    if (temArquivoVazio(arquivos)) return setVazio(true);
    setEnviando(true);
    try {
      const enviado = await enviarPlanilha(url, arquivo);
      setNome(enviado.nomeArquivo);
      onEnviado(enviado);
    } catch (erro) {
      ignoreShownError(erro);
    } finally {
      setEnviando(false);
    }
  }

  return (
    <>
      <AreaDeSoltar onSelecionar={(arquivos) => void selecionar(arquivos)} mensagem={t('Arraste e solte a planilha (CSV ou XLSX) aqui ou clique para selecionar')} desabilitado={desabilitado || enviando}>
        <Text size={200}>
          {t('Até {megabytes} MB e {linhas} linhas; a primeira linha é o cabeçalho.', {
            megabytes: LIMITE_DO_ARQUIVO_MB,
            linhas: LIMITE_DE_LINHAS.toLocaleString('pt-BR'),
          })}
        </Text>
        {enviando && <Spinner size="tiny" label={t('Enviando...')} />}
        {!enviando && nome !== null && <Text weight="semibold">{t('Arquivo enviado: {nome}', { nome })}</Text>}
      </AreaDeSoltar>
      {vazio && <DialogoArquivoVazio onFechar={() => setVazio(false)} />}
    </>
  );
}
