import { performance } from 'node:perf_hooks';
import type { TarefaResumo } from '../../src/shared/realtime/protocolo.ts';
import type { Cliente } from '../bench-api.ts';

// `npm run bench financeiro -- --relatorios`: the report jobs that can be large, each asked for
// through POST /api/financeiro/relatorios/<id> as a report card's Emitir, timed from the request
// to the job's end (polling its row), then downloaded to weigh the file. One run per line: a
// report takes seconds to minutes, not milliseconds.

export interface PedidoDeRelatorio {
  nome: string;
  relatorio: string;
  corpo: Record<string, string>;
}

export interface MedidaDeRelatorio {
  nome: string;
  formato: string;
  segundos: number;
  megabytes: number;
  /** The job's own message ("301.234 baixas e estornos no relatório."). */
  mensagem: string;
  /** The stored file, for the bench to delete once measured. */
  arquivoId: number | null;
}

const ESPERA_MS = 500;

async function aguardar(c: Cliente, id: number): Promise<TarefaResumo> {
  for (;;) {
    const { content } = await c.chamar<TarefaResumo>('GET', `/api/tarefas/${id}`);
    if (content.estado === 'concluida') return content;
    if (content.estado === 'falhou') throw new Error(`A tarefa ${id} falhou: ${content.erro ?? ''}`);
    await new Promise((r) => setTimeout(r, ESPERA_MS));
  }
}

const arquivoDoLink = (link: string | null): number | null => (link === null ? null : Number(/\/api\/arquivos\/(\d+)\//.exec(link)?.[1] ?? NaN) || null);

async function tamanho(base: string, token: string, link: string | null): Promise<number> {
  if (link === null) return 0;
  const r = await fetch(`${base}${link}`, { headers: { 'X-AUTH-TOKEN': token } });
  if (!r.ok) throw new Error(`download ${link}: ${r.status}`);
  return (await r.arrayBuffer()).byteLength;
}

export async function medirRelatorio(c: Cliente, base: string, token: string, pedido: PedidoDeRelatorio, formato: 'PDF' | 'XLSX'): Promise<MedidaDeRelatorio> {
  const inicio = performance.now();
  const { content } = await c.chamar<TarefaResumo>('POST', `/api/financeiro/relatorios/${pedido.relatorio}`, { ...pedido.corpo, formato });
  const fim = await aguardar(c, content.id);
  const segundos = (performance.now() - inicio) / 1000;
  const bytes = await tamanho(base, token, fim.link);
  return { nome: pedido.nome, formato, segundos, megabytes: bytes / 2 ** 20, mensagem: fim.mensagem ?? '', arquivoId: arquivoDoLink(fim.link) };
}

export function imprimirRelatorios(medidas: readonly MedidaDeRelatorio[]): void {
  const linhas = medidas.map((m) => [m.nome, m.formato, m.segundos.toFixed(1), m.megabytes.toFixed(2), m.mensagem]);
  const cabecalho = ['relatório', 'formato', 's', 'MB', 'linhas (mensagem da tarefa)'];
  const larguras = cabecalho.map((c, i) => Math.max(c.length, ...linhas.map((l) => (l[i] ?? '').length)));
  const numerica = (i: number) => i === 2 || i === 3;
  const formatar = (l: readonly string[]) => `| ${l.map((c, i) => (numerica(i) ? c.padStart(larguras[i] ?? 0) : c.padEnd(larguras[i] ?? 0))).join(' | ')} |`;
  console.log(formatar(cabecalho));
  console.log(`|${larguras.map((l) => '-'.repeat(l + 2)).join('|')}|`);
  linhas.forEach((l) => console.log(formatar(l)));
}
