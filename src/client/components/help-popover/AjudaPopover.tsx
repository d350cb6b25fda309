import { Button, Popover, PopoverSurface, PopoverTrigger, makeStyles } from '@fluentui/react-components';
import { InfoRegular } from '@fluentui/react-icons';
import { useT } from '../../i18n/traducao.ts';

/** Specification, section 9. */
export const ATRASO_FECHAR_AJUDA_MS = 200;

const useStyles = makeStyles({
  texto: { maxWidth: '320px', whiteSpace: 'pre-line' },
});

interface AjudaPopoverProps {
  texto: string;
  /** What the help is about, for the button's accessible name. */
  assunto?: string;
}

/** An info button whose help opens on hover, click or Enter, and hides 200 ms after the pointer leaves. */
export function AjudaPopover({ texto, assunto }: AjudaPopoverProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <Popover openOnHover mouseLeaveDelay={ATRASO_FECHAR_AJUDA_MS} withArrow>
      <PopoverTrigger disableButtonEnhancement>
        <Button appearance="transparent" size="small" icon={<InfoRegular />} aria-label={assunto ? t('Ajuda: {assunto}', { assunto }) : t('Ajuda')} />
      </PopoverTrigger>
      <PopoverSurface className={styles.texto}>
        {texto}
      </PopoverSurface>
    </Popover>
  );
}
