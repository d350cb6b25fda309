import { pdfDoDocumento } from '../../../jobs/relatorios/pdf.ts';
import { documentoDosBoletos, type BoletoParaImpressao } from './documento.ts';

// The boletos' PDF, for the charge's page, the e-mail to the donor or a batch to print.

/** The PDF bytes of one page per boleto (A4, standard fonts, the barcode as vector bars). */
export const pdfDosBoletos = (boletos: readonly BoletoParaImpressao[]): Promise<Buffer> => pdfDoDocumento(documentoDosBoletos(boletos));
