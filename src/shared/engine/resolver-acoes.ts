import type { AcaoResolvida } from './tela-resolvida.ts';
import type { AcaoDescrita, Condicao, Descriptor, Model } from './types.ts';

// The actions of a screen: those the descriptor declares and desativar, which tags.desativar
// offers on the list's selection without being declared (on a generic model; a hand-written
// module serves its own). The engine adds its own conditions to
// each: nothing acts on a reversed record (x-estornavel), and desativar needs an active one.

/** The texts of the engine's own desativar, shown through traduzir. */
export const TEXTOS_DAS_ACOES_PADRAO = {
  desativar: 'Desativar selecionado(s)',
  confirmarDesativacao: 'Deseja realmente desativar os registros selecionados?',
  motivo: 'Motivo',
} as const;

export const NAO_ESTORNADO: Condicao = { field: 'estornadoEm', op: 'empty' };
const ATIVO: Condicao = { field: 'ativo', op: 'eq', value: true };

function desativarPadrao(tag: string): AcaoDescrita {
  return { nome: 'desativar', rotulo: TEXTOS_DAS_ACOES_PADRAO.desativar, tag, onde: ['selecao'], confirmacao: { mensagem: TEXTOS_DAS_ACOES_PADRAO.confirmarDesativacao } };
}

function juntas(condicoes: readonly (Condicao | undefined)[]): Condicao | null {
  const presentes = condicoes.filter((c): c is Condicao => c !== undefined);
  if (presentes.length === 0) return null;
  return presentes.length === 1 ? (presentes[0] ?? null) : { todas: presentes };
}

function resolverAcao(acao: AcaoDescrita, modelo: Model): AcaoResolvida {
  const { confirmacao, pergunta, formulario, abrir, mostrar } = acao;
  return {
    nome: acao.nome,
    rotulo: acao.rotulo,
    tag: acao.tag,
    onde: acao.onde,
    confirmacao: confirmacao === undefined ? null : { titulo: confirmacao.titulo ?? null, mensagem: confirmacao.mensagem ?? null, botao: confirmacao.botao ?? null },
    pergunta:
      pergunta === undefined
        ? null
        : { titulo: pergunta.titulo ?? null, rotulo: pergunta.rotulo ?? TEXTOS_DAS_ACOES_PADRAO.motivo, obrigatoria: pergunta.obrigatoria ?? true },
    formulario: formulario ?? null,
    disponivelSe: juntas([
      modelo['x-estornavel'] === true ? NAO_ESTORNADO : undefined,
      acao.nome === 'desativar' ? ATIVO : undefined,
      acao.disponivelSe,
    ]),
    abrir: abrir === undefined ? null : { rota: abrir.rota, parametros: abrir.parametros ?? {} },
    mostrar: mostrar === undefined ? null : { titulo: mostrar.titulo ?? null, mensagem: mostrar.mensagem ?? null, rotulo: mostrar.rotulo ?? null },
  };
}

export function resolverAcoes(descritor: Descriptor, modelo: Model): AcaoResolvida[] {
  const declaradas = descritor.acoes ?? [];
  const { desativar } = descritor.tags;
  // A hand-written module (x-modulo) serves its own desativar, as the people register does.
  const oferece = desativar !== undefined && modelo['x-modulo'] !== true && !declaradas.some((a) => a.nome === 'desativar');
  const padrao = oferece ? [desativarPadrao(desativar)] : [];
  return [...declaradas, ...padrao].map((acao) => resolverAcao(acao, modelo));
}
