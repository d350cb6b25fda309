import { useState } from 'react';
import { Button, Field, Input, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowResetRegular } from '@fluentui/react-icons';
import { useSWRConfig } from 'swr';
import { errosDoEmail, URL_PARAMETROS_EMAIL, type EstadoDoEmail, type OrigemDoEmail, type PedidoDeEmail } from '../../../../shared/api/parametrosEmail.ts';
import { fieldErrorMap, fieldErrorsOf } from '../../../api/ApiError.ts';
import { del, put } from '../../../api/http.ts';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { Aviso } from '../../../components/feedback/Aviso.tsx';
import { ResumoDeErros } from '../../../components/formulario/ResumoDeErros.tsx';
import { BotaoComCarregamento } from '../../../components/loading-button/BotaoComCarregamento.tsx';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';

const useEstilos = makeStyles({
  formulario: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  acoes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
  porta: { maxWidth: '12rem' },
});

const origens = (t: ReturnType<typeof useT>): Readonly<Record<OrigemDoEmail, string>> => ({
  parametros: t('Em uso: o servidor salvo nesta tela.'),
  ambiente: t('Em uso: o servidor padrão do ambiente (SMTP_URL). Salvar aqui o substitui.'),
  nenhuma: t('Nenhum servidor SMTP configurado: os e-mails ficam na caixa de saída abaixo.'),
});

interface Campos {
  host: string;
  porta: string;
  seguro: boolean;
  usuario: string;
  senha: string;
  remetente: string;
}

const camposDo = (e: EstadoDoEmail): Campos => ({ host: e.host, porta: String(e.porta), seguro: e.seguro, usuario: e.usuario, senha: '', remetente: e.remetente });

const pedidoDos = (c: Campos): PedidoDeEmail => ({
  host: c.host.trim(),
  porta: /^\s*\d+\s*$/.test(c.porta) ? Number(c.porta) : Number.NaN,
  seguro: c.seguro,
  usuario: c.usuario.trim(),
  senha: c.senha,
  remetente: c.remetente.trim(),
});

/** The SMTP server: the password is never shown, only whether one is set; empty keeps it. */
export function FormularioSmtp({ estado, podeEditar }: { estado: EstadoDoEmail; podeEditar: boolean }) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const { mutate } = useSWRConfig();
  const [campos, setCampos] = useState(() => camposDo(estado));
  const [erros, setErros] = useState<Record<string, string>>({});
  const erroDe = (campo: keyof Campos) => {
    const erro = erros[campo];
    return erro === undefined ? undefined : traduzir(erro);
  };
  const [salvando, setSalvando] = useState(false);
  const alterar = <C extends keyof Campos>(campo: C, valor: Campos[C]) => setCampos((c) => ({ ...c, [campo]: valor }));

  async function aplicar(novo: EstadoDoEmail) {
    await mutate(URL_PARAMETROS_EMAIL, novo, { revalidate: false });
    setCampos(camposDo(novo));
    setErros({});
  }

  async function salvar() {
    const pedido = pedidoDos(campos);
    const locais = fieldErrorMap(errosDoEmail(pedido));
    setErros(locais);
    if (Object.keys(locais).length > 0) return;
    setSalvando(true);
    try {
      await aplicar((await put<EstadoDoEmail>(URL_PARAMETROS_EMAIL, pedido)).content);
    } catch (falha) {
      setErros(fieldErrorsOf(falha));
    } finally {
      setSalvando(false);
    }
  }

  const restaurar = () => del<EstadoDoEmail>(URL_PARAMETROS_EMAIL).then(({ content }) => aplicar(content), ignoreShownError);

  return (
    <form
      className={estilos.formulario}
      aria-label={t('Servidor de e-mail')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void salvar();
      }}
    >
      <Aviso intent="info">{origens(t)[estado.origem]}</Aviso>
      <Field label={t('Servidor SMTP')} required hint={t('Por exemplo, smtp.suaorganizacao.org.br.')} validationMessage={erroDe('host')}>
        <Input value={campos.host} readOnly={!podeEditar} spellCheck={false} onChange={(_, d) => alterar('host', d.value)} />
      </Field>
      <Field label={t('Porta')} required hint={t('587 (STARTTLS) ou 465 (TLS).')} validationMessage={erroDe('porta')} className={estilos.porta}>
        <Input type="number" inputMode="numeric" min={1} max={65535} value={campos.porta} readOnly={!podeEditar} onChange={(_, d) => alterar('porta', d.value)} />
      </Field>
      <Field label={t('Conexão segura (TLS)')} hint={t('Ligue para a porta 465; na 587 a conexão passa a TLS quando o servidor oferece.')} validationMessage={erroDe('seguro')}>
        <Switch checked={campos.seguro} disabled={!podeEditar} onChange={(_, d) => alterar('seguro', d.checked)} />
      </Field>
      <Field label={t('Usuário')} hint={t('Em branco, o servidor é usado sem autenticação.')} validationMessage={erroDe('usuario')}>
        <Input value={campos.usuario} readOnly={!podeEditar} autoComplete="off" onChange={(_, d) => alterar('usuario', d.value)} />
      </Field>
      <Field
        label={t('Senha')}
        hint={estado.senhaDefinida ? t('Senha: definida. Deixe em branco para mantê-la.') : t('Senha: não definida.')}
        validationMessage={erroDe('senha')}
      >
        <Input type="password" value={campos.senha} readOnly={!podeEditar} autoComplete="new-password" onChange={(_, d) => alterar('senha', d.value)} />
      </Field>
      <Field label={t('Endereço do remetente')} required hint={t('Os e-mails saem com o nome da instituição e este endereço.')} validationMessage={erroDe('remetente')}>
        <Input type="email" value={campos.remetente} readOnly={!podeEditar} onChange={(_, d) => alterar('remetente', d.value)} />
      </Field>
      <ResumoDeErros erros={erros} />
      {podeEditar && (
        <div className={estilos.acoes}>
          {estado.origem === 'parametros' && (
            <BotaoComCarregamento icon={<ArrowResetRegular />} onClick={restaurar}>
              {t('Restaurar padrão')}
            </BotaoComCarregamento>
          )}
          <Button appearance="primary" type="submit" disabledFocusable={salvando}>
            {t('Salvar')}
          </Button>
        </div>
      )}
    </form>
  );
}
