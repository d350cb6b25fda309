import { executadaNoServidor } from '../../shared/engine/acoes.ts';
import { resolverAcoes } from '../../shared/engine/resolver-acoes.ts';
import { noCaminho } from '../../shared/engine/problema.ts';
import { acoesEmbutidas } from './acoes-do-recurso.ts';
import type { AlvoDasAcoes } from './alvo-das-acoes.ts';
import { telaDeModulo, type CatalogoDeTelas, type ProblemaDeArquivo, type TelaCarregada } from './catalogo-de-telas.ts';
import { ganchosDe } from './ganchos.ts';

// The declared actions of a hand-written module's screens (x-modulo), served by the engine over
// the module's hooks, and the check that every declared action of every screen has someone to
// run it on the server: the engine (estornar, desativar) or the model's hooks. An action that
// opens a page (abrir) runs nowhere on the server.

/** The action routes of a module's screen; null when it declares none. */
export function alvoDoModulo(tela: TelaCarregada, catalogo: Pick<CatalogoDeTelas, 'modelos'>): AlvoDasAcoes | null {
  const modelo = catalogo.modelos[tela.descritor.modelo];
  if (modelo === undefined) return null;
  const acoes = resolverAcoes(tela.descritor, modelo).filter(executadaNoServidor);
  if (acoes.length === 0) return null;
  const { ler } = ganchosDe(modelo.$id);
  if (ler === undefined) throw new Error(`Ganchos sem ler: ${modelo.$id}.`);
  return { arquivo: tela.arquivo, url: tela.descritor.recurso, modelo, porUnidade: modelo['x-unidade'] === true, acoes, modeloDe: (nome) => catalogo.modelos[nome], ler, embutidas: {}, auditar: null };
}

/** Each action no one can run, each module screen with actions whose hooks cannot read its records: the start refuses them, and so does check:screens. */
export function problemasDasAcoes(catalogo: Pick<CatalogoDeTelas, 'modelos' | 'telas'>): ProblemaDeArquivo[] {
  return catalogo.telas.flatMap((tela) => {
    const { descritor, arquivo } = tela;
    const modelo = catalogo.modelos[descritor.modelo];
    if (modelo === undefined) return [];
    const modulo = telaDeModulo(catalogo, descritor);
    const ganchos = ganchosDe(modelo.$id);
    const embutidas = modulo ? [] : acoesEmbutidas(modelo);
    const acoes = resolverAcoes(descritor, modelo).filter(executadaNoServidor);
    const problemas: ProblemaDeArquivo[] = acoes.flatMap((acao) => {
      if (ganchos.acoes?.[acao.nome] !== undefined || embutidas.includes(acao.nome)) return [];
      const indice = (descritor.acoes ?? []).findIndex((a) => a.nome === acao.nome);
      return [
        {
          arquivo,
          caminho: indice < 0 ? '/tags/desativar' : noCaminho('/acoes', indice, 'nome'),
          mensagem: `A ação '${acao.nome}' não tem quem a execute no servidor: registre acoes.${acao.nome} nos ganchos do modelo '${modelo.$id}' (src/server/modules/).`,
        },
      ];
    });
    if (modulo && acoes.length > 0 && ganchos.ler === undefined) {
      problemas.push({ arquivo, caminho: '/acoes', mensagem: `O modelo '${modelo.$id}' é de um módulo (x-modulo): os seus ganchos precisam de ler para as ações.` });
    }
    return problemas;
  });
}
