import { centavosDoDecimal, reaisDosCentavos } from '../financeiro/centavos.ts';
import { formatDate } from '../format/dates.ts';
import { formatMoney } from '../format/money.ts';
import { interpolar } from '../i18n/idiomas.ts';

// The texts of the e-mails a donor gets (doacao/configuracoes/notificacoes: thanks, receipt,
// cancelled plan) with their markers filled in: {nome} the donor's name, {valor} the amount as
// "1.234,56" (the texts write "R$ {valor}"), {data} the gift's date as "31/12/2026". A marker the
// text does not use is left out; an unknown one stays as written.

export interface DadosDoAviso {
  nome: string;
  /** numeric text ('30.00') */
  valor: string;
  /** AAAA-MM-DD */
  data: string;
}

export function textoDoAviso(texto: string, d: DadosDoAviso): string {
  return interpolar(texto, { nome: d.nome, valor: formatMoney(reaisDosCentavos(centavosDoDecimal(d.valor) ?? 0)), data: formatDate(d.data) });
}

/** The donor's e-mail address to write to, or null (none, or only spaces). */
export const enderecoDoDoador = (email: string | null): string | null => (email === null || email.trim() === '' ? null : email.trim());
