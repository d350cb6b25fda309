import type { HTTPMethods } from 'fastify';
import type { AppDeTeste } from '../support/app.ts';
import { prepararChamadores, type Credenciais, type NovaSessao } from './chamadores.ts';
import type { Caso, Chamador } from './matriz.ts';
import { prepararRegistros, type Registros } from './registros.ts';

// One call of the access matrix (not a test file): the route of `chave` ("METHOD /url") with its
// parameters filled by their records, as `chamador`. The matrix test and the embedded smoke pass
// (tests/embutido) call through it.

/** The concrete URL: each `:param` and the trailing `*` filled with its record. */
async function enderecoDo(url: string, caso: Caso, registros: Registros): Promise<string> {
  const nomes = [...url.matchAll(/:([A-Za-z]+)|\*$/g)].map((m) => m[1] ?? '*');
  let endereco = url;
  for (const nome of nomes) {
    const registro = caso.parametros?.[nome];
    if (registro === undefined) throw new Error(`a matriz não diz com que registro preencher '${nome}'`);
    endereco = endereco.replace(nome === '*' ? '*' : `:${nome}`, encodeURIComponent(String(await registros.valor(registro))));
  }
  const consulta = caso.consulta?.(registros.fixos);
  return consulta === undefined ? endereco : `${endereco}?${consulta}`;
}

export function chamadaDaMatriz(t: AppDeTeste, registros: Registros, credenciais: Credenciais, novaSessao: NovaSessao) {
  return async (chave: string, caso: Caso, chamador: Chamador) => {
    const [metodo = '', url = ''] = chave.split(' ');
    const token = caso.sessaoPropria ? await novaSessao(chamador) : credenciais[chamador];
    const escreve = metodo === 'POST' || metodo === 'PUT' || metodo === 'PATCH';
    const corpo = typeof caso.corpo === 'function' ? caso.corpo(registros.fixos) : (caso.corpo ?? {});
    return t.chamar({ method: metodo as HTTPMethods, url: await enderecoDo(url, caso, registros), token, ...(escreve ? { payload: corpo } : {}) });
  };
}

/**
 * A test app made ready to call the matrix: the routes it serves ("METHOD /url"), and the call,
 * with the matrix's callers and records prepared through the API of each module.
 */
export async function prepararMatriz(t: AppDeTeste): Promise<{ servidas: Set<string>; chamar: ReturnType<typeof chamadaDaMatriz> }> {
  await t.app.ready();
  const servidas = new Set(t.app.rotasServidas().map((r) => `${r.metodo} ${r.url}`));
  const { credenciais, novaSessao } = await prepararChamadores(t);
  const chamar = chamadaDaMatriz(t, await prepararRegistros(t, await t.entrarNaUnidade('admin', 'Sede')), credenciais, novaSessao);
  return { servidas, chamar };
}
