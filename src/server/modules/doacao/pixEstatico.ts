import { brCode, errosDoBrCode } from '../../../shared/doacao/brcode.ts';
import { centavosDoDecimal, reaisDosCentavos } from '../../../shared/financeiro/centavos.ts';
import { parametrosDasDoacoes, type ParametrosDasDoacoes } from './configuracao.ts';
import type { ProvedorDePagamento } from './provedor.ts';

// The static PIX: a gift's charge is the BR Code of the institution's key (doacao/configuracoes/
// parametro) with the gift's amount and txid. No one is called and no one notifies: the payment is
// matched in the finance reconciliation, or received by hand on the gift.

/** A gift's txid: DOA and its id in 10 digits (what the bank statement shows back). */
export const txidDa = (id: number): string => `DOA${String(id).padStart(10, '0')}`;

export type PixConfigurado = ParametrosDasDoacoes & { chavePix: string; nomeRecebedor: string; cidadeRecebedor: string };

/** Whether the parameters make a valid BR Code (a key, a name up to 25 and a city up to 15 characters). */
export const pixPronto = (p: ParametrosDasDoacoes): p is PixConfigurado =>
  p.chavePix !== null && p.nomeRecebedor !== null && p.cidadeRecebedor !== null && errosDoBrCode({ chave: p.chavePix, nome: p.nomeRecebedor, cidade: p.cidadeRecebedor }).length === 0;

export const PIX_ESTATICO: ProvedorDePagamento = {
  nome: 'PIX estático (BR Code)',
  formas: ['PIX'],
  async cobrar(db, doacao) {
    const txid = doacao.txid ?? txidDa(doacao.id);
    const p = await parametrosDasDoacoes(db);
    if (!pixPronto(p)) return { txid, pixCopiaECola: null };
    const valor = reaisDosCentavos(centavosDoDecimal(doacao.valor) ?? 0);
    return { txid, pixCopiaECola: brCode({ chave: p.chavePix, nome: p.nomeRecebedor, cidade: p.cidadeRecebedor, valor, txid }) };
  },
  lerNotificacao: () => null,
};
