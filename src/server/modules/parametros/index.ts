import type { FastifyInstance } from 'fastify';
import type { Servicos } from '../../servicos.ts';
import { rotasDoEmail } from './email/rotas.ts';
import { rotasDoLogo } from './logo.ts';
import { rotasDosParametros } from './rotas.ts';

// configuracoes/parametro and configuracoes/parametroemail. The service that the rest of the
// server reads the values through is ./servico.ts; the per-request hooks are in ./http.ts.

export { criarServicoDeParametros, type ServicoDeParametros } from './servico.ts';
export { fonteDosTiles, instalarLeituraDosParametros, instalarTamanhoDePagina } from './http.ts';

export function rotasDeParametros(app: FastifyInstance, servicos: Servicos): void {
  rotasDosParametros(app, servicos);
  rotasDoLogo(app, servicos);
  rotasDoEmail(app, servicos);
}
