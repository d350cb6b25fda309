import { makeStyles } from '@fluentui/react-components';

/** Inputs fill their grid cell and may shrink to a 360 px screen. */
export const useEstilosDoWidget = makeStyles({
  controle: { width: '100%', minWidth: 0, maxWidth: '100%', boxSizing: 'border-box' },
});
