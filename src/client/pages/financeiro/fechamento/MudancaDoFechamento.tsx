import { useState } from 'react';
import { Button, Field, Subtitle2, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { TAMANHO_DO_MOTIVO, type PedidoDeFechamento } from '../../../../shared/api/fechamento.ts';
import { ApiError } from '../../../api/ApiError.ts';
import { post } from '../../../api/http.ts';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { apresentacaoAvulsa } from '../../../widgets/apresentacao.ts';
import { DateTimePickerWidget } from '../../../widgets/date-time-picker/index.ts';

const useEstilos = makeStyles({
  secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '560px' },
  botoes: { display: 'flex', gap: tokens.spacingHorizontalS },
});

interface Props {
  id: string;
  titulo: string;
  rotuloDaData: string;
  botao: string;
  url: string;
  /** The reopening asks a reason and takes an empty date (reopen everything). */
  reabertura: boolean;
  onFeito(): void;
}

/** A closing or a reopening: the new lock date (and the reason), sent; a refusal shows under its field. */
export function MudancaDoFechamento({ id, titulo, rotuloDaData, botao, url, reabertura, onFeito }: Props) {
  const t = useT();
  const traduzir = useTraduzir();
  const estilos = useEstilos();
  const [data, setData] = useState<string | null>(null);
  const [motivo, setMotivo] = useState('');
  const [erros, setErros] = useState<Readonly<Record<string, string>>>({});
  const [enviando, setEnviando] = useState(false);

  const enviar = async () => {
    setEnviando(true);
    setErros({});
    try {
      const pedido: PedidoDeFechamento = { data, motivo: reabertura ? motivo : null };
      await post(url, pedido);
      setData(null);
      setMotivo('');
      onFeito();
    } catch (erro) {
      if (erro instanceof ApiError) setErros(Object.fromEntries(erro.errors.map((e) => [e.field, traduzir(e.message)])));
      ignoreShownError(erro);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <section className={estilos.secao} aria-labelledby={`${id}-titulo`}>
      <Subtitle2 as="h2" id={`${id}-titulo`}>{titulo}</Subtitle2>
      <DateTimePickerWidget
        id={`${id}-data`}
        campo="data"
        rotulo={rotuloDaData}
        valor={data}
        onChange={setData}
        obrigatorio={!reabertura}
        desabilitado={enviando}
        erro={erros['data'] ?? null}
        apresentacao={apresentacaoAvulsa('date-time-picker', rotuloDaData, { formato: 'date' })}
      />
      {reabertura && (
        <Field label={t('Motivo')} required validationState={erros['motivo'] ? 'error' : 'none'} validationMessage={erros['motivo']}>
          <Textarea id={`${id}-motivo`} value={motivo} maxLength={TAMANHO_DO_MOTIVO} onChange={(_e, d) => setMotivo(d.value)} disabled={enviando} />
        </Field>
      )}
      <div className={estilos.botoes}>
        <Button appearance="primary" disabled={enviando} onClick={() => void enviar()}>
          {botao}
        </Button>
      </div>
    </section>
  );
}
