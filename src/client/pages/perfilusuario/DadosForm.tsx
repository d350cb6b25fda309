import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button, Field, Input } from '@fluentui/react-components';
import type { PerfilContent } from '../../../shared/api/contract.ts';
import { fieldErrorsOf } from '../../api/ApiError.ts';
import { CONTEXT_URL, PERFIL_URL } from '../../api/endpoints.ts';
import { post } from '../../api/http.ts';
import { Formulario } from '../../components/layout/Formulario.tsx';
import { ResumoDeErros } from '../../components/formulario/ResumoDeErros.tsx';
import { useT, useTraduzir } from '../../i18n/traducao.ts';

export function DadosForm({ perfil }: { perfil: PerfilContent }) {
  const { mutate } = useSWRConfig();
  const t = useT();
  const traduzir = useTraduzir();
  const [nome, setNome] = useState(perfil.nome);
  const [email, setEmail] = useState(perfil.email ?? '');
  const [erros, setErros] = useState<Record<string, string>>({});
  const [salvando, setSalvando] = useState(false);

  async function salvar() {
    setSalvando(true);
    setErros({});
    try {
      const { content } = await post<PerfilContent>(PERFIL_URL, { nome, email: email.trim() || null });
      await mutate(PERFIL_URL, content, { revalidate: false });
      // The shell shows the user's name from the context.
      await mutate(CONTEXT_URL);
    } catch (falha) {
      setErros(fieldErrorsOf(falha));
    } finally {
      setSalvando(false);
    }
  }

  // The server's field messages are pt-BR keys.
  const mensagem = (campo: string) => (erros[campo] === undefined ? undefined : traduzir(erros[campo]));

  return (
    <Formulario rotulo={t('Dados do usuário')} onEnviar={() => void salvar()}>
      <Field label={t('Login')}>
        <Input value={perfil.login} readOnly />
      </Field>
      <Field label={t('Nome')} required validationMessage={mensagem('nome')}>
        <Input value={nome} onChange={(_, d) => setNome(d.value)} autoComplete="name" />
      </Field>
      <Field label={t('E-mail')} validationMessage={mensagem('email')}>
        <Input type="email" value={email} onChange={(_, d) => setEmail(d.value)} autoComplete="email" />
      </Field>
      <ResumoDeErros erros={erros} />
      <Button appearance="primary" type="submit" disabledFocusable={salvando}>
        {t('Salvar')}
      </Button>
    </Formulario>
  );
}
