import { useState } from 'react';
import { Button, Field, Input } from '@fluentui/react-components';
import { required } from '../../../shared/validation/rules/required.ts';
import { fieldErrorsOf } from '../../api/ApiError.ts';
import { post } from '../../api/http.ts';
import { pathFor } from '../../app/routes/pathFor.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { ResumoDeErros } from '../../components/formulario/ResumoDeErros.tsx';
import { Formulario } from '../../components/layout/Formulario.tsx';
import { PaginaDeEntrada } from '../../components/layout/PaginaDeEntrada.tsx';
import { LinkDaRota } from '../../components/navigation/LinkDaRota.tsx';
import { useT, useTraduzir } from '../../i18n/traducao.ts';

export function RecuperarSenhaPage() {
  const t = useT();
  const traduzir = useTraduzir();
  const [login, setLogin] = useState('');
  const [erroDoCampo, setErroDoCampo] = useState<string | undefined>();
  const [resposta, setResposta] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function enviar() {
    const faltando = required(login.trim());
    setErroDoCampo(faltando ?? undefined);
    if (faltando) return;
    setEnviando(true);
    setResposta(null);
    try {
      const { message } = await post<null>('/api/recuperarsenha', { login: login.trim() });
      setResposta(message ?? null);
    } catch (falha) {
      setErroDoCampo(fieldErrorsOf(falha).login);
    } finally {
      setEnviando(false);
    }
  }

  return (
    <PaginaDeEntrada titulo={t('Recuperar senha')}>
      <Formulario rotulo={t('Recuperar senha')} onEnviar={() => void enviar()}>
        {/* The server's reply and the shared rule's message are pt-BR keys. */}
        {resposta && <Aviso intent="success">{traduzir(resposta)}</Aviso>}
        <Field label={t('Usuário ou e-mail')} required validationMessage={erroDoCampo && traduzir(erroDoCampo)}>
          <Input value={login} onChange={(_, data) => setLogin(data.value)} autoComplete="username" />
        </Field>
        <ResumoDeErros erros={{ login: erroDoCampo }} />
        <Button appearance="primary" type="submit" disabledFocusable={enviando}>
          {t('Enviar')}
        </Button>
        <LinkDaRota path={pathFor('login')}>{t('Voltar para o login')}</LinkDaRota>
      </Formulario>
    </PaginaDeEntrada>
  );
}
