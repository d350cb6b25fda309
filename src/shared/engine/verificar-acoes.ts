import { noCaminho, type Problema } from './problema.ts';
import { tipoPrincipal } from './modelo.ts';
import { HOJE } from './formulario-da-acao.ts';
import { PAGINAS_DAS_ACOES } from './paginas-das-acoes.ts';
import type { AcaoDescrita, Descriptor, FormularioDaAcaoDescrito, LugarDaAcao, Model } from './types.ts';
import { verificarCaminho, verificarCondicao, type Contexto } from './verificar-campo.ts';
import { verificarCampo } from './verificar-formulario.ts';
import { verificarItensIniciais } from './verificar-itens-iniciais.ts';

// The checks of a screen's actions that the meta-schema cannot make. Whether the server can run
// each (the engine's own, or a module's hook) is the catalogue's check, which knows the hooks.

/** Segments of the resource's own routes, which a selection action (POST <recurso>/<nome>) must not take. */
export const NOMES_RESERVADOS: ReadonlySet<string> = new Set(['metadatalist', 'resumos', 'relatorio', 'importacao', 'imprimir']);

const PARTE_DO_LUGAR: Readonly<Record<LugarDaAcao, 'lista' | 'formulario'>> = { linha: 'lista', selecao: 'lista', lista: 'lista', formulario: 'formulario' };

function temAtivo(modelo: Model): boolean {
  const ativo = Object.hasOwn(modelo.properties, 'ativo') ? modelo.properties['ativo'] : undefined;
  return ativo !== undefined && tipoPrincipal(ativo) === 'boolean';
}

const SEM_ATIVO = "desativar precisa de um campo booleano 'ativo' no modelo.";

/** The dialog's form: its model exists, its fields are that model's, each first value comes from a field of the record, is hoje, or a list's items from a list of the record. */
function verificarFormularioDaAcao(formulario: FormularioDaAcaoDescrito, ponteiro: string, contexto: Contexto): Problema[] {
  const modelo = Object.hasOwn(contexto.modelos, formulario.modelo) ? contexto.modelos[formulario.modelo] : undefined;
  if (modelo === undefined) return [{ caminho: noCaminho(ponteiro, 'modelo'), mensagem: `Modelo desconhecido: '${formulario.modelo}'.` }];
  const vistos = new Map<string, string>();
  const doModelo = { modelo, modelos: contexto.modelos };
  return [
    ...formulario.campos.flatMap((campo, i) => verificarCampo(campo, noCaminho(ponteiro, 'campos', i), vistos, doModelo)),
    ...Object.entries(formulario.valoresIniciais ?? {}).flatMap(([campo, origem]) => [
      ...(vistos.has(campo) ? [] : [{ caminho: noCaminho(ponteiro, 'valoresIniciais', campo), mensagem: `'${campo}' não é um campo do formulário da ação.` }]),
      ...(typeof origem !== 'string'
        ? verificarItensIniciais(origem, campo, noCaminho(ponteiro, 'valoresIniciais', campo), contexto.modelo, modelo)
        : origem === HOJE
          ? []
          : verificarCaminho(contexto.modelo, origem, noCaminho(ponteiro, 'valoresIniciais', campo))),
    ]),
  ];
}

