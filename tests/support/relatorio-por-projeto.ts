import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule, TestRunEndReason } from 'vitest/node';

// One line per vitest project for CI's closing table (scripts/resumo-testes.ts), which the JSON
// reporter cannot give: it names no project and times only the tests. A project's time is the
// wall clock from its first file queued to its last file done; its files' own times say where
// that went (environment, imports and setup files, tests and hooks).

export interface ResumoDoProjeto {
  projeto: string;
  arquivos: number;
  passaram: number;
  falharam: number;
  pulados: number;
  /** First file queued to last file done. */
  duracaoMs: number;
  /** Summed over its files (they run side by side, so these can exceed the wall clock). */
  ambienteMs: number;
  importacaoMs: number;
  testesMs: number;
}

export interface RelatorioPorProjeto {
  inicio: string;
  duracaoMs: number;
  projetos: ResumoDoProjeto[];
}

export const ARQUIVO_POR_PROJETO = 'relatorios/vitest-projetos.json';

export default class RelatorioPorProjetoReporter implements Reporter {
  private inicio = 0;
  private readonly fila = new Map<string, number>();
  private readonly fim = new Map<string, number>();

  onTestRunStart(): void {
    this.inicio = Date.now();
  }

  onTestModuleQueued(modulo: TestModule): void {
    const projeto = modulo.project.name;
    if (!this.fila.has(projeto)) this.fila.set(projeto, Date.now());
  }

  onTestModuleEnd(modulo: TestModule): void {
    this.fim.set(modulo.project.name, Date.now());
  }

  onTestRunEnd(modulos: ReadonlyArray<TestModule>, _erros: unknown, _motivo: TestRunEndReason): void {
    const porProjeto = new Map<string, TestModule[]>();
    for (const m of modulos) porProjeto.set(m.project.name, [...(porProjeto.get(m.project.name) ?? []), m]);
    const projetos = [...porProjeto].map(([projeto, lista]) => this.resumir(projeto, lista));
    const relatorio: RelatorioPorProjeto = { inicio: new Date(this.inicio).toISOString(), duracaoMs: Date.now() - this.inicio, projetos };
    mkdirSync(path.dirname(ARQUIVO_POR_PROJETO), { recursive: true });
    writeFileSync(ARQUIVO_POR_PROJETO, `${JSON.stringify(relatorio, null, 2)}\n`);
  }

  private resumir(projeto: string, modulos: readonly TestModule[]): ResumoDoProjeto {
    const resumo: ResumoDoProjeto = { projeto, arquivos: modulos.length, passaram: 0, falharam: 0, pulados: 0, duracaoMs: 0, ambienteMs: 0, importacaoMs: 0, testesMs: 0 };
    for (const modulo of modulos) {
      for (const teste of modulo.children.allTests()) {
        const estado = teste.result().state;
        if (estado === 'passed') resumo.passaram++;
        else if (estado === 'failed') resumo.falharam++;
        else resumo.pulados++;
      }
      // A file that failed to load counts as a failure even with no test in it.
      if (modulo.state() === 'failed' && modulo.children.size === 0) resumo.falharam++;
      const d = modulo.diagnostic();
      resumo.ambienteMs += d.environmentSetupDuration;
      resumo.importacaoMs += d.prepareDuration + d.collectDuration + d.setupDuration;
      resumo.testesMs += d.duration;
    }
    resumo.duracaoMs = (this.fim.get(projeto) ?? Date.now()) - (this.fila.get(projeto) ?? this.inicio);
    return resumo;
  }
}
