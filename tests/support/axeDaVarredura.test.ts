import { describe, expect, it } from 'vitest';
import { regrasSemGravidade } from '../../e2e/support/axe.ts';

// The accessibility sweep (e2e/acessibilidade.spec.ts) skips the axe rules that can only report a
// minor or moderate violation: it looks for serious and critical ones, and must miss none.

const auditoria = {
  rules: [
    { id: 'leve-pela-regra', impact: 'moderate' as const, any: ['grave'], all: [], none: [] },
    { id: 'grave-pela-regra', impact: 'serious' as const, any: ['leve'], all: [], none: [] },
    { id: 'leve-pelos-checks', any: ['leve', { id: 'menor' }], all: [], none: [] },
    { id: 'um-check-grave', any: ['leve'], all: [], none: [{ id: 'grave' }] },
    { id: 'check-sem-impacto', any: ['leve', 'desconhecido'], all: [], none: [] },
    { id: 'sem-checks', any: [], all: [], none: [] },
  ],
  data: { checks: { leve: { impact: 'moderate' as const }, menor: { impact: 'minor' as const }, grave: { impact: 'critical' as const } } },
};

describe("the sweep's axe rules", () => {
  it('leaves out only the rules whose every possible impact is minor or moderate, keeping any it cannot tell', () => {
    expect(regrasSemGravidade(auditoria)).toEqual(['leve-pela-regra', 'leve-pelos-checks']);
  });

  it("by axe-core's own metadata, keeps the rules that report serious or critical violations", () => {
    const fora = regrasSemGravidade();
    expect(fora).toEqual(expect.arrayContaining(['region', 'heading-order', 'landmark-one-main', 'page-has-heading-one']));
    for (const regra of ['color-contrast', 'label', 'button-name', 'aria-allowed-attr', 'link-name', 'image-alt', 'scrollable-region-focusable', 'nested-interactive']) expect(fora).not.toContain(regra);
  });
});
