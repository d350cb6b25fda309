import { LIMITE_DE_LINHAS_DO_PDF } from '../../../shared/api/relatorios.ts';
import type { t as Traduzir } from '../../i18n/traducao.ts';

/** Under the format: a PDF of a million rows is no use, so the server cuts it (the job's notice says so too). */
export const notaDoFormato = (t: typeof Traduzir): string =>
  t('O PDF traz até {limite} linhas; a planilha (XLSX) traz todas.', { limite: LIMITE_DE_LINHAS_DO_PDF.toLocaleString('pt-BR') });
