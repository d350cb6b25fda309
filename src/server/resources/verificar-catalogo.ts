import { noCaminho, type Problema } from '../../shared/engine/problema.ts';
import { rotasDoDescritor } from '../../shared/engine/rotas.ts';
import type { Descriptor, Model } from '../../shared/engine/types.ts';
import { verificarRotasDasAcoes } from '../../shared/engine/verificar-acoes.ts';
import { resolverCaminhoDoFiltro, resolverCaminhoSql } from './caminho-sql.ts';
import type { ProblemaDeArquivo, TelaCarregada } from './catalogo-de-telas.ts';
import { problemasDosParametros, problemasDosResumos } from './verificar-consultas.ts';
import { mapaPorModelo, mapearModelo, problemasDoMapa, type MapaDoModelo, type MapaPorModelo } from './mapa-do-modelo.ts';

// What only the whole catalogue shows: two screens on one route or resource, and what the
// generic engine cannot serve (a sort or search over a json column, a reference to a model
// without a table). Each problem names the file to fix.

export interface EntradaDaVerificacao {
  modelos: Readonly<Record<string, Model>>;
  arquivosDosModelos: Readonly<Record<string, string>>;
  telas: readonly TelaCarregada[];
  mapas: ReadonlyMap<string, MapaDoModelo>;
}

/** Every route the screens draw: each list (or settings form), form and import. */
function rotasDasTelas(telas: readonly TelaCarregada[]): Set<string> {
  return new Set(telas.flatMap(({ descritor }) => [descritor.rota.name, ...Object.values(rotasDoDescritor(descritor)).flatMap((rota) => (rota === null ? [] : [rota.name]))]));
}

export function verificarCatalogo(e: EntradaDaVerificacao): ProblemaDeArquivo[] {
  const mapaDe = mapaPorModelo(e.modelos, e.mapas);
  const rotas = rotasDasTelas(e.telas);
  return [
    ...e.telas.flatMap((t) => verificarRotasDasAcoes(t.descritor, rotas).map((p) => ({ arquivo: t.arquivo, ...p }))),
    ...repetidas(e.telas, (d) => d.rota.name, '/rota/name', (v) => `A rota '${v}' já é usada`),
    // A hand-written module (x-modulo) serves one resource to several screens (people and suppliers).
    ...repetidas(
      e.telas.filter((t) => e.modelos[t.descritor.modelo]?.['x-modulo'] !== true),
      (d) => d.recurso,
      '/recurso',
      (v) => `O recurso '${v}' já é usado`,
    ),
    ...e.telas.flatMap((t) => problemasDaTela(t.descritor, e, mapaDe).map((p) => ({ arquivo: t.arquivo, ...p }))),
    ...[...e.mapas.values()].flatMap((mapa) =>
      [...problemasDoMapa(mapa), ...problemasDasReferencias(mapa, e)].map((p) => ({
        arquivo: e.arquivosDosModelos[mapa.modelo.$id] ?? mapa.modelo.$id,
        ...p,
      })),
    ),
  ];
}

function repetidas(
  telas: readonly TelaCarregada[],
  chave: (d: Descriptor) => string,
  caminho: string,
  jaUsado: (valor: string) => string,
): ProblemaDeArquivo[] {
  const vistas = new Map<string, string>();
  return telas.flatMap((t) => {
    const valor = chave(t.descritor);
    const anterior = vistas.get(valor);
    vistas.set(valor, anterior ?? t.arquivo);
    return anterior === undefined ? [] : [{ arquivo: t.arquivo, caminho, mensagem: `${jaUsado(valor)} em ${anterior}.` }];
  });
}

function problemasDaTela(d: Descriptor, e: EntradaDaVerificacao, mapaDe: MapaPorModelo): Problema[] {
  const mapa = e.mapas.get(d.modelo);
  if (mapa === undefined) return [];
  const problemas: Problema[] = [];
  const recursoDoModelo = mapa.modelo['x-recurso'];
  if (recursoDoModelo !== undefined && recursoDoModelo !== d.recurso) {
    problemas.push({ caminho: '/recurso', mensagem: `O modelo '${d.modelo}' declara x-recurso '${recursoDoModelo}'.` });
  }
  const semColuna = (caminho: string, ponteiro: string, uso: string): void => {
    if (resolverCaminhoSql(mapa, caminho, mapaDe) === null) {
      problemas.push({ caminho: ponteiro, mensagem: `'${caminho}' não é uma coluna simples (nem de um registro referenciado): ${uso}.` });
    }
  };
  d.lista?.colunas.forEach((coluna, i) => {
    if (typeof coluna === 'string' || coluna.ordenavel !== false) {
      const campo = typeof coluna === 'string' ? coluna : coluna.campo;
      semColuna(campo, noCaminho('/lista/colunas', i), 'o servidor não ordena por ela; use ordenavel: false');
    }
  });
  d.lista?.camposPesquisados?.forEach((campo, i) => semColuna(campo, noCaminho('/lista/camposPesquisados', i), 'o servidor não pesquisa nela'));
  if (d.lista?.ordenacaoPadrao) semColuna(d.lista.ordenacaoPadrao.campo, '/lista/ordenacaoPadrao/campo', 'o servidor não ordena por ela');
  d.filtro?.campos.forEach((descrito, i) => {
    const campo = typeof descrito === 'string' ? descrito : descrito.campo;
    if (campo !== undefined && resolverCaminhoDoFiltro(mapa, campo, mapaDe) === null) {
      problemas.push({ caminho: noCaminho('/filtro/campos', i), mensagem: `'${campo}' não é uma coluna simples: o servidor não filtra por ela.` });
    }
  });
  return [...problemas, ...problemasDosParametros(d), ...problemasDosResumos(d, mapa, mapaDe)];
}

/** Each x-ref of a served model needs a table to point at, and display fields the join can read. */
function problemasDasReferencias(mapa: MapaDoModelo, e: EntradaDaVerificacao): Problema[] {
  return mapa.colunas.flatMap((c) => {
    const alvo = c.referencia ?? c.referenciaDaLista;
    if (alvo === null) return [];
    const ponteiro = noCaminho('/properties', c.propriedade);
    const modelo = e.modelos[alvo];
    if (modelo === undefined) return [{ caminho: ponteiro, mensagem: `Modelo referenciado desconhecido: '${alvo}'.` }];
    if (!e.mapas.has(alvo) && modelo['x-tabela'] === undefined) {
      return [{ caminho: ponteiro, mensagem: `O modelo '${alvo}' não tem tabela: nenhuma tela o serve e ele não declara x-tabela.` }];
    }
    const alvoMapa = e.mapas.get(alvo) ?? mapearModelo(modelo);
    return (modelo['x-exibicao'] ?? [])
      .filter((campo) => resolverCaminhoSql(alvoMapa, campo, () => undefined)?.juncao !== null)
      .map((campo) => ({ caminho: ponteiro, mensagem: `O campo de exibição '${campo}' de '${alvo}' não é uma coluna simples do modelo.` }));
  });
}
