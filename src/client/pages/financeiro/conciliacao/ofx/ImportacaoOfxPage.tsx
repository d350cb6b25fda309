import { useState } from 'react';
import { Button, Checkbox, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useSWRConfig } from 'swr';
import { URL_DO_OFX_DE_EXEMPLO, type PreviaDoOfx, type ResultadoDaImportacaoOfx } from '../../../../../shared/api/conciliacaoOfx.ts';
import { ApiError } from '../../../../api/ApiError.ts';
import { Aviso } from '../../../../components/feedback/Aviso.tsx';
import { Carregando } from '../../../../components/feedback/Carregando.tsx';
import { usePermissao } from '../../../../components/permissions/usePermissao.ts';
import { AreaDeSoltar } from '../../../../components/upload/AreaDeSoltar.tsx';
import { useT, useTraduzir } from '../../../../i18n/traducao.ts';
import { abrirLink } from '../../../../jobs/abrirLink.ts';
import { importarOfx, previaDoOfx, urlDasImportacoes, type ContasDosExtratos } from './api.ts';
import { useContasParaEscolher } from './contas.ts';
import { ExtratoNaPrevia } from './ExtratoNaPrevia.tsx';
import { HistoricoDeImportacoes } from './HistoricoDeImportacoes.tsx';
import { ResultadoDaImportacao } from './ResultadoDaImportacao.tsx';

// Hand-written: a flow with a preview, not a record. The officer drops the bank's file; the
// server reads it and says, per statement, the account it goes into and which lines are new,
// already imported or in conflict, saving nothing; choosing another account previews again;
// the import sends the file once more with the accounts chosen.

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  topo: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'center', justifyContent: 'space-between' },
  acoes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

const TAG_IMPORTAR = 'financeiro.conciliacao.importar';

interface Envio {
  arquivo: File;
  previa: PreviaDoOfx;
}

const contasDa = (previa: PreviaDoOfx): ContasDosExtratos => new Map(previa.extratos.map((e, indice) => [indice, e.contaId]));

export function ImportacaoOfxPage() {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const { pode } = usePermissao();
  const { mutate } = useSWRConfig();
  const contas = useContasParaEscolher();
  const [envio, setEnvio] = useState<Envio | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [conflitos, setConflitos] = useState(false);
  const [resultado, setResultado] = useState<ResultadoDaImportacaoOfx | null>(null);

  async function executar(acao: () => Promise<void>) {
    setOcupado(true);
    setErro(null);
    try {
      await acao();
    } catch (e) {
      setErro(e instanceof ApiError ? e.message : t('Não foi possível ler o arquivo.'));
    } finally {
      setOcupado(false);
    }
  }

  const prever = (arquivo: File, escolhidas: ContasDosExtratos) =>
    executar(async () => {
      setEnvio({ arquivo, previa: await previaDoOfx(arquivo, escolhidas) });
    });

  const selecionar = (arquivos: File[]) => {
    const [arquivo] = arquivos;
    if (arquivo === undefined) return;
    setResultado(null);
    setEnvio(null);
    void prever(arquivo, new Map());
  };

  const mudarConta = (indice: number, contaId: number | null) => {
    if (envio === null) return;
    void prever(envio.arquivo, new Map([...contasDa(envio.previa), [indice, contaId]]));
  };

  const importar = () =>
    executar(async () => {
      if (envio === null) return;
      const feito = await importarOfx(envio.arquivo, contasDa(envio.previa), conflitos ? 'importar' : 'ignorar');
      setResultado(feito);
      await mutate(urlDasImportacoes());
      setEnvio({ ...envio, previa: await previaDoOfx(envio.arquivo, contasDa(envio.previa)) });
    });

  const aImportar = envio?.previa.extratos.filter((e) => e.contaId !== null).flatMap((e) => e.transacoes) ?? [];
  const haConflitos = aImportar.some((l) => l.situacao === 'conflito');
  const novas = aImportar.filter((l) => l.situacao === 'nova' || (conflitos && l.situacao === 'conflito')).length;

  return (
    <div className={estilos.pagina}>
      <div className={estilos.topo}>
        <Text>{t('Envie o arquivo OFX do extrato do banco. Nada é gravado antes de você confirmar a importação.')}</Text>
        <Link as="button" onClick={() => void abrirLink(URL_DO_OFX_DE_EXEMPLO)}>
          <ArrowDownloadRegular aria-hidden /> {t('Baixar arquivo de exemplo')}
        </Link>
      </div>
      <AreaDeSoltar onSelecionar={selecionar} mensagem={t('Arraste e solte o arquivo OFX aqui ou clique para selecionar')} desabilitado={ocupado}>
        {envio && <Text weight="semibold">{envio.previa.arquivo}</Text>}
      </AreaDeSoltar>
      {ocupado && <Carregando />}
      {erro && <Aviso intent="error">{traduzir(erro)}</Aviso>}
      {resultado && <ResultadoDaImportacao resultado={resultado} />}
      {envio && contas && (
        <>
          {envio.previa.extratos.map((extrato, indice) => (
            <ExtratoNaPrevia key={indice} indice={indice} extrato={extrato} contas={contas} desabilitado={ocupado} onConta={(contaId) => mudarConta(indice, contaId)} />
          ))}
          {pode([TAG_IMPORTAR]) && (
            <div className={estilos.acoes}>
              {haConflitos && (
                <Checkbox checked={conflitos} onChange={(_, data) => setConflitos(data.checked === true)} label={t('Importar também as linhas em conflito, marcadas para conferir')} />
              )}
              <Button appearance="primary" disabled={ocupado || novas === 0} onClick={() => void importar()}>
                {novas === 1 ? t('Importar 1 linha') : t('Importar {n} linhas', { n: novas.toLocaleString('pt-BR') })}
              </Button>
            </div>
          )}
        </>
      )}
      <HistoricoDeImportacoes />
    </div>
  );
}
