import type { CodigoDoBanco } from '../../../../src/shared/mobilizacao/cnab/bancos.ts';

// The fixtures' four occurrences per bank and layout, in order: entry confirmed, paid, rejected,
// written off (the codes each bank uses for them), and the rejection's reason codes.

type Quatro = readonly [string, string, string, string];

export const OCORRENCIAS_DO_EXEMPLO: Readonly<Record<'CNAB240' | 'CNAB400', Readonly<Record<CodigoDoBanco, Quatro>>>> = {
  CNAB240: {
    '001': ['02', '06', '03', '09'],
    '237': ['02', '06', '03', '09'],
    '341': ['02', '06', '03', '09'],
    '104': ['02', '06', '03', '09'],
    '033': ['02', '06', '03', '09'],
    '748': ['02', '06', '03', '09'],
    '756': ['02', '06', '03', '09'],
  },
  CNAB400: {
    '001': ['02', '06', '03', '09'],
    '237': ['02', '06', '03', '09'],
    '341': ['02', '06', '03', '09'],
    '104': ['01', '21', '99', '02'],
    '033': ['02', '06', '03', '09'],
    '748': ['02', '06', '03', '09'],
    '756': ['02', '06', '03', '09'],
  },
};

export const MOTIVOS_DA_REJEICAO: Readonly<Record<'CNAB240' | 'CNAB400', Readonly<Record<CodigoDoBanco, readonly string[]>>>> = {
  CNAB240: {
    '001': ['08', '48'],
    '237': ['08', '48'],
    '341': ['08', '48'],
    '104': ['08', '48'],
    '033': ['092', '057'],
    '748': ['08', '48'],
    '756': ['08', '48'],
  },
  CNAB400: {
    '001': ['33'],
    '237': ['08', '48'],
    '341': ['14', '37'],
    '104': ['081'],
    '033': ['092', '057'],
    '748': ['08', 'B8'],
    '756': ['08'],
  },
};
