import type { LayoutDeRemessa } from '../remessa-tipos.ts';
import type { CodigoDoBanco } from '../bancos.ts';
import type { TabelaDeOcorrencias } from '../ocorrencias.ts';
import { OCORRENCIAS_CNAB240_001 } from './cnab240-001.ts';
import { OCORRENCIAS_CNAB240_033 } from './cnab240-033.ts';
import { OCORRENCIAS_CNAB240_104 } from './cnab240-104.ts';
import { OCORRENCIAS_CNAB240_237 } from './cnab240-237.ts';
import { OCORRENCIAS_CNAB240_341 } from './cnab240-341.ts';
import { OCORRENCIAS_CNAB240_748 } from './cnab240-748.ts';
import { OCORRENCIAS_CNAB240_756 } from './cnab240-756.ts';
import { OCORRENCIAS_CNAB400_001 } from './cnab400-001.ts';
import { OCORRENCIAS_CNAB400_033 } from './cnab400-033.ts';
import { OCORRENCIAS_CNAB400_104 } from './cnab400-104.ts';
import { OCORRENCIAS_CNAB400_237 } from './cnab400-237.ts';
import { OCORRENCIAS_CNAB400_341 } from './cnab400-341.ts';
import { OCORRENCIAS_CNAB400_748 } from './cnab400-748.ts';
import { OCORRENCIAS_CNAB400_756 } from './cnab400-756.ts';

/** Each bank's occurrence table per layout. */
export const OCORRENCIAS: Readonly<Record<LayoutDeRemessa, Readonly<Record<CodigoDoBanco, TabelaDeOcorrencias>>>> = {
  CNAB240: {
    '001': OCORRENCIAS_CNAB240_001,
    '237': OCORRENCIAS_CNAB240_237,
    '341': OCORRENCIAS_CNAB240_341,
    '104': OCORRENCIAS_CNAB240_104,
    '033': OCORRENCIAS_CNAB240_033,
    '748': OCORRENCIAS_CNAB240_748,
    '756': OCORRENCIAS_CNAB240_756,
  },
  CNAB400: {
    '001': OCORRENCIAS_CNAB400_001,
    '237': OCORRENCIAS_CNAB400_237,
    '341': OCORRENCIAS_CNAB400_341,
    '104': OCORRENCIAS_CNAB400_104,
    '033': OCORRENCIAS_CNAB400_033,
    '748': OCORRENCIAS_CNAB400_748,
    '756': OCORRENCIAS_CNAB400_756,
  },
};
