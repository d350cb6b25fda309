import { MENSAGENS_DAS_DOACOES as D } from '../../shared/doacao/mensagens.ts';
import { MENSAGENS } from '../../shared/messages.ts';
import { MENSAGEM_MUITOS_PEDIDOS_PUBLICOS, MENSAGEM_PORTAL_FORA_DO_AR } from '../../shared/portais/mensagens.ts';
import { FALHA_DE_REDE } from './api.ts';
import type { IdiomaDoPortal } from './idioma.ts';

// What the server (and the network) may answer a visitor, in the portal's language: the server
// speaks pt-BR; in English each known message is read here, and one not listed is shown as it came.

const EM_INGLES: Readonly<Record<string, string>> = {
  [MENSAGEM_MUITOS_PEDIDOS_PUBLICOS]: 'Too many requests from this address. Wait a minute and try again.',
  [MENSAGEM_PORTAL_FORA_DO_AR]: 'The Transparency Portal is offline at the moment.',
  [FALHA_DE_REDE]: 'Could not reach the server. Check your connection and try again.',
  [MENSAGENS.errosFormulario]: 'There are errors in the form. Please review it and send it again.',
  [D.desafioInvalido]: 'The security check expired or was already used. Reload the page and try again.',
  [D.desafioCedo]: 'Wait a few seconds before sending the donation.',
  [D.provaInvalida]: 'The security check does not match. Reload the page and try again.',
  [D.pixInativo]: 'Donations by PIX are not available at the moment.',
  [D.recusada]: 'The donation could not be registered.',
  [D.valorInvalido]: 'Enter an amount greater than zero, with at most 2 decimal places.',
  [D.periodicidadeInvalida]: 'Choose between a one-off and a monthly donation.',
  [D.mensalDesativada]: 'Monthly donations are not available at the moment.',
  [D.diaInvalido]: 'Enter the day of the month of the monthly donation, from 1 to 28.',
  [D.aceiteObrigatorio]: 'To give, accept the privacy policy.',
};

const MINIMO_DO_SERVIDOR = new RegExp(`^${D.valorMinimo.replace(/[.$]/g, '\\$&').replace('{valor}', '(.+)')}$`);

/** The server's or the network's message in the visitor's language. */
export function mensagemNoIdioma(idioma: IdiomaDoPortal, texto: string): string {
  if (idioma === 'pt-BR') return texto;
  return EM_INGLES[texto] ?? texto.replace(MINIMO_DO_SERVIDOR, 'The minimum donation is R$ $1.');
}
