import { spawn, type ChildProcess } from 'node:child_process';

// Child processes of the crash tests: a script started with node, ready when it prints a line,
// killed with SIGKILL. Whatever is still alive when the test process exits is killed with it.

/** Fast job supervision for the crash tests: a killed attempt is noticed within about 1.5 s. */
export const TEMPOS_RAPIDOS = { pollingS: 0.5, pulsoMs: 200, mortoMs: 1500, supervisaoMs: 300 } as const;

const vivos = new Set<ChildProcess>();
process.once('exit', () => {
  for (const f of vivos) f.kill('SIGKILL');
});

export interface OpcoesDoFilho {
  env?: NodeJS.ProcessEnv;
  /** A pipe to the child's stdin (otherwise it reads nothing). */
  entrada?: boolean;
  /** Whether a line of stdout says the child is ready; by default, one holding `pronto`. */
  pronto?: (linha: string) => boolean;
  /** Every stdout line (the ready one included), for tests that read what the child says. */
  aoEscrever?: (linha: string) => void;
}

/** Starts `node script ...args`; resolves with the process and its ready line, rejects if it exits first. */
export function iniciarFilho(script: string, args: readonly string[], opcoes: OpcoesDoFilho = {}): Promise<{ filho: ChildProcess; linha: string }> {
  const { pronto = (l) => l.includes('pronto'), aoEscrever = () => undefined } = opcoes;
  const filho = spawn(process.execPath, [script, ...args], { env: opcoes.env ?? process.env, stdio: [opcoes.entrada ? 'pipe' : 'ignore', 'pipe', 'inherit'] });
  vivos.add(filho);
  filho.once('exit', () => vivos.delete(filho));
  return new Promise((resolve, reject) => {
    const saiu = (code: number | null) => reject(new Error(`${script} saiu antes de ficar pronto (${code})`));
    filho.once('exit', saiu);
    let resto = '';
    let resolvido = false;
    filho.stdout?.on('data', (d: Buffer) => {
      const linhas = (resto + d.toString()).split('\n');
      resto = linhas.pop() ?? '';
      for (const linha of linhas) {
        aoEscrever(linha);
        if (resolvido || !pronto(linha)) continue;
        resolvido = true;
        filho.off('exit', saiu);
        resolve({ filho, linha });
      }
    });
  });
}

/** SIGKILL, and wait until the process is gone. */
export async function matar(filho: ChildProcess): Promise<void> {
  if (filho.exitCode !== null || filho.signalCode !== null) return;
  const saiu = new Promise((r) => filho.once('exit', r));
  filho.kill('SIGKILL');
  await saiu;
}

/** Kills every child still alive (an afterAll). */
export async function matarTodos(): Promise<void> {
  await Promise.all([...vivos].map(matar));
}

/** Reads until `pronto` holds, every `intervaloMs`; fails with the last value after `ms`. */
export async function esperar<T>(ler: () => Promise<T>, pronto: (v: T) => boolean, ms = 30_000, intervaloMs = 50): Promise<T> {
  const limite = Date.now() + ms;
  for (;;) {
    const v = await ler();
    if (pronto(v)) return v;
    if (Date.now() > limite) throw new Error(`tempo esgotado; último valor: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, intervaloMs));
  }
}
