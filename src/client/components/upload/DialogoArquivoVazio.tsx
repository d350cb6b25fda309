import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useT } from '../../i18n/traducao.ts';

/** Files copied from a phone over USB often arrive with zero bytes; nothing to cancel, only to read. */
export function DialogoArquivoVazio({ onFechar }: { onFechar(): void }) {
  const t = useT();
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onFechar()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('Atenção!')}</DialogTitle>
          <DialogContent>
            {t('O arquivo selecionado parece estar vazio. Se ele veio de um celular conectado por USB, copie-o primeiro para o computador e tente novamente.')}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onFechar}>
              OK
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export function temArquivoVazio(arquivos: readonly File[]): boolean {
  return arquivos.some((arquivo) => arquivo.size === 0);
}
