import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PASTA_MODELOS } from '../../caminhos.ts';
import { naoEncontrado } from '../../http/erros.ts';

// A model name is a plain identifier: no dots, slashes or encodings that could leave schemas/.
const NOME_VALIDO = /^[a-z][a-zA-Z0-9]{0,63}$/;

/** GET /api/models/{name}.json replies with the model itself (the JSON Schema under schemas/). */
export function rotasDeModelos(app: FastifyInstance): void {
  app.get<{ Params: { arquivo: string } }>('/api/models/:arquivo', async (request, reply) => {
    const nome = request.params.arquivo.replace(/\.json$/, '');
    if (!request.params.arquivo.endsWith('.json') || !NOME_VALIDO.test(nome)) throw naoEncontrado('Modelo não encontrado.');
    try {
      const texto = await readFile(path.join(PASTA_MODELOS, `${nome}.json`), 'utf8');
      return reply.type('application/json; charset=utf-8').send(texto);
    } catch {
      throw naoEncontrado('Modelo não encontrado.');
    }
  });
}
