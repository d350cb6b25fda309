import type { CodigoDoBanco } from '../cnab/bancos.ts';
import { CNAB400_BB } from './bancos/bb.ts';
import { CNAB400_BRADESCO } from './bancos/bradesco.ts';
import { CNAB400_CAIXA } from './bancos/caixa.ts';
import { CNAB400_ITAU } from './bancos/itau.ts';
import { CNAB400_SANTANDER } from './bancos/santander.ts';
import { CNAB400_SICOOB } from './bancos/sicoob.ts';
import { CNAB400_SICREDI } from './bancos/sicredi.ts';
import type { LayoutCnab400 } from './comum.ts';

/** Each bank's own CNAB 400 (each table checked by definirRegistro as its module loads). */
export const LAYOUTS_CNAB400: Readonly<Record<CodigoDoBanco, LayoutCnab400>> = {
  '001': CNAB400_BB,
  '237': CNAB400_BRADESCO,
  '341': CNAB400_ITAU,
  '104': CNAB400_CAIXA,
  '033': CNAB400_SANTANDER,
  '748': CNAB400_SICREDI,
  '756': CNAB400_SICOOB,
};
