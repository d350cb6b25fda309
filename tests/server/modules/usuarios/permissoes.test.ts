import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, idDoUsuario, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// Every call of the users' configuration needs its tag on the server: the operador (people
// register only) gets 403 for each one, and a reader (visualizar only) for every write.

let t: AppDeTeste;
let operador: string;
let leitor: string;
let alvo: number;

beforeAll(async () => {
  t = await criarAppDeTeste();
  const sede = await idDaUnidade(t.db, 'Sede');
  await criarUsuario(t.db, { login: 'leitor', unidadeIds: [sede], tags: ['configuracoes.usuario.visualizar'] });
  operador = await t.entrar('operador');
  leitor = await t.entrar('leitor');
  alvo = await idDoUsuario(t.db, 'operador');
});
afterAll(() => t.fechar());

const leituras = () => [
  ['GET', '/api/usuarios'],
  ['GET', '/api/usuarios/metadatalist'],
  ['GET', `/api/usuarios/${alvo}`],
] as const;
const escritas = () => [
  ['GET', '/api/usuarios/opcoes/unidades'],
  ['GET', '/api/usuarios/opcoes/grupos'],
  ['POST', '/api/usuarios'],
  ['POST', `/api/usuarios/${alvo}/redefinirsenha`],
  ['POST', `/api/usuarios/${alvo}/encerrarsessoes`],
] as const;

const chamar = (method: 'GET' | 'POST', url: string, token: string) =>
  t.chamar({ method, url, token, ...(method === 'POST' && url === '/api/usuarios' ? { payload: { id: alvo, nome: 'Invasor' } } : {}) });

describe('the users\' calls and their tags', () => {
  it('refuses the operador every call with 403 and the specification\'s message', async () => {
    for (const [method, url] of [...leituras(), ...escritas()]) {
      const r = await chamar(method, url, operador);
      expect(r.statusCode, `${method} ${url}`).toBe(403);
      expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    }
    expect((await t.db.selectFrom('usuario').select('nome').where('id', '=', alvo).executeTakeFirstOrThrow()).nome).toBe('Operador de Cadastro');
  });

  it('lets a reader read, and refuses every write with 403', async () => {
    for (const [method, url] of leituras()) expect((await chamar(method, url, leitor)).statusCode, `${method} ${url}`).toBe(200);
    for (const [method, url] of escritas()) expect((await chamar(method, url, leitor)).statusCode, `${method} ${url}`).toBe(403);
  });

  it('needs a session for every call (401)', async () => {
    for (const [method, url] of [...leituras(), ...escritas()]) {
      const r = await t.chamar({ method, url });
      expect(r.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
