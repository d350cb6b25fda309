import useSWR from 'swr';
import { Button, Field, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DeleteRegular, ImageEditRegular, PersonRegular } from '@fluentui/react-icons';
import { useDropzone } from 'react-dropzone';
import { urlAutenticada, urlDoArquivo } from '../../components/attachments/abrirArquivo.ts';
import { ACEITE_IMAGEM } from '../../components/upload/aceite.ts';
import { DialogosDoEnvio } from '../../components/upload/DialogosDoEnvio.tsx';
import { useEnvioDeArquivo } from '../../components/upload/useEnvioDeArquivo.ts';
import { useT } from '../../i18n/traducao.ts';
import { useCampo } from '../shared/useCampo.ts';
import type { WidgetProps } from '../types.ts';

export const DIRETORIO_DAS_FOTOS = 'fotos';
const ROTA_DA_FOTO = '/api/arquivos/{id}/download';

export interface Foto {
  id: number;
}

const useStyles = makeStyles({
  foto: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  moldura: {
    width: '120px',
    height: '120px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
  },
  soltando: { border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}` },
  imagem: { width: '100%', height: '100%', objectFit: 'cover' },
  semFoto: { display: 'flex', flexDirection: 'column', alignItems: 'center' },
  acoes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The photo's URL for an <img>: GET /api/arquivos/{id}/download?authtoken=... */
function useUrlDaFoto(id: number | null) {
  const { data } = useSWR(id === null ? null : ['foto-arquivo', id], ([, arquivoId]) =>
    urlAutenticada(urlDoArquivo(ROTA_DA_FOTO, arquivoId)),
  );
  return data ?? null;
}

/**
 * A photo field: value `{id}` of an uploaded image or null. 'Alterar foto' (or dropping an image
 * on the frame) crops and uploads a new one; 'Remover foto' clears it.
 */
export function PhotoWidget(props: WidgetProps<Foto>) {
  const styles = useStyles();
  const t = useT();
  const { campo, controle } = useCampo(props);
  const { valor, onChange, rotulo } = props;
  const id = valor?.id ?? null;
  const src = useUrlDaFoto(id);
  const { selecionar, enviando, dialogos } = useEnvioDeArquivo({
    diretorio: DIRETORIO_DAS_FOTOS,
    tipo: 'IMAGEM',
    onEnviado: (arquivo) => onChange({ id: arquivo.id }),
  });
  const bloqueado = controle.disabled || enviando;
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept: ACEITE_IMAGEM,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: bloqueado,
    onDrop: (aceitos) => selecionar(aceitos),
  });

  return (
    <Field {...campo}>
      {(doCampo) => (
        <div className={styles.foto}>
          <div {...getRootProps({ className: mergeClasses(styles.moldura, isDragActive && styles.soltando) })}>
            <input {...getInputProps({ ...doCampo, id: controle.id, required: props.obrigatorio, onBlur: controle.onBlur, disabled: bloqueado })} />
            {enviando ? (
              <Spinner size="small" label={t('Enviando...')} />
            ) : src ? (
              <img className={styles.imagem} src={src} alt={t('{campo}: foto atual', { campo: rotulo })} />
            ) : (
              <span className={styles.semFoto}>
                <PersonRegular fontSize={40} aria-hidden />
                <Text size={200}>{id === null ? t('Sem foto') : t('Carregando...')}</Text>
              </span>
            )}
          </div>
          <div className={styles.acoes}>
            <Button icon={<ImageEditRegular />} disabled={bloqueado} onClick={open}>
              {t('Alterar foto')}
            </Button>
            {id !== null && (
              <Button icon={<DeleteRegular />} disabled={bloqueado} onClick={() => onChange(null)}>
                {t('Remover foto')}
              </Button>
            )}
          </div>
          <DialogosDoEnvio estado={dialogos} />
        </div>
      )}
    </Field>
  );
}
