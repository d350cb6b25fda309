import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decidir, decisoesDoPedido, papeisQueAguardam, type DecisaoDoPapel, type EmprestimoEmAprovacao } from '../../../src/shared/emprestimos/aprovacao.ts';
import { devolver, saldoDevedor } from '../../../src/shared/emprestimos/devolucao.ts';
import { MENSAGENS_DOS_EMPRESTIMOS as M } from '../../../src/shared/emprestimos/mensagens.ts';
import { recusaPeloMrosc } from '../../../src/shared/emprestimos/mrosc.ts';
import { emAtraso, podeIrPara, type SituacaoDoEmprestimo } from '../../../src/shared/emprestimos/situacao.ts';

// The worked cases: requester 1, coordinators 2 (lends) and 3 (receives), finance 9.
const pedido: EmprestimoEmAprovacao = { situacao: 'SOLICITADO', solicitanteId: 1, coordenadorOrigemId: 2, coordenadorDestinoId: 3 };
const financeiro = { usuarioId: 9, financeiro: true };
const aprovar = (decisoes: DecisaoDoPapel[], usuarioId: number, fin = false) => decidir(pedido, decisoes, { usuarioId, financeiro: fin }, true);

function novas(resultado: ReturnType<typeof decidir>): DecisaoDoPapel[] {
  if ('erro' in resultado) throw new Error(resultado.erro);
  return resultado.novas;
}

describe('the approval of a loan', () => {
  it('needs both coordinators and finance, in any order', () => {
    const a = novas(aprovar([], 9, true));
    expect(a).toEqual([{ papel: 'FINANCEIRO', usuarioId: 9, aprovada: true }]);
    const b = [...a, ...novas(aprovar(a, 3))];
    expect(aprovar(a, 3)).toMatchObject({ situacao: 'SOLICITADO' });
    expect(aprovar(b, 2)).toEqual({ novas: [{ papel: 'COORDENADOR_ORIGEM', usuarioId: 2, aprovada: true }], situacao: 'APROVADO' });
  });

  it('one rejection rejects it', () => {
    expect(decidir(pedido, [], financeiro, false)).toEqual({ novas: [{ papel: 'FINANCEIRO', usuarioId: 9, aprovada: false }], situacao: 'REJEITADO' });
  });

  it('the requester never decides, nobody decides twice, and a stranger has nothing to decide', () => {
    expect(aprovar([], 1, true)).toEqual({ erro: M.solicitanteNaoDecide });
    const a = novas(aprovar([], 2));
    expect(aprovar(a, 2)).toEqual({ erro: M.jaDecidiu });
    expect(aprovar(a, 7)).toEqual({ erro: M.semPapelPendente });
    expect(decidir({ ...pedido, situacao: 'APROVADO' }, [], financeiro, true)).toEqual({ erro: M.naoAguardaAprovacao });
  });

  it('the coordinator of both projects approves for both, and is not finance on the same loan', () => {
    const ambos = { ...pedido, coordenadorOrigemId: 2, coordenadorDestinoId: 2 };
    expect(papeisQueAguardam(ambos, [], { usuarioId: 2, financeiro: true })).toEqual(['COORDENADOR_ORIGEM', 'COORDENADOR_DESTINO']);
  });

  it('a requester who coordinates a project agreed by asking; finance still has to approve', () => {
    const doDestino = { ...pedido, solicitanteId: 3 };
    expect(decisoesDoPedido(doDestino)).toEqual([{ papel: 'COORDENADOR_DESTINO', usuarioId: 3, aprovada: true }]);
    expect(decisoesDoPedido(pedido)).toEqual([]);
  });
});

describe('what a loan owes', () => {
  it('partial returns, then the last settles it to the cent', () => {
    expect(devolver('TRANSFERIDO', 1_000_00, [], 333_33)).toEqual({ saldoCentavos: 666_67, situacao: 'PARCIALMENTE_DEVOLVIDO' });
    expect(devolver('PARCIALMENTE_DEVOLVIDO', 1_000_00, [333_33], 666_67)).toEqual({ saldoCentavos: 0, situacao: 'QUITADO' });
    expect(saldoDevedor(1_000_00, [333_33, 333_33])).toBe(333_34);
  });

  it('refuses a return above the balance, of nothing, or on a loan not transferred', () => {
    expect(devolver('PARCIALMENTE_DEVOLVIDO', 1_000_00, [600_00], 400_01)).toEqual({ erro: 'A devolução (400,01) é maior que o saldo devedor do empréstimo (400,00).' });
    expect(devolver('TRANSFERIDO', 1_000_00, [], 0)).toEqual({ erro: M.devolucaoSemValor });
    expect(devolver('SOLICITADO', 1_000_00, [], 1_00)).toEqual({ erro: M.naoTransferido });
    expect(devolver('QUITADO', 1_000_00, [1_000_00], 1)).toEqual({ erro: M.naoTransferido });
  });

  it('never goes negative, and a settled loan’s returns sum to its amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_00 }), fc.array(fc.integer({ min: -5_00, max: 10_000_000_00 }), { maxLength: 30 }), (valor, pedidos) => {
        let situacao: SituacaoDoEmprestimo = 'TRANSFERIDO';
        const aceitas: number[] = [];
        for (const centavos of pedidos) {
          const r = devolver(situacao, valor, aceitas, centavos);
          if ('erro' in r) continue;
          aceitas.push(centavos);
          situacao = r.situacao;
          expect(r.saldoCentavos).toBe(saldoDevedor(valor, aceitas));
          expect(r.saldoCentavos).toBeGreaterThanOrEqual(0);
        }
        if (situacao === 'QUITADO') expect(aceitas.reduce((a, b) => a + b, 0)).toBe(valor);
        else expect(saldoDevedor(valor, aceitas)).toBeGreaterThan(0);
      }),
    );
  });
});

describe('overdue, states and the MROSC refusal', () => {
  it('overdue: return date passed and money still owed', () => {
    expect(emAtraso('TRANSFERIDO', '2026-11-26', '2026-11-27')).toBe(true);
    expect(emAtraso('PARCIALMENTE_DEVOLVIDO', '2026-11-27', '2026-11-27')).toBe(false);
    expect(emAtraso('QUITADO', '2026-01-01', '2026-11-27')).toBe(false);
    expect(emAtraso('SOLICITADO', '2026-01-01', '2026-11-27')).toBe(false);
  });

  it('the states go forward only', () => {
    expect(podeIrPara('SOLICITADO', 'APROVADO')).toBe(true);
    expect(podeIrPara('REJEITADO', 'APROVADO')).toBe(false);
    expect(podeIrPara('QUITADO', 'PARCIALMENTE_DEVOLVIDO')).toBe(false);
  });

  it('a partnership project with its own account never lends (Lei 13.019/2014, art. 51)', () => {
    expect(recusaPeloMrosc({ codigo: 'P1', nome: 'Creche', parceria: true, contaId: 4 })).toBe(
      'O projeto P1 – Creche é uma parceria com a administração pública (MROSC): os seus recursos ficam na conta própria do projeto e não podem ser emprestados (Lei 13.019/2014, art. 51).',
    );
    expect(recusaPeloMrosc({ codigo: 'P2', nome: 'Horta', parceria: false, contaId: 4 })).toBeNull();
    expect(recusaPeloMrosc({ codigo: 'P3', nome: 'Coral', parceria: true, contaId: null })).toBeNull();
  });
});
