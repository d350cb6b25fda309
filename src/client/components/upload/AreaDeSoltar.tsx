import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useDropzone, type Accept } from 'react-dropzone';
import { useT } from '../../i18n/traducao.ts';

/** Section 9: the default message invites to drag and drop or click to select (its pt-BR text, as shown by default). */
export const MENSAGEM_PADRAO_UPLOAD = 'Arraste e solte o arquivo aqui ou clique para selecionar';

const useStyles = makeStyles({
  area: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalL,
    textAlign: 'center',
    cursor: 'pointer',
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  ativa: { border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  desabilitada: { cursor: 'not-allowed', color: tokens.colorNeutralForegroundDisabled },
  erro: { color: tokens.colorPaletteRedForeground1 },
});

/** What a form field gives its input: the id its label points at, required, invalid, described by. */
export type PropsDaEntrada = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'required' | 'aria-invalid' | 'aria-required' | 'aria-describedby' | 'aria-labelledby' | 'onBlur'
>;

interface AreaDeSoltarProps {
  onSelecionar(arquivos: File[]): void;
  mensagem?: string;
  aceite?: Accept;
  multiplo?: boolean;
  desabilitado?: boolean;
  /** Shown under the message, e.g. the chosen file's name or a progress spinner. */
  children?: ReactNode;
  /** For a form field: the id its label points at, required, aria-invalid. */
  entrada?: PropsDaEntrada;
}

/** A drop zone that also opens the file chooser on click, Enter or Space; it only selects. */
export function AreaDeSoltar(props: AreaDeSoltarProps) {
  const t = useT();
  const { onSelecionar, mensagem = t('Arraste e solte o arquivo aqui ou clique para selecionar'), aceite, multiplo = false, desabilitado = false, children, entrada } = props;
  const styles = useStyles();
  const [recusado, setRecusado] = useState(false);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: aceite,
    multiple: multiplo,
    disabled: desabilitado,
    onDrop: (aceitos, recusados) => {
      setRecusado(recusados.length > 0 && aceitos.length === 0);
      onSelecionar(aceitos);
    },
  });
  return (
    <div>
      <div
        {...getRootProps({
          className: mergeClasses(styles.area, isDragActive && styles.ativa, desabilitado && styles.desabilitada),
          role: 'button',
          'aria-disabled': desabilitado || undefined,
        })}
      >
        <ArrowUploadRegular fontSize={24} aria-hidden />
        <Text>{mensagem}</Text>
        {children}
      </div>
      {/* Beside the button, not in it: a control nested in a button is lost to screen readers.
          Disabled too, so a label pointing at it is no way around desabilitado. */}
      <input {...getInputProps({ 'aria-label': entrada?.id ? undefined : mensagem, ...entrada, disabled: desabilitado })} />
      {recusado && (
        <Text role="alert" size={200} className={styles.erro}>
          {t('Tipo de arquivo não permitido. Envie uma imagem png, jpg, jpeg ou gif.')}
        </Text>
      )}
    </div>
  );
}
