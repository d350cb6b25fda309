import { useState } from 'react';
import { Button, Field, Input } from '@fluentui/react-components';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errosDaNovaSenha } from '../../../shared/senha.ts';
import { fieldErrorMap, fieldErrorsOf } from '../../api/ApiError.ts';
import { post } from '../../api/http.ts';
import { usePoliticaDeSenha } from '../../api/useParametros.ts';
import { pathFor } from '../../app/routes/pathFor.ts';
import { ResumoDeErros } from '../../components/formulario/ResumoDeErros.tsx';
import { Formulario } from '../../components/layout/Formulario.tsx';
import { PaginaDeEntrada } from '../../components/layout/PaginaDeEntrada.tsx';
import { LinkDaRota } from '../../components/navigation/LinkDaRota.tsx';
import { dicaDaPolitica } from '../../components/senha/dicaDaPolitica.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { LinkDeSenhaInvalido } from './LinkDeSenhaInvalido.tsx';

const CAMPOS = { senha: 'senha', confirmacao: 'confirmacaoSenha' };

export function NovaSenhaPage() {
  const navigate = useNavigate();
  const t = useT();
  const traduzir = useTraduzir();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [senha, setSenha] = useState('');
  const [confirmacaoSenha, setConfirmacaoSenha] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);
  const politica = usePoliticaDeSenha();

  async function salvar() {
    const locais = fieldErrorMap(errosDaNovaSenha(senha, confirmacaoSenha, CAMPOS, politica));
    setErros(locais);
    if (Object.keys(locais).length > 0) return;
    setEnviando(true);
    try {
      await post('/api/novasenha', { token, senha, confirmacaoSenha });
      navigate(pathFor('login'), { replace: true });
    } catch (falha) {
      setErros(fieldErrorsOf(falha));
      setEnviando(false);
    }
  }

  // The shared rules' and the server's messages are pt-BR keys.
  const mensagem = (campo: string) => (erros[campo] === undefined ? undefined : traduzir(erros[campo]));

  // No token, or one the server refused (expired or used): a new link is the way on.
  if (token === '' || erros.token !== undefined) {
    return (
      <PaginaDeEntrada titulo={t('Nova senha')}>
        <LinkDeSenhaInvalido />
      </PaginaDeEntrada>
    );
  }

  return (
    <PaginaDeEntrada titulo={t('Nova senha')}>
      <Formulario rotulo={t('Nova senha')} onEnviar={() => void salvar()}>
        <Field label={t('Nova senha')} required hint={erros.senha ? undefined : dicaDaPolitica(politica)} validationMessage={mensagem('senha')}>
          <Input type="password" value={senha} onChange={(_, d) => setSenha(d.value)} autoComplete="new-password" />
        </Field>
        <Field label={t('Confirme a nova senha')} required validationMessage={mensagem('confirmacaoSenha')}>
          <Input
            type="password"
            value={confirmacaoSenha}
            onChange={(_, d) => setConfirmacaoSenha(d.value)}
            autoComplete="new-password"
          />
        </Field>
        <ResumoDeErros erros={erros} />
        <Button appearance="primary" type="submit" disabledFocusable={enviando}>
          {t('Salvar')}
        </Button>
        <LinkDaRota path={pathFor('login')}>{t('Voltar para o login')}</LinkDaRota>
      </Formulario>
    </PaginaDeEntrada>
  );
}
