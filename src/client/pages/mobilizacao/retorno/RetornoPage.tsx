import { useState } from 'react';
import { Button, Link, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { PreviaDoRetorno, RetornoAplicado } from '../../../../shared/api/retornoDeCobranca.ts';
import { ApiError } from '../../../api/ApiError.ts';
import { Aviso } from '../../../components/feedback/Aviso.tsx';
import { Carregando } from '../../../components/feedback/Carregando.tsx';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import { useLinkDaRota } from '../../../components/navigation/useLinkDaRota.ts';
import { AreaDeSoltar } from '../../../components/upload/AreaDeSoltar.tsx';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { aplicarRetorno, previaDoRetorno } from './api.ts';
import { TabelaDoRetorno } from './TabelaDoRetorno.tsx';
import { TarifasAplicadas } from './TarifasAplicadas.tsx';

// mobilizacao.remessa.retorno, hand-written: a flow with a preview, not a record. The bank's
// return file is read (layout, bank, every record and what it will do) and nothing is applied
// until Aplicar sends it again; each record then acts on its charge, paid ones with the
// receivable's baixa in finance (retorno-detalhes shows what each did), and the file's fees
// booked as a paid despesa or, without a category for them, why not.

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  acoes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  resultado: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
});

const TAG_APLICAR = 'mobilizacao.remessa.aplicar';
/** The descriptor screen of what each record did (screens/mobilizacao/remessa/retorno-detalhes.json). */
const DETALHES = '/mobilizacao/remessa/retorno-detalhes';
const LAYOUTS: Readonly<Record<PreviaDoRetorno['layout'], string>> = { CNAB240: 'CNAB 240', CNAB400: 'CNAB 400', FEBRABAN150: 'FEBRABAN 150' };

interface Envio {
  arquivo: File;
  previa: PreviaDoRetorno;
}

export function RetornoPage() {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const { pode } = usePermissao();
  const [envio, setEnvio] = useState<Envio | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [aplicado, setAplicado] = useState<RetornoAplicado | null>(null);
  const detalhes = useLinkDaRota(DETALHES);

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

  const selecionar = (arquivos: File[]) => {
    const [arquivo] = arquivos;
    if (arquivo === undefined) return;
    setAplicado(null);
    setEnvio(null);
    void executar(async () => setEnvio({ arquivo, previa: await previaDoRetorno(arquivo) }));
  };

  const aplicar = () =>
    executar(async () => {
      if (envio === null) return;
      setAplicado(await aplicarRetorno(envio.arquivo));
      setEnvio(null);
    });

  return (
    <div className={estilos.pagina}>
      {/* A tab of the Remessa section, whose title is the page's h1: named as the engine's tabs are. */}
      <Subtitle1 as="h2">{t('Retorno do banco')}</Subtitle1>
      <Text>{t('Envie o arquivo de retorno do banco (CNAB 240, CNAB 400 ou FEBRABAN 150). Nada é aplicado antes de você conferir e confirmar.')}</Text>
      <AreaDeSoltar onSelecionar={selecionar} mensagem={t('Arraste e solte o arquivo de retorno aqui ou clique para selecionar')} desabilitado={ocupado}>
        {envio && <Text weight="semibold">{envio.arquivo.name}</Text>}
      </AreaDeSoltar>
      {ocupado && <Carregando />}
      {erro && <Aviso intent="error">{traduzir(erro)}</Aviso>}
      {aplicado && (
        <div className={estilos.resultado}>
          <Aviso intent="success">
            {t('Retorno nº {id} aplicado: {pagas} paga(s), {rejeitadas} rejeitada(s), {confirmadas} confirmada(s), {baixadas} baixada(s), {outras} sem efeito.', {
              id: aplicado.retornoId,
              pagas: aplicado.resultados.paga,
              rejeitadas: aplicado.resultados.rejeitada,
              confirmadas: aplicado.resultados.confirmada,
              baixadas: aplicado.resultados.baixada,
              outras: aplicado.resultados.ignorado + aplicado.resultados.nao_encontrada,
            })}
          </Aviso>
          <TarifasAplicadas tarifas={aplicado.tarifas} />
          <div>
            <Link {...detalhes}>{t('Ver o que cada registro fez')}</Link>
          </div>
        </div>
      )}
      {envio && (
        <>
          <Text weight="semibold">
            {t('Banco {banco}, {layout}: {n} registro(s).', { banco: envio.previa.banco, layout: LAYOUTS[envio.previa.layout], n: envio.previa.registros.length })}
          </Text>
          <TabelaDoRetorno registros={envio.previa.registros} />
          {pode([TAG_APLICAR]) && (
            <div className={estilos.acoes}>
              <Button appearance="primary" disabled={ocupado} onClick={() => void aplicar()}>
                {t('Aplicar')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
