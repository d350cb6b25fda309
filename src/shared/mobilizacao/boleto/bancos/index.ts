import { BANCO_DO_BRASIL } from './bancoDoBrasil.ts';
import { BRADESCO } from './bradesco.ts';
import { CAIXA } from './caixa.ts';
import { ITAU } from './itau.ts';
import { SANTANDER } from './santander.ts';
import { SICOOB } from './sicoob.ts';
import { SICREDI } from './sicredi.ts';
import type { CodigoDoBanco, RegraDoBanco } from './tipos.ts';

/** Each bank's rules by its code. */
export const BANCOS: Readonly<Record<CodigoDoBanco, RegraDoBanco>> = {
  '001': BANCO_DO_BRASIL,
  '237': BRADESCO,
  '341': ITAU,
  '104': CAIXA,
  '033': SANTANDER,
  '748': SICREDI,
  '756': SICOOB,
};

export const ehCodigoDoBanco = (codigo: string): codigo is CodigoDoBanco => Object.hasOwn(BANCOS, codigo);
