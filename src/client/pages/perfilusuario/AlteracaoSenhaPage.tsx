import { useState } from 'react';
import { Button, Checkbox, Field, Input } from '@fluentui/react-components';
import { errosDaNovaSenha } from '../../../shared/senha.ts';
import { required } from '../../../shared/validation/index.ts';
import { fieldErrorMap, fieldErrorsOf } from '../../api/ApiError.ts';
import { post } from '../../api/http.ts';
import { usePoliticaDeSenha } from '../../api/useParametros.ts';
import { Formulario } from '../../components/layout/Formulario.tsx';
import { ResumoDeErros } from '../../components/formulario/ResumoDeErros.tsx';
import { dicaDaPolitica } from '../../components/senha/dicaDaPolitica.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';

const CAMPOS = { senha: 'novaSenha', confirmacao: 'confirmacaoSenha' };

export function AlteracaoSenhaPage() {
  const t = useT();
  const traduzir = useTraduzir();
  const [senhaAtual, setSenhaAtual] = useState('');
  const [novaSenha, setNovaSenha] = useState('');
  const [confirmacaoSenha, setConfirmacaoSenha] = useState('');
  const [encerrarOutrasSessoes, setEncerrarOutrasSessoes] = useState(false);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [salvando, setSalvando] = useState(false);
  const politica = usePoliticaDeSenha();

  async function salvar() {
    const faltaAtual = required(senhaAtual);
    const locais = fieldErrorMap([
      ...(faltaAtual ? [{ field: 'senhaAtual', message: faltaAtual }] : []),
      ...errosDaNovaSenha(novaSenha, confirmacaoSenha, CAMPOS, politica),
    ]);
    setErros(locais);
    if (Object.keys(locais).length > 0) return;

    setSalvando(true);
    try {
      await post('/api/perfilusuario/senha', { senhaAtual, novaSenha, confirmacaoSenha, encerrarOutrasSessoes });
      setSenhaAtual('');
      setNovaSenha('');
      setConfirmacaoSenha('');
      setEncerrarOutrasSessoes(false);
    } catch (falha) {
      setErros(fieldErrorsOf(falha));
    } finally {
      setSalvando(false);
    }
  }

  // The shared rules' and the server's messages are pt-BR keys.
  const mensagem = (campo: string) => (erros[campo] === undefined ? undefined : traduzir(erros[campo]));

  return (
    <Formulario rotulo={t('Alteração de senha')} onEnviar={() => void salvar()}>
      <Field label={t('Senha atual')} required validationMessage={mensagem('senhaAtual')}>
        <Input
          type="password"
          value={senhaAtual}
          onChange={(_, d) => setSenhaAtual(d.value)}
          autoComplete="current-password"
        />
      </Field>
      <Field label={t('Nova senha')} required hint={erros.novaSenha ? undefined : dicaDaPolitica(politica)} validationMessage={mensagem('novaSenha')}>
        <Input type="password" value={novaSenha} onChange={(_, d) => setNovaSenha(d.value)} autoComplete="new-password" />
      </Field>
      <Field label={t('Confirme a nova senha')} required validationMessage={mensagem('confirmacaoSenha')}>
        <Input
          type="password"
          value={confirmacaoSenha}
          onChange={(_, d) => setConfirmacaoSenha(d.value)}
          autoComplete="new-password"
        />
      </Field>
      <Checkbox
        label={t('Encerrar minhas outras sessões')}
        checked={encerrarOutrasSessoes}
        onChange={(_, d) => setEncerrarOutrasSessoes(d.checked === true)}
      />
      <ResumoDeErros erros={erros} />
      <Button appearance="primary" type="submit" disabledFocusable={salvando}>
        {t('Salvar')}
      </Button>
    </Formulario>
  );
}
