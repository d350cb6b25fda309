import { useEffect, useState } from 'react';
import { centavosDosReais } from '../../../shared/financeiro/centavos.ts';
import type { ImpostoDaRetencao } from '../../../shared/financeiro/retencoes.ts';
import { get } from '../../api/http.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';

// The taxes the rows name, read once each from the finance configuration.

interface ImpostoLido {
  sigla: string;
  aliquota: number;
  componentes: { sigla: string; aliquota: number }[] | null;
  valorMinimo: number | null;
}

export function useImpostos(ids: readonly number[]): ReadonlyMap<number, ImpostoDaRetencao> {
  const [impostos, setImpostos] = useState<ReadonlyMap<number, ImpostoDaRetencao>>(new Map());
  const faltam = [...new Set(ids)].filter((id) => !impostos.has(id)).sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (faltam === '') return;
    const controle = new AbortController();
    Promise.all(faltam.split(',').map((id) => get<ImpostoLido>(`/api/financeiro/impostos/${id}`, { signal: controle.signal }).then(({ content }) => [Number(id), content] as const)))
      .then((lidos) =>
        setImpostos((antes) => {
          const novos = new Map(antes);
          for (const [id, i] of lidos) {
            novos.set(id, { sigla: i.sigla, aliquota: i.aliquota, componentes: i.componentes, valorMinimoCentavos: i.valorMinimo === null ? null : centavosDosReais(i.valorMinimo) });
          }
          return novos;
        }),
      )
      .catch((erro: unknown) => {
        if (!controle.signal.aborted) ignoreShownError(erro);
      });
    return () => controle.abort();
  }, [faltam]);
  return impostos;
}
