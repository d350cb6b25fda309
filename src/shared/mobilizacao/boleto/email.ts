import { centavosDoDecimal, reaisDosCentavos } from '../../financeiro/centavos.ts';
import { formatDate } from '../../format/dates.ts';
import { formatMoney } from '../../format/money.ts';
import { interpolar } from '../../i18n/idiomas.ts';

// The e-mail that carries a donor's boleto (its texts kept on the boleto agreement) with its
// markers filled in — {nome} the donor, {valor} the amount as "1.234,56" (the texts write
// "R$ {valor}"), {vencimento} as "31/12/2026", {linhaDigitavel} as the bank prints it — and the
// notice that ends a sending: how many went, how many were left out and why.

export interface DadosDoEmailDoBoleto {
  nome: string;
  /** numeric text ('30.00') */
  valor: string;
  /** AAAA-MM-DD */
  vencimento: string;
  linhaDigitavel: string;
}

export function textoDoEmailDoBoleto(texto: string, d: DadosDoEmailDoBoleto): string {
  return interpolar(texto, {
    nome: d.nome,
    valor: formatMoney(reaisDosCentavos(centavosDoDecimal(d.valor) ?? 0)),
    vencimento: formatDate(d.vencimento),
    linhaDigitavel: d.linhaDigitavel,
  });
}

export const TEXTOS_DO_ENVIO_DOS_BOLETOS = {
  enviados: '{quantidade} boleto(s) enviado(s) por e-mail.',
  deFora: '{quantidade} não enviado(s): {motivos}.',
  semEmail: '{quantidade} de doador sem e-mail',
  semBoleto: '{quantidade} que não é de convênio de boleto',
  falhou: '{quantidade} recusado(s) pelo servidor de e-mail',
} as const;

/** How a sending of boletos ended, charge by charge. */
export interface ResultadoDoEnvioDosBoletos {
  enviados: number;
  semEmail: number;
  semBoleto: number;
  falhas: number;
}

export const envioVazio = (): ResultadoDoEnvioDosBoletos => ({ enviados: 0, semEmail: 0, semBoleto: 0, falhas: 0 });

/** "2 boleto(s) enviado(s) por e-mail. 2 não enviado(s): 1 de doador sem e-mail, 1 que não é de convênio de boleto." */
export function resumoDoEnvioDosBoletos(r: ResultadoDoEnvioDosBoletos): string {
  const T = TEXTOS_DO_ENVIO_DOS_BOLETOS;
  const motivos = (
    [
      [r.semEmail, T.semEmail],
      [r.semBoleto, T.semBoleto],
      [r.falhas, T.falhou],
    ] as const
  )
    .filter(([quantidade]) => quantidade > 0)
    .map(([quantidade, texto]) => interpolar(texto, { quantidade }));
  const enviados = interpolar(T.enviados, { quantidade: r.enviados });
  if (motivos.length === 0) return enviados;
  return `${enviados} ${interpolar(T.deFora, { quantidade: r.semEmail + r.semBoleto + r.falhas, motivos: motivos.join(', ') })}`;
}
