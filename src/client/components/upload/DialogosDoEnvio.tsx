import { DialogoArquivoVazio } from './DialogoArquivoVazio.tsx';
import { DialogoDeRecorte } from './DialogoDeRecorte.tsx';
import type { DialogosDoEnvioEstado } from './useEnvioDeArquivo.ts';

/** The two dialogs an upload may open: the empty-file warning and the image crop. */
export function DialogosDoEnvio({ estado }: { estado: DialogosDoEnvioEstado }) {
  return (
    <>
      {estado.vazio && <DialogoArquivoVazio onFechar={estado.fecharVazio} />}
      {estado.recorte && <DialogoDeRecorte {...estado.recorte} />}
    </>
  );
}
