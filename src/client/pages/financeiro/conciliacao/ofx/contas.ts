import { useApi } from '../../../../api/useApi.ts';
import { URL_DAS_CONTAS } from './api.ts';

// The unit's active accounts a statement may go into, as the pickers list them.

export interface ContaParaEscolher {
  id: number;
  descricao: string;
  agencia: string | null;
  numero: string | null;
}

interface ContaDaLista extends ContaParaEscolher {
  ativo: boolean;
}

export function useContasParaEscolher(): ContaParaEscolher[] | undefined {
  const { data } = useApi<{ resultList: ContaDaLista[] }>(URL_DAS_CONTAS);
  return data?.resultList.filter((c) => c.ativo);
}

export const rotuloDaConta = (c: ContaParaEscolher): string => [c.descricao, [c.agencia, c.numero].filter(Boolean).join(' / ')].filter(Boolean).join(' — ');
