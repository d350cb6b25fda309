import { Field } from '@fluentui/react-components';
import { GerenciadorDeAnexos } from '../../components/attachments/GerenciadorDeAnexos.tsx';
import type { Anexo } from '../../components/attachments/tipos.ts';
import { useCampo } from '../shared/useCampo.ts';
import type { WidgetProps } from '../types.ts';
import { useTiposDeDocumento } from './useTiposDeDocumento.ts';

export const ROTA_UPLOAD_ANEXOS = '/api/arquivos?diretorio=anexos&tipo=ALL';
export const ROTA_DOWNLOAD_ANEXOS = '/api/arquivos/{id}/download';

const SEM_ANEXOS: readonly Anexo[] = [];

/** What the record keeps of an attachment: the uploaded file's record has more than its id and name. */
const doRegistro = ({ arquivo, ...anexo }: Anexo): Anexo => ({ ...anexo, arquivo: { id: arquivo.id, fileName: arquivo.fileName } });

/**
 * A form field whose value is the record's attachments (specification, section 3: Anexo is id,
 * arquivo, tipoAnexo). When the model refers the attachments to a document type, its records are
 * offered and each new attachment needs one.
 */
export function AttachmentsWidget(props: WidgetProps<Anexo[]>) {
  const { campo, controle } = useCampo(props);
  const { valor, onChange, apresentacao } = props;
  const tiposDeDocumento = useTiposDeDocumento(apresentacao.referencia);
  return (
    <Field {...campo}>
      {(doCampo) => (
        <GerenciadorDeAnexos
          titulo={null}
          anexos={valor ?? SEM_ANEXOS}
          onChange={(lista) => onChange(lista.map(doRegistro))}
          rotaUpload={ROTA_UPLOAD_ANEXOS}
          rotaDownload={ROTA_DOWNLOAD_ANEXOS}
          tiposDeDocumento={tiposDeDocumento}
          desabilitado={controle.disabled}
          entrada={{ ...doCampo, id: controle.id, 'aria-labelledby': controle['aria-labelledby'], required: props.obrigatorio, onBlur: controle.onBlur }}
        />
      )}
    </Field>
  );
}
