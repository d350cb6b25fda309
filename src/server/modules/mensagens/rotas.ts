import type { FastifyInstance } from 'fastify';
import type { Servicos } from '../../servicos.ts';
import { rotasDeEscritaDasMensagens } from './rotas-escrita.ts';
import { rotasDeLeituraDasMensagens } from './rotas-leitura.ts';

/** Internal messages (shared/api/mensagens.ts): every signed-in user, for their own messages. */
export function rotasDeMensagens(app: FastifyInstance, servicos: Servicos): void {
  rotasDeLeituraDasMensagens(app, servicos);
  rotasDeEscritaDasMensagens(app, servicos);
}
