import { performance } from 'node:perf_hooks';
import { lerOfx } from '../src/shared/financeiro/ofx/lerOfx.ts';
import { situacaoDasTransacoes } from '../src/shared/financeiro/ofx/situacao.ts';
import { carga, maquina } from './bench-api.ts';
import { arquivoOfx, type Variante } from './bench-ofx/arquivo.ts';

// The OFX parser alone (no server, no database): reading a statement of 10,000 transactions
// (the issue's import target is 2 s, saving included) and telling each line nova, existente or
// conflito against the 10,000 already imported. `npm run bench ofx`; BENCH_TRANSACOES and
// BENCH_RODADAS change the size and the number of timed runs (after two warm-up runs).

const TRANSACOES = Number(process.env.BENCH_TRANSACOES ?? 10_000);
const RODADAS = Number(process.env.BENCH_RODADAS ?? 15);
const VARIANTES: readonly Variante[] = ['SGML CP1252', 'SGML CP1252, uma linha', 'XML UTF-8'];

function percentil(ms: readonly number[], p: number): string {
  const ordenados = [...ms].sort((a, b) => a - b);
  return (ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)] ?? 0).toFixed(1);
}

function medir(fazer: () => void): number[] {
  fazer();
  fazer();
  return Array.from({ length: RODADAS }, () => {
    const inicio = performance.now();
    fazer();
    return performance.now() - inicio;
  });
}

const linhas: string[][] = [];
for (const variante of VARIANTES) {
  const bytes = arquivoOfx(TRANSACOES, variante);
  const leitura = medir(() => lerOfx(bytes));
  const extrato = lerOfx(bytes)[0]!;
  const importadas = extrato.transacoes.map((t) => ({ fitid: t.fitid, data: t.data ?? '', valorCentavos: t.valorCentavos, ocorrencia: t.ocorrencia }));
  const previa = medir(() => situacaoDasTransacoes(extrato, importadas));
  const kib = (bytes.length / 1024).toFixed(0);
  linhas.push([`lerOfx, ${variante}`, kib, String(extrato.transacoes.length), percentil(leitura, 50), percentil(leitura, 95)]);
  linhas.push([`situacaoDasTransacoes, ${variante}`, kib, String(extrato.transacoes.length), percentil(previa, 50), percentil(previa, 95)]);
}

const cabecalho = ['medida', 'KiB', 'transações', 'p50 ms', 'p95 ms'];
const larguras = cabecalho.map((c, i) => Math.max(c.length, ...linhas.map((l) => (l[i] ?? '').length)));
const formatar = (l: readonly string[]) => `| ${l.map((c, i) => (i === 0 ? c.padEnd(larguras[i] ?? 0) : c.padStart(larguras[i] ?? 0))).join(' | ')} |`;
console.log(maquina());
console.log(`${RODADAS} rodadas medidas por linha, depois de duas de aquecimento.`);
console.log(formatar(cabecalho));
console.log(`|${larguras.map((l, i) => (i === 0 ? '-'.repeat(l + 2) : `${'-'.repeat(l + 1)}:`)).join('|')}|`);
linhas.forEach((l) => console.log(formatar(l)));
console.log(`Carga ao fim da medida (uptime): ${carga()}.`);
