import { cpus, loadavg, totalmem } from 'node:os';

// What the API benchmarks share: a client of the real HTTP API that logs in as admin in the Sede
// and times each call's round trip, and the table they print (p50, p95, max).

export interface Medida {
  consulta: string;
  tempos: number[];
  resultado: string;
}

export type Cliente = ReturnType<typeof cliente>;

export function cliente(base: string) {
  let token = '';
  const chamar = async <T>(metodo: string, url: string, corpo?: unknown): Promise<{ ms: number; content: T }> => {
    const inicio = performance.now();
    const r = await fetch(`${base}${url}`, {
      method: metodo,
      headers: { 'X-AUTH-TOKEN': token, ...(corpo === undefined ? {} : { 'content-type': 'application/json' }) },
      body: corpo === undefined ? undefined : JSON.stringify(corpo),
    });
    const json = (await r.json()) as { content: T; message?: string };
    const ms = performance.now() - inicio;
    if (!r.ok) throw new Error(`${metodo} ${url}: ${r.status} ${json.message ?? ''}`);
    return { ms, content: json.content };
  };
  return {
    chamar,
    async entrar(): Promise<string> {
      token = (await chamar<{ token: string }>('POST', '/api/login', { username: 'admin', password: 'admin' })).content.token;
      const { content } = await chamar<{ unidades: { id: number; nome: string }[] }>('GET', '/api/context');
      const sede = content.unidades.find((u) => u.nome === 'Sede');
      if (!sede) throw new Error('Unidade Sede não encontrada.');
      await chamar('POST', '/api/context/unidade', { unidadeId: sede.id });
      return token;
    },
  };
}

export const percentil = (ordenados: readonly number[], p: number) => ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)] ?? NaN;

export function imprimir(medidas: readonly Medida[], primeira = 'consulta'): void {
  const linhas = medidas.map((m) => {
    const t = [...m.tempos].sort((a, b) => a - b);
    return [m.consulta, String(t.length), percentil(t, 50).toFixed(1), percentil(t, 95).toFixed(1), (t.at(-1) ?? NaN).toFixed(1), m.resultado];
  });
  const cabecalho = [primeira, 'n', 'p50 ms', 'p95 ms', 'máx ms', 'resultado'];
  const larguras = cabecalho.map((c, i) => Math.max(c.length, ...linhas.map((l) => (l[i] ?? '').length)));
  const formatar = (l: readonly string[]) => `| ${l.map((c, i) => (i === 0 || i === 5 ? c.padEnd(larguras[i] ?? 0) : c.padStart(larguras[i] ?? 0))).join(' | ')} |`;
  console.log(formatar(cabecalho));
  console.log(`|${larguras.map((l) => '-'.repeat(l + 2)).join('|')}|`);
  linhas.forEach((l) => console.log(formatar(l)));
}

export const maquina = (): string => {
  const cpu = cpus();
  return `Máquina: ${cpu[0]?.model ?? '?'}, ${cpu.length} núcleos, ${(totalmem() / 2 ** 30).toFixed(1)} GiB de RAM.`;
};

export const carga = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
