import { Button, Field, Input, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, SaveRegular, SendRegular } from '@fluentui/react-icons';
import { LIMITES_DA_MENSAGEM } from '../../../../shared/api/mensagens.ts';
import { GerenciadorDeAnexos } from '../../../components/attachments/index.ts';
import { ResumoDeErros } from '../../../components/formulario/ResumoDeErros.tsx';
import { BotaoComCarregamento } from '../../../components/loading-button/index.ts';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { ROTA_DE_UPLOAD, ROTA_DOS_PROPRIOS_ARQUIVOS } from './arquivos.ts';
import { CampoDosDestinatarios } from './CampoDosDestinatarios.tsx';
import { useFormularioDaMensagem, type ValoresDaMensagem } from './useFormularioDaMensagem.ts';

const useEstilos = makeStyles({
  formulario: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '860px', minWidth: 0 },
  erro: { color: tokens.colorPaletteRedForeground1 },
  botoes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  nota: { color: tokens.colorNeutralForeground3 },
});

const estado = (erro: string | undefined) => (erro ? 'error' : 'none');

interface FormularioDaMensagemProps {
  inicial: ValoresDaMensagem;
  rascunhoId: number | null;
}

/** Compose a message: recipients, subject, plain-text body and attachments; send it or keep it as a draft. */
export function FormularioDaMensagem({ inicial, rascunhoId }: FormularioDaMensagemProps) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const { valores, erros, mudar, enviar, salvar, descartar } = useFormularioDaMensagem(inicial, rascunhoId);
  const erroDe = (campo: string) => {
    const erro = erros[campo];
    return erro === undefined ? undefined : traduzir(erro);
  };
  return (
    <form className={estilos.formulario} onSubmit={(e) => e.preventDefault()} noValidate>
      <CampoDosDestinatarios valor={valores.destinatarios} onChange={(d) => mudar('destinatarios', d)} erro={erros.destinatarios ?? null} desabilitado={false} />
      <Field label={t('Assunto')} required validationMessage={erroDe('assunto')} validationState={estado(erros.assunto)}>
        <Input value={valores.assunto} maxLength={LIMITES_DA_MENSAGEM.assunto} onChange={(_, d) => mudar('assunto', d.value)} />
      </Field>
      <Field label={t('Mensagem')} required validationMessage={erroDe('corpo')} validationState={estado(erros.corpo)} hint={t('Texto simples; quebras de linha são mantidas.')}>
        <Textarea value={valores.corpo} rows={10} resize="vertical" maxLength={LIMITES_DA_MENSAGEM.corpo} onChange={(_, d) => mudar('corpo', d.value)} />
      </Field>
      <GerenciadorDeAnexos anexos={valores.anexos} onChange={(a) => mudar('anexos', a)} rotaUpload={ROTA_DE_UPLOAD} rotaDownload={ROTA_DOS_PROPRIOS_ARQUIVOS} />
      {erros.anexos && (
        <Text role="alert" size={200} className={estilos.erro}>
          {erroDe('anexos')}
        </Text>
      )}
      <ResumoDeErros erros={erros} />
      <div className={estilos.botoes}>
        <BotaoComCarregamento appearance="primary" icon={<SendRegular />} onClick={enviar}>
          {t('Enviar')}
        </BotaoComCarregamento>
        <BotaoComCarregamento icon={<SaveRegular />} onClick={salvar}>
          {t('Salvar rascunho')}
        </BotaoComCarregamento>
        <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => void descartar()}>
          {rascunhoId === null ? t('Cancelar') : t('Excluir rascunho')}
        </Button>
      </div>
    </form>
  );
}
