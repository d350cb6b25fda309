// The people reports' format hint is every report's (components/relatorios).
export { notaDoFormato } from '../../../components/relatorios/index.ts';
