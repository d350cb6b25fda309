import { performance } from 'node:perf_hooks';
import type { ResultadoDaImportacaoOfx } from '../../src/shared/api/conciliacaoOfx.ts';
import type { Cliente, Medida } from '../bench-api.ts';
import { arquivoOfx } from './arquivo.ts';

// `npm run bench financeiro`'s OFX line: a statement of N transactions (the OFX bench's file, SGML
// CP1252) imported through POST /api/financeiro/conciliacao/ofx/importacao into an account of the
// Sede made for the run, each time with new FITIDs, so every call saves all N lines (the issue's
// target: under 2 s). The account keeps them: the bench's data grows by N lines a call.

async function importar(base: string, token: string, contaId: number, bytes: Uint8Array): Promise<{ ms: number; novas: number }> {
  const form = new FormData();
  form.append('contaId', String(contaId));
  form.append('file', new Blob([Buffer.from(bytes)], { type: 'application/x-ofx' }), 'bench.ofx');
  const inicio = performance.now();
  const r = await fetch(`${base}/api/financeiro/conciliacao/ofx/importacao`, { method: 'POST', headers: { 'X-AUTH-TOKEN': token }, body: form });
  const json = (await r.json()) as { content: ResultadoDaImportacaoOfx; message?: string };
  const ms = performance.now() - inicio;
  if (!r.ok) throw new Error(`importação do OFX: ${r.status} ${json.message ?? ''}`);
  return { ms, novas: json.content.novas };
}

/**
 * Imports `repeticoes` files of `transacoes` lines each (new FITIDs each time) into the account
 * `contaId`, or into a new empty account when none is given.
 */
export async function medirImportacaoOfx(c: Cliente, base: string, token: string, transacoes: number, repeticoes: number, contaId?: number): Promise<Medida> {
  const conta = contaId === undefined ? await contaNova(c) : { id: contaId };
  const rodada = Date.now().toString(36);
  const tempos: number[] = [];
  let novas = 0;
  for (let i = 0; i < repeticoes; i++) {
    const feita = await importar(base, token, conta.id, arquivoOfx(transacoes, 'SGML CP1252', `${rodada}-${i}-`));
    tempos.push(feita.ms);
    novas = feita.novas;
  }
  return { consulta: `importação de um OFX de ${transacoes.toLocaleString('pt-BR')} transações (POST multipart)`, tempos, resultado: `${novas.toLocaleString('pt-BR')} linhas novas por chamada` };
}

async function contaNova(c: Cliente): Promise<{ id: number }> {
  const hoje = new Date().toISOString().slice(0, 10);
  const { content } = await c.chamar<{ id: number }>('POST', '/api/financeiro/contas', {
    descricao: `Conta do bench OFX ${new Date().toISOString()}`,
    tipo: 'CONTA_CORRENTE',
    saldoInicial: 0,
    dataSaldoInicial: hoje,
  });
  return content;
}
