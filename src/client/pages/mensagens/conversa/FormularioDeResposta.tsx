import { useState } from 'react';
import { Button, Field, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { AttachRegular, SendRegular } from '@fluentui/react-icons';
import { useSWRConfig } from 'swr';
import { errosDaResposta, LIMITES_DA_MENSAGEM } from '../../../../shared/api/mensagens.ts';
import { fieldErrorMap, fieldErrorsOf } from '../../../api/ApiError.ts';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { GerenciadorDeAnexos, type Anexo } from '../../../components/attachments/index.ts';
import { ResumoDeErros } from '../../../components/formulario/ResumoDeErros.tsx';
import { BotaoComCarregamento } from '../../../components/loading-button/index.ts';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { ehChaveDasMensagens, responderMensagem } from '../api.ts';
import { ROTA_DE_UPLOAD, ROTA_DOS_PROPRIOS_ARQUIVOS } from '../escrever/arquivos.ts';

const useEstilos = makeStyles({
  formulario: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  botoes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  erro: { color: tokens.colorPaletteRedForeground1 },
});

/** The reply at the foot of a conversation: it goes to everyone in it but the one replying. */
export function FormularioDeResposta({ mensagemId }: { mensagemId: number }) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const { mutate } = useSWRConfig();
  const [corpo, setCorpo] = useState('');
  const [anexos, setAnexos] = useState<Anexo[]>([]);
  const [comAnexos, setComAnexos] = useState(false);
  const [erros, setErros] = useState<Record<string, string>>({});

  async function responder() {
    const pedido = { corpo, anexos: anexos.map((a) => a.arquivo.id) };
    const locais = fieldErrorMap(errosDaResposta(pedido));
    setErros(locais);
    if (Object.keys(locais).length > 0) return;
    try {
      await responderMensagem(mensagemId, pedido);
      setCorpo('');
      setAnexos([]);
      setComAnexos(false);
      await mutate(ehChaveDasMensagens);
    } catch (erro) {
      setErros(fieldErrorsOf(erro));
      ignoreShownError(erro);
    }
  }

  return (
    <section className={estilos.formulario} aria-label={t('Responder')}>
      <Field label={t('Resposta')} validationMessage={erros.corpo === undefined ? undefined : traduzir(erros.corpo)} validationState={erros.corpo ? 'error' : 'none'}>
        <Textarea value={corpo} onChange={(_, d) => setCorpo(d.value)} resize="vertical" rows={4} maxLength={LIMITES_DA_MENSAGEM.corpo} />
      </Field>
      {comAnexos && (
        <GerenciadorDeAnexos anexos={anexos} onChange={setAnexos} rotaUpload={ROTA_DE_UPLOAD} rotaDownload={ROTA_DOS_PROPRIOS_ARQUIVOS} titulo={t('Anexos da resposta')} />
      )}
      {erros.anexos && (
        <Text role="alert" size={200} className={estilos.erro}>
          {traduzir(erros.anexos)}
        </Text>
      )}
      <ResumoDeErros erros={erros} />
      <div className={estilos.botoes}>
        <BotaoComCarregamento appearance="primary" icon={<SendRegular />} onClick={responder}>
          {t('Responder')}
        </BotaoComCarregamento>
        {!comAnexos && (
          <Button icon={<AttachRegular />} onClick={() => setComAnexos(true)}>
            {t('Anexar arquivos')}
          </Button>
        )}
      </div>
    </section>
  );
}
