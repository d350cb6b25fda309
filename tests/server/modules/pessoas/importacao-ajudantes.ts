import { expect } from 'vitest';
import type { ArquivoDaImportacao, ImportacaoResumo, Mapeamento, PreviaDaImportacao } from '../../../../src/shared/api/importacao.ts';
import type { TarefaResumo } from '../../../../src/shared/realtime/protocolo.ts';
import type { AppDeTeste } from '../../../support/app.ts';
import { corpoMultipart } from '../../ajudantes.ts';

// Helpers of the import's test files (not a test file itself).

export const URL_DA_IMPORTACAO = '/api/pessoas/importacao';

/** A CSV text from rows of cells, ';' between them, CRLF between lines. */
export const csv = (linhas: readonly (readonly string[])[], separador = ';') => linhas.map((l) => l.join(separador)).join('\r\n') + '\r\n';

export function enviar(t: AppDeTeste, token: string, conteudo: Buffer | string, nomeArquivo = 'pessoas.csv', tipo = 'text/csv') {
  const { payload, headers } = corpoMultipart([{ campo: 'file', nomeArquivo, tipo, conteudo: Buffer.from(conteudo) }]);
  return t.chamar({ method: 'POST', url: URL_DA_IMPORTACAO, token, payload, headers });
}

export async function enviarBem(t: AppDeTeste, token: string, conteudo: Buffer | string, nomeArquivo?: string, tipo?: string): Promise<ArquivoDaImportacao> {
  const r = await enviar(t, token, conteudo, nomeArquivo, tipo);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: ArquivoDaImportacao }>().content;
}

export async function previa(t: AppDeTeste, token: string, id: number, mapeamento: Mapeamento): Promise<PreviaDaImportacao> {
  const r = await t.chamar({ method: 'POST', url: `${URL_DA_IMPORTACAO}/${id}/previa`, token, payload: { mapeamento } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: PreviaDaImportacao }>().content;
}

export async function iniciar(t: AppDeTeste, token: string, id: number, mapeamento: Mapeamento, pularInvalidas = false): Promise<TarefaResumo> {
  const r = await t.chamar({ method: 'POST', url: `${URL_DA_IMPORTACAO}/${id}/iniciar`, token, payload: { mapeamento, pularInvalidas } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: TarefaResumo }>().content;
}

export async function resumo(t: AppDeTeste, token: string, id: number): Promise<ImportacaoResumo> {
  const r = await t.chamar({ method: 'GET', url: `${URL_DA_IMPORTACAO}/${id}`, token });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: ImportacaoResumo }>().content;
}

export async function esperarFim(t: AppDeTeste, token: string, id: number, ms = 25_000): Promise<ImportacaoResumo> {
  const limite = Date.now() + ms;
  for (;;) {
    const atual = await resumo(t, token, id);
    if (atual.estado === 'concluida' && atual.tarefa?.estado === 'concluida') return atual;
    if (atual.tarefa?.estado === 'falhou') throw new Error(`a tarefa falhou: ${atual.tarefa.erro}`);
    if (Date.now() > limite) throw new Error(`tempo esgotado: ${JSON.stringify(atual)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Uploads, starts and waits for the end. */
export async function importar(t: AppDeTeste, token: string, conteudo: Buffer | string, mapeamento: Mapeamento, pularInvalidas = false): Promise<ImportacaoResumo> {
  const { id } = await enviarBem(t, token, conteudo);
  await iniciar(t, token, id, mapeamento, pularInvalidas);
  return esperarFim(t, token, id);
}

export async function contarPessoas(t: AppDeTeste): Promise<number> {
  const { n } = await t.db.selectFrom('pessoa').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}
