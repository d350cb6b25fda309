// The matrix's CEBAS records (not a test file itself): the parameters are the institution's, so
// the other unit's caller, holding the tags, reaches them as the administrator does; a field
// whose saved value "Restaurar padrão" removes.

export type FixoDoCebas = 'campoDosParametrosDoCebas';

export function fixosDoCebas(): Record<FixoDoCebas, string> {
  return { campoDosParametrosDoCebas: 'prouni' };
}
