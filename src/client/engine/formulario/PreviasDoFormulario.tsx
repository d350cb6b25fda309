import { useEffect, useRef } from 'react';
import { avaliarCondicao } from '../../../shared/engine/condicao.ts';
import type { CampoResolvido, SecaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { PreviaDosItens } from '../../../shared/engine/types.ts';
import { get } from '../../api/http.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { useRegistroDoFormulario } from '../../widgets/shared/contextoDoFormulario.ts';
import { consultaDaPrevia, itensDaPrevia } from './previa.ts';
import type { Valores } from './valores.ts';

// The lists whose rows the server proposes (previa): once every field a list follows is filled in
// and one of them changes, the call is made after a pause in the typing and its rows replace the
// list's. Opening a stored record changes nothing until the user changes what the list follows,
// and a list read only (the form's, or its somenteLeituraSe on the stored record) never changes.

const PAUSA_MS = 400;

type Linhas = readonly Readonly<Record<string, unknown>>[];

function PreviaDaLista({ campo, previa }: { campo: string; previa: PreviaDosItens }) {
  const { valores, alterar } = useRegistroDoFormulario();
  const consulta = consultaDaPrevia(previa, valores);
  const inicial = useRef(consulta);
  useEffect(() => {
    if (consulta === null || consulta === inicial.current) return;
    const controle = new AbortController();
    const espera = setTimeout(() => {
      get<Linhas>(`${previa.url}?${consulta}`, { signal: controle.signal })
        .then(({ content }) => alterar(campo, itensDaPrevia(previa, content)))
        .catch((erro: unknown) => {
          if (!controle.signal.aborted) ignoreShownError(erro);
        });
    }, PAUSA_MS);
    return () => {
      clearTimeout(espera);
      controle.abort();
    };
  }, [consulta, previa, campo, alterar]);
  return null;
}

const comPrevia = (c: CampoResolvido): c is CampoResolvido & { previa: PreviaDosItens } => c.previa !== null;

export function PreviasDoFormulario({ secoes, armazenado, editavel }: { secoes: readonly SecaoResolvida[]; armazenado: Valores | null; editavel: boolean }) {
  if (!editavel) return null;
  const campos = secoes.flatMap((s) => s.campos).filter(comPrevia);
  const livres = campos.filter((c) => armazenado === null || c.somenteLeituraSe === null || !avaliarCondicao(c.somenteLeituraSe, armazenado));
  return livres.map((c) => <PreviaDaLista key={c.campo} campo={c.campo} previa={c.previa} />);
}
