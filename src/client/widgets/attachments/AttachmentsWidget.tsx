import { useMemo } from 'react';
import { Field } from '@fluentui/react-components';
import { GerenciadorDeAnexos } from '../../components/attachments/GerenciadorDeAnexos.tsx';
import type { Anexo, ArquivoDoAnexo } from '../../components/attachments/tipos.ts';
import { useCampo } from '../shared/useCampo.ts';
import type { WidgetProps } from '../types.ts';

export const ROTA_UPLOAD_ANEXOS = '/api/arquivos?diretorio=anexos&tipo=ALL';
export const ROTA_DOWNLOAD_ANEXOS = '/api/arquivos/{id}/download';

/** A form field whose value is the list of uploaded file records. */
export function AttachmentsWidget(props: WidgetProps<ArquivoDoAnexo[]>) {
  const { campo, controle } = useCampo(props);
  const { valor, onChange } = props;
  const anexos = useMemo<Anexo[]>(() => (valor ?? []).map((arquivo) => ({ arquivo })), [valor]);
  return (
    <Field {...campo}>
      {(doCampo) => (
        <GerenciadorDeAnexos
          titulo={null}
          anexos={anexos}
          onChange={(lista) => onChange(lista.map((anexo) => anexo.arquivo))}
          rotaUpload={ROTA_UPLOAD_ANEXOS}
          rotaDownload={ROTA_DOWNLOAD_ANEXOS}
          desabilitado={controle.disabled}
          entrada={{ ...doCampo, id: controle.id, required: props.obrigatorio, onBlur: controle.onBlur }}
        />
      )}
    </Field>
  );
}
