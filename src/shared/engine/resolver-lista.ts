import { apresentar, exigirPropriedade, exigirWidget } from './apresentacao.ts';
import { camposDoLink } from './link-da-coluna.ts';
import { COLUNA_ORDENAVEL_PADRAO, DIRECAO_PADRAO, ROTULO_DA_CONTAGEM, tituloPadrao } from './padroes.ts';
import type { ColunaResolvida, ListaResolvida, ResumoResolvido } from './tela-resolvida.ts';
import type { ColunaDescrita, DescritorLista, Model, ResumoDescrito } from './types.ts';
import { widgetPadrao } from './widget-padrao.ts';

export function resolverLista(lista: DescritorLista, modelo: Model): ListaResolvida {
  const ordenacao = lista.ordenacaoPadrao;
  return {
    colunas: lista.colunas.map((coluna) => resolverColuna(coluna, modelo)),
    camposPesquisados: lista.camposPesquisados ?? [],
    ordenacaoPadrao: ordenacao === undefined ? null : { campo: ordenacao.campo, direcao: ordenacao.direcao ?? DIRECAO_PADRAO },
    rpp: lista.rpp ?? null,
    resumos: (lista.resumos ?? []).map((resumo) => resolverResumo(resumo, modelo)),
    ...(lista.todasAsUnidades === true ? { todasAsUnidades: true } : {}),
  };
}

/** A sum is labelled by its field's title and formatted as its field; a count, 'Quantidade'. */
function resolverResumo(resumo: ResumoDescrito, modelo: Model): ResumoResolvido {
  const condicional = resumo.se !== undefined;
  if (resumo.soma === undefined) return { nome: resumo.nome, rotulo: resumo.rotulo ?? ROTULO_DA_CONTAGEM, soma: null, dinheiro: false, condicional };
  const { propriedade } = exigirPropriedade(modelo, resumo.soma);
  const rotulo = resumo.rotulo ?? propriedade.title ?? tituloPadrao(resumo.soma);
  return { nome: resumo.nome, rotulo, soma: resumo.soma, dinheiro: propriedade['x-tipo'] === 'money', condicional };
}

/** A column carries the field's widget kind so that its cells format values as the form shows them. */
function resolverColuna(descrita: ColunaDescrita, modelo: Model): ColunaResolvida {
  const coluna = typeof descrita === 'string' ? { campo: descrita } : descrita;
  const { propriedade } = exigirPropriedade(modelo, coluna.campo);
  const apresentacao = exigirWidget(apresentar(modelo, coluna.campo, propriedade, coluna, widgetPadrao), coluna.campo);
  // Each field a link reads is the model's.
  for (const campo of coluna.link === undefined ? [] : camposDoLink(coluna.link)) exigirPropriedade(modelo, campo);
  return {
    ...apresentacao,
    campo: coluna.campo,
    largura: coluna.largura ?? null,
    ordenavel: coluna.ordenavel ?? COLUNA_ORDENAVEL_PADRAO,
    ...(coluna.link === undefined ? {} : { link: coluna.link }),
  };
}
