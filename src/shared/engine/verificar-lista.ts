import { noCaminho, type Problema } from './problema.ts';
import type { DescritorLista, Model } from './types.ts';
import { ponteiroDoNome, verificarCaminho } from './verificar-campo.ts';
import { verificarResumos } from './verificar-resumos.ts';

export function verificarLista(lista: DescritorLista, modelo: Model): Problema[] {
  return [
    ...lista.colunas.flatMap((coluna, i) => {
      const caminho = typeof coluna === 'string' ? coluna : coluna.campo;
      return verificarCaminho(modelo, caminho, ponteiroDoNome(noCaminho('/lista/colunas', i), coluna));
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
