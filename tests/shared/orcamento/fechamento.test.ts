import { describe, expect, it } from 'vitest';
import { problemaDoAnoFechado } from '../../../src/shared/orcamento/fechamento.ts';

describe('problemaDoAnoFechado', () => {
  it('a frozen year refuses changes, saying which year', () => {
    expect(problemaDoAnoFechado(2025, [2024, 2025])).toBe('O orçamento de 2025 está fechado e não aceita alterações.');
  });

  it('an open year takes them', () => {
    expect(problemaDoAnoFechado(2026, [2024, 2025])).toBeNull();
    expect(problemaDoAnoFechado(2026, [])).toBeNull();
  });
});
