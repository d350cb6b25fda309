import type { EstadosDosAjustes } from '../engine/ajustes.ts';
import { isEmpty } from '../validation/empty.ts';
import { email as regraDeEmail } from '../validation/rules/email.ts';
import { MENSAGENS_VALIDACAO, mensagemMaxLength } from '../validation/messages.ts';

// The e-mail settings (configuracoes/parametroemail): the SMTP server that overrides SMTP_URL
// field by field (its labels and rules: schemas/parametroEmail.json), the test e-mail, and the
// outbox (every e-mail the app wrote; without SMTP the only copy).

export const URL_PARAMETROS_EMAIL = '/api/parametros/email';
export const URL_EMAIL_DE_TESTE = '/api/parametros/email/teste';
export const URL_CAIXA_DE_SAIDA = '/api/parametros/email/saida';
export const urlDoEmailDaSaida = (id: number): string => `${URL_CAIXA_DE_SAIDA}/${id}`;

/** Where the server in force comes from. */
export type OrigemDoEmail = 'parametros' | 'ambiente' | 'nenhuma';

/**
 * GET /api/parametros/email (a settings screen's reply): every field with its value, its default
 * (SMTP_URL's, else the model's) and whether it is saved here; never the password, only whether
 * one is set.
 */
export type EstadosDoEmail = EstadosDosAjustes;

/** The server in force: none without a host; the one saved here when any field is; else SMTP_URL's. */
export function origemDoEmail(estados: EstadosDoEmail): OrigemDoEmail {
  if (isEmpty(estados['host']?.valor)) return 'nenhuma';
  return Object.values(estados).some((e) => e.alterado) ? 'parametros' : 'ambiente';
}

export interface PedidoDeEmailDeTeste {
  para: string;
}

/** A row of GET /api/parametros/email/saida (newest first). */
export interface EmailDaSaida {
  id: number;
  para: string;
  assunto: string;
  criadoEm: string;
  enviadoEm: string | null;
  erro: string | null;
}

/** GET /api/parametros/email/saida/{id}. */
export interface EmailDaSaidaCompleto extends EmailDaSaida {
  corpo: string;
}

export const MENSAGENS_DO_EMAIL = {
  salvo: 'Configuração de e-mail salva.',
  testeNaSaida: 'Não há servidor SMTP configurado: o e-mail de teste foi guardado na caixa de saída.',
  testeEnviado: 'E-mail de teste enviado.',
  testeFalhou: 'O servidor SMTP recusou o envio:',
  assuntoDoTeste: 'E-mail de teste do Alicerce',
  corpoDoTeste: 'Este é um e-mail de teste enviado pela tela de parâmetros de e-mail. Se você o recebeu, o envio está funcionando.',
} as const;

/** The test e-mail's address: required and an e-mail. */
export function erroDoDestinatario(para: unknown): string | null {
  if (typeof para !== 'string' || para.trim() === '') return MENSAGENS_VALIDACAO.required;
  if (para.length > 254) return mensagemMaxLength(254);
  return regraDeEmail(para.trim());
}
