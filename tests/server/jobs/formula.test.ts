import { describe, expect, it } from 'vitest';
import { celulaCsv } from '../../../src/server/jobs/csv.ts';
import { neutralizarFormula } from '../../../src/server/jobs/relatorios/formula.ts';

describe('neutralizarFormula', () => {
  it.each(['=1+1', '+55 11', '-2', '@SOMA(A1)', '\tx', '\rx', '  =HIPERLINK("x")', ' \t+1'])('keeps %j as text', (texto) => {
    expect(neutralizarFormula(texto)).toBe(`'${texto}`);
  });

  it.each(['Ana', '1+1', ' Ana = Bia', 'a@b.com', ''])('leaves %j alone', (texto) => {
    expect(neutralizarFormula(texto)).toBe(texto);
  });

  it('is what CSV cells use', () => {
    expect(celulaCsv('  =1+1')).toBe("'  =1+1");
    expect(celulaCsv(-2)).toBe('-2');
  });
});
