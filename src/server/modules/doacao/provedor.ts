import type { Db } from '../../db/database.ts';

// The payment providers of the gifts: who charges a gift of a method and tells what became of the
// charge. Each creates the charge of a gift (what the donor pays with) and reads its own
// notifications (paid or failed). The one provider today is the static PIX (pixEstatico.ts): the
// institution's key in a BR Code, no one called, settled by the reconciliation or by hand. A
// provider that is called (a PIX with its own API, a card acquirer) is one more implementation
// listed in PROVEDORES (provedores.ts; README, "Doações": how to add a provider).

/** A gift to charge: its id, amount, method and the txid of an earlier charge (null: none yet). */
export interface DoacaoACobrar {
  id: number;
  /** numeric text ('30.00') */
  valor: string;
  forma: string;
  txid: string | null;
}

/** What the donor pays with: the charge's identifier and, for PIX, the copy-and-paste code (null while the institution's PIX is not set up). */
export interface Cobranca {
  txid: string;
  pixCopiaECola: string | null;
}

/** One notification as a provider sent it to the server: its body and headers (a signature among them). */
export interface NotificacaoRecebida {
  corpo: unknown;
  cabecalhos: Readonly<Record<string, string | readonly string[] | undefined>>;
}

/** What a notification says of a charge: paid (on a date, an amount) or failed (why). */
export type ResultadoDaCobranca =
  | { txid: string; situacao: 'PAGA'; data: string; valor: string }
  | { txid: string; situacao: 'FALHOU'; data: string; motivo: string };

export interface ProvedorDePagamento {
  readonly nome: string;
  /** The gift methods it charges (doacao.forma: PIX, BOLETO, CARTAO...). */
  readonly formas: readonly string[];
  /** The charge of a gift; asked again for the same gift, the same charge. */
  cobrar(db: Db, doacao: DoacaoACobrar): Promise<Cobranca>;
  /** One of its notifications read: the charge and what became of it; null when it is not its own. */
  lerNotificacao(notificacao: NotificacaoRecebida): ResultadoDaCobranca | null;
}
