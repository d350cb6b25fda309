import { Link } from '@fluentui/react-components';
import { useLinkDaRota } from './useLinkDaRota.ts';

export function LinkDaRota({ path, children }: { path: string; children: string }) {
  return <Link {...useLinkDaRota(path)}>{children}</Link>;
}
