import { useState } from 'react';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { erroDoDestinatario, URL_EMAIL_DE_TESTE } from '../../../../shared/api/parametrosEmail.ts';
import { fieldErrorsOf } from '../../../api/ApiError.ts';
import { post } from '../../../api/http.ts';
import { ResumoDeErros } from '../../../components/formulario/ResumoDeErros.tsx';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';

const useEstilos = makeStyles({
  formulario: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  linha: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  campo: { flexGrow: 1, minWidth: 'min(100%, 260px)' },
});

/** Sends a test e-mail through the server in force (or to the outbox); the reply's message is the toast. */
export function EmailDeTeste({ onEnviado }: { onEnviado(): Promise<unknown> }) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const [para, setPara] = useState('');
  const [erro, setErro] = useState<string | undefined>();
  const [enviando, setEnviando] = useState(false);

  async function enviar() {
    const local = erroDoDestinatario(para);
    setErro(local ?? undefined);
    if (local !== null) return;
    setEnviando(true);
    try {
      await post(URL_EMAIL_DE_TESTE, { para: para.trim() });
    } catch (falha) {
      setErro(fieldErrorsOf(falha).para);
    } finally {
      setEnviando(false);
      // A refused send is in the outbox too, with its error.
      await onEnviado();
    }
  }

  return (
    <form
      className={estilos.formulario}
      aria-label={t('E-mail de teste')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void enviar();
      }}
    >
      <div className={estilos.linha}>
        <Field label={t('Enviar para')} required validationMessage={erro === undefined ? undefined : traduzir(erro)} className={estilos.campo}>
          <Input type="email" value={para} autoComplete="email" onChange={(_, d) => setPara(d.value)} />
        </Field>
        <Button type="submit" icon={<SendRegular />} disabledFocusable={enviando}>
          {t('Enviar e-mail de teste')}
        </Button>
      </div>
      <ResumoDeErros erros={{ para: erro }} />
    </form>
  );
}
