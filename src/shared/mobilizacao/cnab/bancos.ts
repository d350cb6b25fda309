// The banks whose collection files (CNAB 240 and CNAB 400) are written and read here.

export const BANCOS = {
  '001': 'Banco do Brasil',
  '237': 'Bradesco',
  '341': 'Itaú',
  '104': 'Caixa Econômica Federal',
  '033': 'Santander',
  '748': 'Sicredi',
  '756': 'Sicoob',
} as const;

export type CodigoDoBanco = keyof typeof BANCOS;

export const CODIGOS_DOS_BANCOS = Object.keys(BANCOS) as CodigoDoBanco[];

export const ehBancoLido = (codigo: string): codigo is CodigoDoBanco => codigo in BANCOS;
