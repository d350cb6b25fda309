import { noCaminho, type Problema } from './problema.ts';
import type { DescritorLista, Model } from './types.ts';
import { ponteiroDoNome, verificarCaminho } from './verificar-campo.ts';
import { verificarResumos } from './verificar-resumos.ts';

export function verificarLista(lista: DescritorLista, modelo: Model): Problema[] {
  return [
    ...lista.colunas.flatMap((coluna, i) => {
      const caminho = typeof coluna === 'string' ? coluna : coluna.campo;
      const ponteiro = ponteiroDoNome(noCaminho('/lista/colunas', i), coluna);
      // A value only of the opened record never comes in a page of the list.
      const soNoRegistro = modelo.properties[caminho.split('.')[0] ?? '']?.['x-soNoRegistro'] === true;
      return soNoRegistro ? [{ caminho: ponteiro, mensagem: `'${caminho}' vem só com o registro aberto (x-soNoRegistro), não numa coluna da lista.` }] : verificarCaminho(modelo, caminho, ponteiro);
    }),
    ...(lista.camposPesquisados ?? []).flatMap((campo, i) =>
      verificarCaminho(modelo, campo, noCaminho('/lista/camposPesquisados', i)),
    ),
    ...(lista.ordenacaoPadrao === undefined
      ? []
      : verificarCaminho(modelo, lista.ordenacaoPadrao.campo, '/lista/ordenacaoPadrao/campo')),
    ...(lista.resumos === undefined ? [] : verificarResumos(lista.resumos, modelo)),
    ...verificarTodasAsUnidades(lista, modelo),
  ];
}

/** Every unit's list adds a unidade to each record: the model must be per unit and have no field of that name. */
function verificarTodasAsUnidades(lista: DescritorLista, modelo: Model): Problema[] {
  if (lista.todasAsUnidades !== true) return [];
  if (modelo['x-unidade'] !== true) return [{ caminho: '/lista/todasAsUnidades', mensagem: `O modelo '${modelo.$id}' não é por unidade (x-unidade): a lista já mostra todos os registros.` }];
  if (Object.hasOwn(modelo.properties, 'unidade')) return [{ caminho: '/lista/todasAsUnidades', mensagem: `O modelo '${modelo.$id}' já tem um campo 'unidade', o nome da coluna Unidade da lista de todas as unidades.` }];
  return [];
}
