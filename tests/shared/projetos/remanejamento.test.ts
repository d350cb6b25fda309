import { describe, expect, it } from 'vitest';
import type { Alcada, Nivel } from '../../../src/shared/aprovacao/tipos.ts';
import { aprovacaoDoRemanejamento, errosDoRemanejamento, type PedidoDeRemanejamento, type RubricaDoRemanejamento } from '../../../src/shared/projetos/remanejamento.ts';

// A reallocation's request: what the source may give, and its approval through the tiers
// (up to R$ 1.000,00 automatic; to R$ 10.000,00 the coordenador; above, coordenador then diretor).

const rubrica = (id: number, extra: Partial<RubricaDoRemanejamento> = {}): RubricaDoRemanejamento => ({
  id, projetoId: 1, rotulo: `${id} - Rubrica`, orcadoCentavos: 10_000_00, executadoCentavos: 0, previstoCentavos: 0, ...extra,
});
const pedido = (extra: Partial<PedidoDeRemanejamento> = {}): PedidoDeRemanejamento => ({
  projetoId: 1, origem: rubrica(1), destino: rubrica(2), mesOrigem: null, mesDestino: null, previstoNoMesCentavos: null, valorCentavos: 1_000_00, ...extra,
});

describe('a reallocation request', () => {
  it('takes at most what the source has neither executed nor planned elsewhere', () => {
    const origem = rubrica(1, { executadoCentavos: 8_765_44 });
    expect(errosDoRemanejamento(pedido({ origem, valorCentavos: 1_234_56 }))).toEqual([]);
    expect(errosDoRemanejamento(pedido({ origem, valorCentavos: 1_234_57 }))).toEqual([
      { field: 'valor', message: 'A rubrica 1 - Rubrica tem R$ 1.234,56 livres (orçado menos executado): remaneje no máximo isso.' },
    ]);
  });

  it('from a month, at most that month’s plan; from the total, only if the months still fit', () => {
    const origem = rubrica(1, { previstoCentavos: 10_000_00 });
    expect(errosDoRemanejamento(pedido({ origem, mesOrigem: '2026-03', previstoNoMesCentavos: 2_000_00, valorCentavos: 2_000_00 }))).toEqual([]);
    expect(errosDoRemanejamento(pedido({ origem, mesOrigem: '2026-03', previstoNoMesCentavos: 2_000_00, valorCentavos: 2_000_01 })).map((e) => e.message)).toEqual([
      'O mês escolhido da rubrica 1 - Rubrica prevê R$ 2.000,00: remaneje no máximo isso desse mês.',
    ]);
    expect(errosDoRemanejamento(pedido({ origem })).map((e) => e.field)).toEqual(['competenciaOrigem']);
  });

  it('between months of one rubrica needs two different months; a rubrica of another project is refused', () => {
    expect(errosDoRemanejamento(pedido({ destino: rubrica(1) })).map((e) => e.field)).toEqual(['rubricaDestino']);
    expect(errosDoRemanejamento(pedido({ destino: rubrica(1), mesOrigem: '2026-03', mesDestino: '2026-04', previstoNoMesCentavos: 5_000_00 }))).toEqual([]);
    expect(errosDoRemanejamento(pedido({ destino: rubrica(2, { projetoId: 9 }) })).map((e) => e.field)).toEqual(['rubricaDestino']);
  });
});

describe('a reallocation in the alçadas', () => {
  const [ANA, BRUNO, DIRETOR] = [1, 2, 3];
  const nivel = (ordem: number, usuarios: number[]): Nivel => ({ ordem, regra: 'QUALQUER', aprovadores: usuarios.map((usuarioId) => ({ usuarioId, limiteMensalCentavos: null, aprovadoNoMesCentavos: 0 })) });
  const alcadas: Alcada[] = [
    { id: 1, minimoCentavos: 0, maximoCentavos: 1_000_00, niveis: [], umaAprovacaoValePorNiveis: false },
    { id: 2, minimoCentavos: 1_000_01, maximoCentavos: 10_000_00, niveis: [nivel(1, [ANA, BRUNO])], umaAprovacaoValePorNiveis: false },
    { id: 3, minimoCentavos: 10_000_01, maximoCentavos: null, niveis: [nivel(1, [ANA, BRUNO]), nivel(2, [DIRETOR])], umaAprovacaoValePorNiveis: false },
  ];

  it('up to R$ 1.000,00 moves at once; R$ 10.000,00 needs one approval, R$ 10.000,01 two in order', () => {
    expect(aprovacaoDoRemanejamento(alcadas, { valorCentavos: 1_000_00, solicitanteId: ANA, decisoes: [] })).toEqual({ situacao: 'APROVADO' });
    expect(aprovacaoDoRemanejamento(alcadas, { valorCentavos: 10_000_00, solicitanteId: ANA, decisoes: [{ usuarioId: BRUNO, nivel: 1, decisao: 'APROVADO' }] })).toEqual({ situacao: 'APROVADO' });
    const umaAprovacao = aprovacaoDoRemanejamento(alcadas, { valorCentavos: 10_000_01, solicitanteId: ANA, decisoes: [{ usuarioId: BRUNO, nivel: 1, decisao: 'APROVADO' }] });
    expect(umaAprovacao).toMatchObject({ situacao: 'PENDENTE', nivel: 2, aprovadores: [DIRETOR] });
  });

  it('the requester is never offered it, and one rejection rejects it', () => {
    expect(aprovacaoDoRemanejamento(alcadas, { valorCentavos: 5_000_00, solicitanteId: ANA, decisoes: [] })).toMatchObject({ situacao: 'PENDENTE', nivel: 1, aprovadores: [BRUNO] });
    expect(aprovacaoDoRemanejamento(alcadas, { valorCentavos: 5_000_00, solicitanteId: ANA, decisoes: [{ usuarioId: BRUNO, nivel: 1, decisao: 'REJEITADO' }] })).toEqual({ situacao: 'REJEITADO' });
  });
});
