import { describe, expect, it } from 'vitest';
import { estadoDoEmprestimo } from '../../../src/shared/projetos/emprestimos.ts';

describe('a loan as the project page shows it', () => {
  it('waits until transferred, is open until its return date, overdue after it and settled when paid back', () => {
    expect(estadoDoEmprestimo('SOLICITADO', '2026-03-31', '2026-04-10')).toBe('AGUARDANDO');
    expect(estadoDoEmprestimo('APROVADO', '2026-03-31', '2026-04-10')).toBe('AGUARDANDO');
    expect(estadoDoEmprestimo('TRANSFERIDO', '2026-03-31', '2026-03-31')).toBe('EM_ABERTO');
    expect(estadoDoEmprestimo('PARCIALMENTE_DEVOLVIDO', '2026-03-31', '2026-04-01')).toBe('ATRASADO');
    expect(estadoDoEmprestimo('QUITADO', '2026-03-31', '2026-04-10')).toBe('QUITADO');
  });
});
