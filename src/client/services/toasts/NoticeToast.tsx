import { Toast, ToastTitle, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  CheckmarkCircleFilled,
  ImportantFilled,
  InfoFilled,
  WarningFilled,
  type FluentIcon,
} from '@fluentui/react-icons';
import { useTraduzir } from '../../i18n/traducao.ts';
import type { Notice, NoticeIntent } from './notices.ts';

const useStyles = makeStyles({
  toast: { color: tokens.colorNeutralForegroundOnBrand },
  success: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  error: { backgroundColor: tokens.colorPaletteRedBackground3 },
  warning: { backgroundColor: tokens.colorPaletteDarkOrangeBackground3 },
  info: { backgroundColor: tokens.colorBrandBackground },
  title: { color: 'inherit' },
  media: { color: 'inherit' },
});

const ICONS: Record<NoticeIntent, FluentIcon> = {
  success: CheckmarkCircleFilled,
  error: ImportantFilled,
  warning: WarningFilled,
  info: InfoFilled,
};

export function NoticeToast({ notice }: { notice: Notice }) {
  const styles = useStyles();
  // A server's reply arrives in pt-BR; a text of the client is already in the language in force.
  const traduzir = useTraduzir();
  const Icon = ICONS[notice.intent];
  return (
    <Toast className={mergeClasses(styles.toast, styles[notice.intent])} data-intent={notice.intent}>
      <ToastTitle className={styles.title} media={{ className: styles.media, children: <Icon /> }}>
        {traduzir(notice.text)}
      </ToastTitle>
    </Toast>
  );
}
