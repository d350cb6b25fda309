import { MessageBar, MessageBarBody, type MessageBarIntent } from '@fluentui/react-components';

interface AvisoProps {
  intent: MessageBarIntent;
  children: string;
}

/** An inline message on the page; errors and warnings are announced to screen readers at once. */
export function Aviso({ intent, children }: AvisoProps) {
  const urgente = intent === 'error' || intent === 'warning';
  return (
    <MessageBar intent={intent} role={urgente ? 'alert' : 'status'}>
      <MessageBarBody>{children}</MessageBarBody>
    </MessageBar>
  );
}
