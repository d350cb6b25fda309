import { Toaster } from '@fluentui/react-components';

/**
 * One toaster for new messages and new notices (the live listeners dispatch to it by this id),
 * at the bottom start: the notices of jobs take the bottom end, the request feedback the top.
 */
export const TOASTER_DA_COMUNICACAO = 'comunicacao-ao-vivo';

export function ToasterDaComunicacao() {
  return <Toaster toasterId={TOASTER_DA_COMUNICACAO} position="bottom-start" pauseOnHover pauseOnWindowBlur limit={4} />;
}