/** An action that opens a page: nothing to ask first, no selection, and on the list's toolbar no record to read. */
function verificarAbrir(acao: AcaoDescrita, ponteiro: string, modelo: Model): Problema[] {
  const { abrir } = acao;
  if (abrir === undefined) {
    const j = acao.onde.indexOf('lista');
    return j < 0 ? [] : [{ caminho: noCaminho(ponteiro, 'onde', j), mensagem: "'lista' é de uma ação que abre uma página (abrir): na barra da lista não há registro para o servidor." }];
  }
  const caminho = noCaminho(ponteiro, 'abrir');
  const naBarra = acao.onde.includes('lista');
  const parametros = Object.entries(abrir.parametros ?? {});
  return [
    ...(acao.formulario !== undefined || acao.confirmacao !== undefined || acao.pergunta !== undefined
      ? [{ caminho, mensagem: 'Uma ação que abre uma página não pede formulario, confirmacao nem pergunta: a página pede o que precisar.' }]
      : []),
    ...(acao.onde.includes('selecao') ? [{ caminho, mensagem: "Uma ação que abre uma página não age na seleção: tire 'selecao' de onde." }] : []),
    ...(naBarra && acao.disponivelSe !== undefined ? [{ caminho: noCaminho(ponteiro, 'disponivelSe'), mensagem: "Na barra da lista não há registro para disponivelSe: tire 'lista' de onde ou a condição." }] : []),
    ...(naBarra && parametros.length > 0 ? [{ caminho: noCaminho(caminho, 'parametros'), mensagem: "Na barra da lista não há registro de onde tirar os parâmetros: tire 'lista' de onde ou os parâmetros." }] : []),
    ...parametros.flatMap(([nome, origem]) => verificarCaminho(modelo, origem, noCaminho(caminho, 'parametros', nome))),
  ];
}

/** An action that shows its reply: on one record (a selection's reply is not one text), and with nothing to ask in a form. */
function verificarMostrar(acao: AcaoDescrita, ponteiro: string): Problema[] {
  if (acao.mostrar === undefined) return [];
  const caminho = noCaminho(ponteiro, 'mostrar');
  return [
    ...(acao.abrir !== undefined ? [{ caminho, mensagem: 'Uma ação que abre uma página não tem resposta para mostrar: use abrir ou mostrar, só um.' }] : []),
    ...(acao.formulario !== undefined ? [{ caminho, mensagem: 'Uma ação que mostra a resposta não pede formulario: use formulario ou mostrar, só um.' }] : []),
    ...(acao.onde.includes('selecao') ? [{ caminho, mensagem: "Uma ação que mostra a resposta age num registro: tire 'selecao' de onde." }] : []),
  ];
}

/**
 * The pages the actions open are routes someone serves: a screen of the catalogue (`rotas`, its
 * every route) or a hand-written page of PAGINAS_DAS_ACOES. Checked once the whole catalogue is read.
 */
export function verificarRotasDasAcoes(descritor: Descriptor, rotas: ReadonlySet<string>): Problema[] {
  return (descritor.acoes ?? []).flatMap((acao, i) => {
    const rota = acao.abrir?.rota;
    if (rota === undefined || rotas.has(rota) || PAGINAS_DAS_ACOES.has(rota)) return [];
    const mensagem = `Rota desconhecida: '${rota}'. Uma ação abre uma tela do catálogo ou uma página escrita à mão listada em src/shared/engine/paginas-das-acoes.ts.`;
    return [{ caminho: noCaminho('/acoes', i, 'abrir', 'rota'), mensagem }];
  });
}

export function verificarAcoes(descritor: Descriptor, contexto: Contexto): Problema[] {
  const { modelo } = contexto;
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
    problemas.push(...verificarAbrir(acao, ponteiro, modelo));
    problemas.push(...verificarMostrar(acao, ponteiro));
    if (acao.formulario !== undefined) {
      const formulario = noCaminho(ponteiro, 'formulario');
      if (acao.confirmacao !== undefined || acao.pergunta !== undefined) problemas.push({ caminho: formulario, mensagem: 'Use formulario, confirmacao ou pergunta, só um: o formulário já confirma.' });
      if (acao.onde.includes('selecao')) problemas.push({ caminho: formulario, mensagem: "Um formulário age num registro: tire 'selecao' de onde." });
      problemas.push(...verificarFormularioDaAcao(acao.formulario, formulario, contexto));
    }
  });
  if (descritor.tags.desativar !== undefined && !vistas.has('desativar') && modelo['x-modulo'] !== true) {
    if (!temAtivo(modelo)) problemas.push({ caminho: '/tags/desativar', mensagem: SEM_ATIVO });
    if (descritor.lista === undefined) problemas.push({ caminho: '/tags/desativar', mensagem: 'desativar age na seleção da lista: precisa de lista no descritor.' });
  }
  return problemas;
}
