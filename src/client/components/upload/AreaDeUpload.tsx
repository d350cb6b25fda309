import { Spinner } from '@fluentui/react-components';
import { useT } from '../../i18n/traducao.ts';
import { AreaDeSoltar } from './AreaDeSoltar.tsx';
import { aceiteDo } from './aceite.ts';
import { DialogosDoEnvio } from './DialogosDoEnvio.tsx';
import { useEnvioDeArquivo, type OpcoesDoEnvio } from './useEnvioDeArquivo.ts';

export interface AreaDeUploadProps extends OpcoesDoEnvio {
  mensagem?: string;
  /** ALL only: several files go in one request (file, file-1, file-2). */
  multiplo?: boolean;
  desabilitado?: boolean;
}

/** The file drop-upload: drop or choose, crop an image, send to /api/arquivos. */
export function AreaDeUpload({ mensagem, multiplo = false, desabilitado = false, ...opcoes }: AreaDeUploadProps) {
  const t = useT();
  const { selecionar, enviando, dialogos } = useEnvioDeArquivo(opcoes);
  return (
    <>
      <AreaDeSoltar
        onSelecionar={selecionar}
        mensagem={mensagem}
        aceite={aceiteDo(opcoes.tipo)}
        multiplo={multiplo && opcoes.tipo === 'ALL'}
        desabilitado={desabilitado || enviando}
      >
        {enviando && <Spinner size="tiny" label={t('Enviando...')} />}
      </AreaDeSoltar>
      <DialogosDoEnvio estado={dialogos} />
    </>
  );
}
