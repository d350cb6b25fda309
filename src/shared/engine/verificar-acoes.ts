import { noCaminho, type Problema } from './problema.ts';
import { tipoPrincipal } from './modelo.ts';
import type { Descriptor, LugarDaAcao, Model } from './types.ts';
import { verificarCondicao } from './verificar-campo.ts';

// The checks of a screen's actions that the meta-schema cannot make. Whether the server can run
// each (the engine's own, or a module's hook) is the catalogue's check, which knows the hooks.

/** Segments of the resource's own routes, which a selection action (POST <recurso>/<nome>) must not take. */
export const NOMES_RESERVADOS: ReadonlySet<string> = new Set(['metadatalist', 'resumos', 'relatorio', 'importacao', 'imprimir']);

const PARTE_DO_LUGAR: Readonly<Record<LugarDaAcao, 'lista' | 'formulario'>> = { linha: 'lista', selecao: 'lista', formulario: 'formulario' };

function temAtivo(modelo: Model): boolean {
  const ativo = Object.hasOwn(modelo.properties, 'ativo') ? modelo.properties['ativo'] : undefined;
  return ativo !== undefined && tipoPrincipal(ativo) === 'boolean';
}

const SEM_ATIVO = "desativar precisa de um campo booleano 'ativo' no modelo.";

export function verificarAcoes(descritor: Descriptor, modelo: Model): Problema[] {
  const problemas: Problema[] = [];
  const vistas = new Map<string, string>();
  (descritor.acoes ?? []).forEach((acao, i) => {
    const ponteiro = noCaminho('/acoes', i);
    const anterior = vistas.get(acao.nome);
    if (anterior !== undefined) problemas.push({ caminho: noCaminho(ponteiro, 'nome'), mensagem: `Ação '${acao.nome}' repetida; já está em ${anterior}.` });
    vistas.set(acao.nome, ponteiro);
    if (NOMES_RESERVADOS.has(acao.nome)) problemas.push({ caminho: noCaminho(ponteiro, 'nome'), mensagem: `O nome '${acao.nome}' é de uma rota do próprio recurso.` });
    if (acao.nome === 'desativar' && !temAtivo(modelo)) problemas.push({ caminho: noCaminho(ponteiro, 'nome'), mensagem: SEM_ATIVO });
    if (acao.confirmacao !== undefined && acao.pergunta !== undefined) {
      problemas.push({ caminho: noCaminho(ponteiro, 'pergunta'), mensagem: 'Use confirmacao ou pergunta, não as duas: a pergunta já confirma.' });
    }
    acao.onde.forEach((lugar, j) => {
      const parte = PARTE_DO_LUGAR[lugar];
      if (descritor[parte] === undefined) problemas.push({ caminho: noCaminho(ponteiro, 'onde', j), mensagem: `'${lugar}' precisa de ${parte} no descritor.` });
    });
    if (acao.disponivelSe !== undefined) problemas.push(...verificarCondicao(modelo, acao.disponivelSe, noCaminho(ponteiro, 'disponivelSe')));
  });
  if (descritor.tags.desativar !== undefined && !vistas.has('desativar') && modelo['x-modulo'] !== true) {
    if (!temAtivo(modelo)) problemas.push({ caminho: '/tags/desativar', mensagem: SEM_ATIVO });
    if (descritor.lista === undefined) problemas.push({ caminho: '/tags/desativar', mensagem: 'desativar age na seleção da lista: precisa de lista no descritor.' });
  }
  return problemas;
}
