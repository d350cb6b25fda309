import { URL_CAIXA_DE_SAIDA } from '../../../../shared/api/parametrosEmail.ts';

export const RPP_DA_CAIXA_DE_SAIDA = 10;
export const urlDaCaixaDeSaida = (page: number): string => `${URL_CAIXA_DE_SAIDA}?page=${page}&rpp=${RPP_DA_CAIXA_DE_SAIDA}`;
/** Every page of the outbox (to revalidate them all after a send). */
export const ehDaCaixaDeSaida = (chave: unknown): boolean => typeof chave === 'string' && chave.startsWith(`${URL_CAIXA_DE_SAIDA}?`);
