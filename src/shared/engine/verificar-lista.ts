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
  ];
}
