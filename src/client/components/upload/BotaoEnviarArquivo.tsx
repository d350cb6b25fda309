import type { ReactNode } from 'react';
import { Button, Spinner, type ButtonProps } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useDropzone } from 'react-dropzone';
import { useT } from '../../i18n/traducao.ts';
import { aceiteDo } from './aceite.ts';
import { DialogosDoEnvio } from './DialogosDoEnvio.tsx';
import { useEnvioDeArquivo, type OpcoesDoEnvio } from './useEnvioDeArquivo.ts';

export interface BotaoEnviarArquivoProps extends OpcoesDoEnvio {
  children?: ReactNode;
  appearance?: ButtonProps['appearance'];
  desabilitado?: boolean;
}

/** The single-file upload button: opens the file chooser and uploads the way the drop area does. */
export function BotaoEnviarArquivo({ children, appearance, desabilitado = false, ...opcoes }: BotaoEnviarArquivoProps) {
  const t = useT();
  const texto = children ?? t('Enviar arquivo');
  const { selecionar, enviando, dialogos } = useEnvioDeArquivo(opcoes);
  const { getInputProps, open } = useDropzone({
    accept: aceiteDo(opcoes.tipo),
    multiple: false,
    noClick: true,
    noKeyboard: true,
    noDrag: true,
    disabled: desabilitado || enviando,
    onDrop: (aceitos) => selecionar(aceitos),
  });
  return (
    <>
      <input {...getInputProps({ 'aria-label': typeof texto === 'string' ? texto : t('Enviar arquivo') })} />
      <Button
        appearance={appearance}
        icon={enviando ? <Spinner size="tiny" /> : <ArrowUploadRegular />}
        disabled={desabilitado}
        disabledFocusable={!desabilitado && enviando}
        onClick={open}
      >
        {texto}
      </Button>
      <DialogosDoEnvio estado={dialogos} />
    </>
  );
}
