import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aleatorioComSemente } from '../../src/server/seed/aleatorio.ts';
import { gerarCpf } from '../../src/shared/validation/index.ts';
import { criarBancoDeTeste, type BancoDeTeste } from '../support/banco.ts';

// The process log never holds a token, a password or a CPF (DESIGN.md; issue 7). A real server
// process logs every request at info level; a session of everything that carries secrets is run
// against it (login, a wrong password, photo links with their authtoken, a person with a CPF, a
// search and a refusal naming that CPF, logout), then every line it wrote is scanned.

const SERVIDOR = path.join(import.meta.dirname, '..', 'support', 'processos', 'servidor.ts');
const SENHA = 'Segredo-De-Log-9';
const URL_SENHA = '/api/perfilusuario/senha';

let banco: BancoDeTeste;
let filho: ChildProcess;
let base = '';
const linhas: string[] = [];

beforeAll(async () => {
  banco = await criarBancoDeTeste();
  // Every request logged, as in production.
  filho = spawn(process.execPath, [SERVIDOR, banco.url], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LOG_LEVEL: 'info', JOB_WORKERS: 'false' } });
  process.once('exit', () => filho.kill('SIGKILL'));
  let resto = '';
  const guardar = (d: Buffer) => {
    const partes = (resto + d.toString()).split('\n');
    resto = partes.pop() ?? '';
    linhas.push(...partes);
  };
  filho.stderr?.on('data', guardar);
  const porta = await new Promise<number>((resolve, reject) => {
    filho.once('exit', (code) => reject(new Error(`o servidor saiu (${code})`)));
    filho.stdout?.on('data', (d: Buffer) => {
      guardar(d);
      const anunciada = linhas.map((l) => /^\{"porta":(\d+)\}$/.exec(l)).find(Boolean);
      if (anunciada) resolve(Number(anunciada[1]));
    });
  });
  base = `http://127.0.0.1:${porta}`;
});

afterAll(async () => {
  if (filho.exitCode === null) {
    const saiu = new Promise((r) => filho.once('exit', r));
    filho.kill('SIGTERM');
    await saiu;
  }
  await banco.descartar();
});

async function chamar(metodo: string, url: string, token?: string, corpo?: unknown) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers['x-auth-token'] = token;
  if (corpo !== undefined) headers['content-type'] = 'application/json';
  const r = await fetch(`${base}${url}`, { method: metodo, headers, body: corpo === undefined ? undefined : JSON.stringify(corpo) });
  const texto = await r.text();
  return { status: r.status, json: () => JSON.parse(texto) as { content: never; message?: string } };
}

describe('the process log', () => {
  it('holds no token, password or CPF after a session that sent all of them', async () => {
    const segredos: string[] = [SENHA];
    const login = await chamar('POST', '/api/login', undefined, { username: 'admin', password: 'admin' });
    expect(login.status).toBe(200);
    const admin = (login.json().content as { token: string }).token;
    segredos.push(admin);
    const contexto = (await chamar('GET', '/api/context', admin)).json().content as { unidades: { id: number; nome: string }[] };
    const sede = contexto.unidades.find((u) => u.nome === 'Sede');
    await chamar('POST', '/api/context/unidade', admin, { unidadeId: sede?.id });

    // A new password, a wrong login with it, and a right one.
    const troca = await chamar('POST', URL_SENHA, admin, { senhaAtual: 'admin', novaSenha: SENHA, confirmacaoSenha: SENHA });
    expect(troca.status).toBe(200);
    await chamar('POST', '/api/login', undefined, { username: 'admin', password: `${SENHA}x` });
    const outra = (await chamar('POST', '/api/login', undefined, { username: 'admin', password: SENHA })).json().content as { token: string };
    segredos.push(outra.token);

    // A person with a CPF; the CPF searched in the query string and refused again by the form.
    const cpf = gerarCpf(aleatorioComSemente(77), { formatado: true });
    segredos.push(cpf, cpf.replace(/\D/g, ''));
    const pessoa = await chamar('POST', '/api/pessoas', admin, { nome: 'Pessoa do Log', papelPessoaFisica: true, pessoaFisica: { cpf } });
    expect(pessoa.status).toBe(200);
    const repetida = await chamar('POST', '/api/pessoas', admin, { nome: 'Pessoa Repetida', papelPessoaFisica: true, pessoaFisica: { cpf } });
    expect(repetida.status).toBe(422);
    await chamar('GET', `/api/pessoas/lista?cpf=${encodeURIComponent(cpf)}&q=${cpf.replace(/\D/g, '')}`, admin);
    const filtro = await chamar('POST', '/api/pessoas/filter?page=1&rpp=5', admin, { cpf });
    expect(filtro.status).toBe(200);

    // The photo links carry an authtoken in their query string.
    const comFoto = (await chamar('POST', '/api/pessoas/filter?page=1&rpp=5', admin, { q: 'Pessoa do Log', fields: 'id,fotoUrl' })).json().content as {
      resultList: { id: number }[];
    };
    const id = comFoto.resultList[0]?.id ?? 1;
    await chamar('GET', `/api/pessoas/${id}/foto?authtoken=segredo-de-link-123`, undefined);
    segredos.push('segredo-de-link-123');

    // A malformed call and a missing route, whose errors are logged.
    await chamar('POST', '/api/pessoas', admin, { nome: 12, pessoaFisica: { cpf: { $ne: cpf } } });
    await chamar('GET', `/api/nao-existe/${cpf}?token=${admin}`, admin);

    expect((await chamar('POST', '/api/logout', admin)).status).toBe(200);
    // Let the last lines reach the pipe.
    await new Promise((r) => setTimeout(r, 300));

    expect(linhas.filter((l) => l.includes('"req"')).length, 'the requests were logged').toBeGreaterThan(10);
    const vazadas = linhas.filter((linha) => segredos.some((s) => linha.includes(s)) || /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/.test(linha));
    expect(vazadas).toEqual([]);
  });
});
