import { MENSAGEM_SELECIONE_PESSOA } from '../../../../shared/api/pessoas.ts';
import type { SelecaoDeLinhas } from '../../../components/table/index.ts';
import { t } from '../../../i18n/traducao.ts';

/** Section 5: deactivating with nothing selected (the server says the same), in pt-BR; `avisar` shows it translated. */
export const SEM_SELECAO = MENSAGEM_SELECIONE_PESSOA;

/** SEM_SELECAO in the language in force. */
export const textoSemSelecao = (): string => t('Selecione pelo menos uma pessoa');

export const confirmacaoDaDesativacao = (quantidade: number): string =>
  quantidade === 1
    ? t('Deseja realmente desativar a pessoa selecionada?')
    : t('Deseja realmente desativar as {quantidade} pessoas selecionadas?', { quantidade });

export function idsSelecionados(selecao: SelecaoDeLinhas): number[] {
  return Object.entries(selecao)
    .filter(([, selecionada]) => selecionada)
    .map(([id]) => Number(id))
    .filter(Number.isSafeInteger);
}

export interface PassosDaDesativacao {
  /** The ids selected now: read again after the confirmation, since the selection may have emptied. */
  selecionados(): number[];
  confirmar(quantidade: number): Promise<boolean>;
  enviar(ids: number[]): Promise<void>;
  avisar(texto: string): void;
}

/** Deactivates the selected people after a confirmation; true when the server did it. */
export async function desativarSelecionadas({ selecionados, confirmar, enviar, avisar }: PassosDaDesativacao): Promise<boolean> {
  if (selecionados().length === 0) {
    avisar(SEM_SELECAO);
    return false;
  }
  if (!(await confirmar(selecionados().length))) return false;
  const ids = selecionados();
  if (ids.length === 0) {
    avisar(SEM_SELECAO);
    return false;
  }
  await enviar(ids);
  return true;
}
