import { existsSync, readFileSync } from 'node:fs';
import type { RelatorioPorProjeto } from '../tests/support/relatorio-por-projeto.ts';
import { ARQUIVO_POR_PROJETO } from '../tests/support/relatorio-por-projeto.ts';

// CI's closing table (.ci/run, also after a failure): each stage's duration and result
// (relatorios/etapas.tsv, written by .ci/run), each vitest project's wall time, tests and where
// its files' time went (relatorios/vitest-projetos.json), and Playwright's (test-results/e2e.json).
// The next change that slows CI shows in its row.

const ARQUIVO_DAS_ETAPAS = 'relatorios/etapas.tsv';
const ARQUIVO_DO_E2E = 'test-results/e2e.json';

interface RelatorioPlaywright {
  stats: { duration: number; expected: number; unexpected: number; flaky: number; skipped: number };
}

type Linha = readonly [etapa: string, duracao: string, testes: string, detalhe: string];

const ler = <T>(arquivo: string): T | null => (existsSync(arquivo) ? (JSON.parse(readFileSync(arquivo, 'utf8')) as T) : null);

function minutos(ms: number): string {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

function contagem(passaram: number, falharam: number, pulados: number): string {
  const falhas = falharam === 1 ? '1 falhou' : `${falharam} falharam`;
  const pulos = pulados === 1 ? '1 pulado' : `${pulados} pulados`;
  return [`${passaram} ok`, falharam > 0 ? falhas : '', pulados > 0 ? pulos : ''].filter(Boolean).join(', ');
}

/** The stages .ci/run timed, and their sum. */
function etapas(): { linhas: Linha[]; totalMs: number } {
  const lidas = existsSync(ARQUIVO_DAS_ETAPAS) ? readFileSync(ARQUIVO_DAS_ETAPAS, 'utf8').split('\n').filter(Boolean) : [];
  const campos = lidas.map((linha) => linha.split('\t'));
  const linhas = campos.map(([nome = '', ms = '0', codigo = '0']): Linha => [nome, minutos(Number(ms)), '', codigo === '0' ? 'ok' : `falhou (${codigo})`]);
  return { linhas, totalMs: campos.reduce((n, [, ms = '0']) => n + Number(ms), 0) };
}

function vitest(): Linha[] {
  const relatorio = ler<RelatorioPorProjeto>(ARQUIVO_POR_PROJETO);
  if (!relatorio) return [];
  const soma = (f: (p: RelatorioPorProjeto['projetos'][number]) => number) => relatorio.projetos.reduce((n, p) => n + f(p), 0);
  return [
    ['  vitest', minutos(relatorio.duracaoMs), contagem(soma((p) => p.passaram), soma((p) => p.falharam), soma((p) => p.pulados)), 'arquivos: ambiente / importação / testes, somados'],
    ...relatorio.projetos.map((p): Linha => [
      `    ${p.projeto}`,
      minutos(p.duracaoMs),
      contagem(p.passaram, p.falharam, p.pulados),
      `${p.arquivos} arquivos: ${minutos(p.ambienteMs)} / ${minutos(p.importacaoMs)} / ${minutos(p.testesMs)}`,
    ]),
  ];
}

function playwright(): Linha[] {
  const relatorio = ler<RelatorioPlaywright>(ARQUIVO_DO_E2E);
  if (!relatorio) return [];
  const { duration, expected, unexpected, flaky, skipped } = relatorio.stats;
  return [['  playwright', minutos(duration), contagem(expected, unexpected, skipped), flaky > 0 ? `${flaky} instáveis (passaram na nova tentativa)` : '']];
}

/** The table, with npm test's parts under its row. */
function tabela(): string {
  const { linhas, totalMs } = etapas();
  const teste = linhas.findIndex(([nome]) => nome === 'npm test');
  const partes = [...vitest(), ...playwright()];
  const todas: Linha[] = [...linhas.slice(0, teste + 1), ...partes, ...linhas.slice(teste + 1), ['total', minutos(totalMs), '', '']];
  const cabecalho: Linha = ['etapa', 'duração', 'testes', 'resultado'];
  const larguras = [0, 1, 2].map((i) => Math.max(...[cabecalho, ...todas].map((l) => l[i]?.length ?? 0)));
  const formatar = (l: Linha) => `${l[0].padEnd(larguras[0] ?? 0)}  ${l[1].padStart(larguras[1] ?? 0)}  ${l[2].padEnd(larguras[2] ?? 0)}  ${l[3]}`.trimEnd();
  return [formatar(cabecalho), ...todas.map(formatar)].join('\n');
}

console.log(`\n${tabela()}`);
