import type { FieldError } from '../../../../shared/api/contract.ts';
import type { LinhaDaGrade } from '../../../../shared/api/orcamento.ts';
import { centavosDosReais, VALOR_MAXIMO_CENTAVOS } from '../../../../shared/financeiro/centavos.ts';
import { MESES_DO_ANO, type ChaveDaLinha, type LinhaDoOrcamento } from '../../../../shared/orcamento/distribuicao.ts';
import { MENSAGENS_DO_PLANO as M } from '../../../../shared/orcamento/mensagens-do-plano.ts';

// The budget calls' bodies read and judged field by field: every problem is a FieldError naming
// its path (linhas.3.meses.11), so the grid marks the very cell; nothing is written while one is left.

export const MAXIMO_DE_LINHAS = 2000;

const inteiro = (valor: unknown, minimo: number, maximo: number): number | null =>
  typeof valor === 'number' && Number.isInteger(valor) && valor >= minimo && valor <= maximo ? valor : null;

export class LeitorDoOrcamento {
  readonly erros: FieldError[] = [];

  ano(valor: unknown, campo = 'ano'): number {
    const ano = inteiro(valor, 2000, 2100);
    if (ano === null) this.erros.push({ field: campo, message: M.ano });
    return ano ?? 0;
  }

  /** A category or cost centre id (existence is the database's check, errosDasReferencias). */
  id(valor: unknown, campo: string, mensagem: string): number {
    const id = inteiro(valor, 1, 2_147_483_647);
    if (id === null) this.erros.push({ field: campo, message: mensagem });
    return id ?? 0;
  }

  /** campo '' reads the key at the body's top level. */
  chave(valor: unknown, campo: string): ChaveDaLinha {
    const objeto = typeof valor === 'object' && valor !== null ? (valor as Record<string, unknown>) : {};
    const prefixo = campo === '' ? '' : `${campo}.`;
    return {
      categoriaId: this.id(objeto['categoriaId'], `${prefixo}categoriaId`, M.categoria),
      centroDeCustoId: this.id(objeto['centroCustoId'], `${prefixo}centroCustoId`, M.centroDeCusto),
    };
  }

  centavos(valor: unknown, campo: string): number {
    const centavos = typeof valor === 'number' ? centavosDosReais(valor) : null;
    const valido = centavos !== null && centavos >= 0 && centavos <= VALOR_MAXIMO_CENTAVOS;
    if (!valido) this.erros.push({ field: campo, message: M.mes });
    return valido ? centavos : 0;
  }

  linha(valor: unknown, campo: string): LinhaDoOrcamento {
    const chave = this.chave(valor, campo);
    const meses = typeof valor === 'object' && valor !== null ? (valor as Partial<LinhaDaGrade>).meses : undefined;
    if (!Array.isArray(meses) || meses.length !== MESES_DO_ANO) {
      this.erros.push({ field: `${campo}.meses`, message: M.meses });
      return { ...chave, mesesCentavos: [] };
    }
    return { ...chave, mesesCentavos: meses.map((m, i) => this.centavos(m, `${campo}.meses.${i}`)) };
  }

  lista<T>(valor: unknown, campo: string, ler: (item: unknown, caminho: string) => T): T[] {
    if (valor === undefined) return [];
    if (!Array.isArray(valor) || valor.length > MAXIMO_DE_LINHAS) {
      this.erros.push({ field: campo, message: M.linhas });
      return [];
    }
    return valor.map((item, i) => ler(item, `${campo}.${i}`));
  }

  /** A line appearing twice among those sent is named at its second place. */
  semRepetidas(chaves: readonly ChaveDaLinha[], campo: string): void {
    const vistas = new Set<string>();
    chaves.forEach((c, i) => {
      const k = `${c.categoriaId}:${c.centroDeCustoId}`;
      if (vistas.has(k)) this.erros.push({ field: `${campo}.${i}.categoriaId`, message: M.linhaRepetida });
      vistas.add(k);
    });
  }
}
