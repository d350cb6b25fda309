import { describe, expect, it } from 'vitest';
import { errosDasDatas } from '../../../src/shared/comunicados/regras.ts';

describe('errosDasDatas', () => {
  it.each([
    ['2026-11-27', '2026-11-27', []],
    ['2026-11-27', '2026-12-31', []],
    [null, '2026-01-01', []],
    ['2026-11-27', null, []],
  ])('publication %s, expiry %s: accepted', (publicacao, expiracao, erros) => {
    expect(errosDasDatas(publicacao, expiracao)).toEqual(erros);
  });

  it('refuses an expiry the day before the publication', () => {
    expect(errosDasDatas('2026-11-27', '2026-11-26')).toEqual([{ field: 'expiraEm', message: 'A data de expiração deve ser igual ou posterior à data de publicação.' }]);
  });
});
