import type { FieldError } from '../api/contract.ts';
import { TEXTOS_DOS_COMUNICADOS as T, type AlcanceDoComunicado } from './comunicado.ts';

// The announcement's own rules, beside the descriptor's (required fields, an audience's choices
// required by its kind): the server's hook runs them on every save.

export interface PublicoDoComunicado {
  alcance: AlcanceDoComunicado;
  unidades: readonly number[];
  setores: readonly number[];
  grupos: readonly number[];
}

/** The expiry day (YYYY-MM-DD) may not come before the publication's day; either blank passes. */
export function errosDasDatas(publicarEmDia: string | null, expiraEm: string | null): FieldError[] {
  if (publicarEmDia === null || expiraEm === null || expiraEm >= publicarEmDia) return [];
  return [{ field: 'expiraEm', message: T.expiraAntes }];
}
