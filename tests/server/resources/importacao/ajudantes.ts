import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ArquivoDaImportacao, ImportacaoResumo, LinhaDoResultado, Mapeamento, PreviaDaImportacao, SituacaoDaLinha } from '../../../../src/shared/api/importacao.ts';
import type { TarefaResumo } from '../../../../src/shared/realtime/protocolo.ts';
import { corpoMultipart } from '../../ajudantes.ts';

// Helpers of the import's test files (not a test file itself): the calls of one screen's import,
// at {recurso}/importacao, made through any test app.

export interface Chamador {
  chamar(opcoes: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
}

/** A CSV text from rows of cells, ';' between them, CRLF between lines. */
export const csv = (linhas: readonly (readonly string[])[], separador = ';') => linhas.map((l) => l.join(separador)).join('\r\n') + '\r\n';

/** The calls of the import at `url`. */
export function importacaoEm(t: Chamador, url: string) {
  const conteudoDe = async <T>(r: Promise<LightMyRequestResponse>): Promise<T> => {
    const resposta = await r;
    expect(resposta.statusCode, resposta.body).toBe(200);
    return resposta.json<{ content: T }>().content;
  };
  const chamadas = {
    enviar(token: string, conteudo: Buffer | string, nomeArquivo = 'planilha.csv', tipo = 'text/csv') {
      const { payload, headers } = corpoMultipart([{ campo: 'file', nomeArquivo, tipo, conteudo: Buffer.from(conteudo) }]);
      return t.chamar({ method: 'POST', url, token, payload, headers });
    },
    enviarBem: (token: string, conteudo: Buffer | string, nomeArquivo?: string, tipo?: string) => conteudoDe<ArquivoDaImportacao>(chamadas.enviar(token, conteudo, nomeArquivo, tipo)),
    previa: (token: string, id: number, mapeamento: Mapeamento) => conteudoDe<PreviaDaImportacao>(t.chamar({ method: 'POST', url: `${url}/${id}/previa`, token, payload: { mapeamento } })),
    iniciar: (token: string, id: number, mapeamento: Mapeamento, pularInvalidas = false) =>
      conteudoDe<TarefaResumo>(t.chamar({ method: 'POST', url: `${url}/${id}/iniciar`, token, payload: { mapeamento, pularInvalidas } })),
    resumo: (token: string, id: number) => conteudoDe<ImportacaoResumo>(t.chamar({ method: 'GET', url: `${url}/${id}`, token })),
    linhas: async (token: string, id: number, situacao: SituacaoDaLinha) =>
      (await conteudoDe<{ resultList: LinhaDoResultado[] }>(t.chamar({ method: 'GET', url: `${url}/${id}/linhas?situacao=${situacao}&rpp=100`, token }))).resultList,
    async esperarFim(token: string, id: number, ms = 25_000): Promise<ImportacaoResumo> {
      const limite = Date.now() + ms;
      for (;;) {
        const atual = await chamadas.resumo(token, id);
        if (atual.estado === 'concluida' && atual.tarefa?.estado === 'concluida') return atual;
        if (atual.tarefa?.estado === 'falhou') throw new Error(`a tarefa falhou: ${atual.tarefa.erro}`);
        if (Date.now() > limite) throw new Error(`tempo esgotado: ${JSON.stringify(atual)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    /** Uploads, starts and waits for the end. */
    async importar(token: string, conteudo: Buffer | string, mapeamento?: Mapeamento, pularInvalidas = false): Promise<ImportacaoResumo> {
      const enviado = await chamadas.enviarBem(token, conteudo);
      await chamadas.iniciar(token, enviado.id, mapeamento ?? enviado.mapeamentoSugerido, pularInvalidas);
      return chamadas.esperarFim(token, enviado.id);
    },
  };
  return chamadas;
}
