import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button, Field, Input } from '@fluentui/react-components';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ContextContent, LoginContent } from '../../../shared/api/contract.ts';
import { MENSAGENS } from '../../../shared/messages.ts';
import { required } from '../../../shared/validation/rules/required.ts';
import { messageOf } from '../../api/ApiError.ts';
import { CONTEXT_URL } from '../../api/endpoints.ts';
import { post } from '../../api/http.ts';
import { fetchContent } from '../../api/useApi.ts';
import { useParametrosPublicos } from '../../api/useParametros.ts';
import { ShellAdiado } from '../../app/lazy/areaDaSessaoAdiada.ts';
import { pathFor } from '../../app/routes/pathFor.ts';
import { storeToken } from '../../auth/token.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { LinkDaRota } from '../../components/navigation/LinkDaRota.tsx';
import { ResumoDeErros } from '../../components/formulario/ResumoDeErros.tsx';
import { Formulario } from '../../components/layout/Formulario.tsx';
import { PaginaDeEntrada } from '../../components/layout/PaginaDeEntrada.tsx';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { destinoAposLogin } from './destinoAposLogin.ts';

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { mutate } = useSWRConfig();
  const t = useT();
  const traduzir = useTraduzir();
  const { data: instituicao } = useParametrosPublicos();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [obrigatorios, setObrigatorios] = useState<{ username?: string; password?: string }>({});
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function entrar() {
    const faltando = { username: required(username) ?? undefined, password: required(password) ?? undefined };
    setObrigatorios(faltando);
    setErro(null);
    if (faltando.username || faltando.password) return;

    setEnviando(true);
    try {
      const { content } = await post<LoginContent>('/api/login', { username, password });
      storeToken(content.token);
      // The shell's code comes while the context loads: the next page opens inside it.
      void ShellAdiado.precarregar();
    } catch (falha) {
      setErro(messageOf(falha));
      setEnviando(false);
      return;
    }
    try {
      const contexto = await fetchContent<ContextContent>(CONTEXT_URL);
      await mutate(CONTEXT_URL, contexto, { revalidate: false });
      navigate(destinoAposLogin(contexto, params.get('redirect')), { replace: true });
    } catch {
      setErro(MENSAGENS.contextoFalhou);
      setEnviando(false);
    }
  }

  return (
    <PaginaDeEntrada titulo={t('Entrar')} instituicao={instituicao}>
      <Formulario rotulo={t('Entrar')} onEnviar={() => void entrar()}>
        {/* The server's message, or a fixed one: pt-BR keys. */}
        {erro && <Aviso intent="error">{traduzir(erro)}</Aviso>}
        <Field label={t('Usuário')} required validationMessage={obrigatorios.username && traduzir(obrigatorios.username)}>
          <Input value={username} onChange={(_, data) => setUsername(data.value)} autoComplete="username" />
        </Field>
        <Field label={t('Senha')} required validationMessage={obrigatorios.password && traduzir(obrigatorios.password)}>
          <Input
            type="password"
            value={password}
            onChange={(_, data) => setPassword(data.value)}
            autoComplete="current-password"
          />
        </Field>
        <ResumoDeErros erros={obrigatorios} />
        <Button appearance="primary" type="submit" disabledFocusable={enviando}>
          {t('Entrar')}
        </Button>
        <LinkDaRota path={pathFor('recuperarsenha')}>{t('Esqueci minha senha')}</LinkDaRota>
      </Formulario>
      <LinkDaRota path={pathFor('politicaprivacidade')}>{t('Política de privacidade')}</LinkDaRota>
    </PaginaDeEntrada>
  );
}
