import type { FieldError } from './contract.ts';
import { email as regraDeEmail } from '../validation/rules/email.ts';
import { MENSAGENS_VALIDACAO, mensagemMaxLength } from '../validation/messages.ts';

// The e-mail settings (configuracoes/parametroemail): the SMTP server that overrides SMTP_URL,
// the test e-mail, and the outbox (every e-mail the app wrote; without SMTP the only copy).

export const URL_PARAMETROS_EMAIL = '/api/parametros/email';
export const URL_EMAIL_DE_TESTE = '/api/parametros/email/teste';
export const URL_CAIXA_DE_SAIDA = '/api/parametros/email/saida';
export const urlDoEmailDaSaida = (id: number): string => `${URL_CAIXA_DE_SAIDA}/${id}`;

export interface ConfiguracaoDeEmail {
  host: string;
  porta: number;
  /** TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
  seguro: boolean;
  usuario: string;
  /** The sender's address; the display name is the institution's. */
  remetente: string;
}

/** Where the settings in force come from. */
export type OrigemDoEmail = 'parametros' | 'ambiente' | 'nenhuma';

/** GET /api/parametros/email: never the password, only whether one is set. */
export interface EstadoDoEmail extends ConfiguracaoDeEmail {
  senhaDefinida: boolean;
  origem: OrigemDoEmail;
}

/** PUT /api/parametros/email: an empty (or absent) password keeps the one in force. */
export interface PedidoDeEmail extends ConfiguracaoDeEmail {
  senha?: string;
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
  restaurado: 'Configuração de e-mail do ambiente restaurada.',
  host: 'Servidor inválido.',
  porta: 'Informe uma porta entre 1 e 65535.',
  booleano: 'Informe sim ou não.',
  texto: 'Informe um texto.',
  caracteres: 'O texto contém caracteres de controle, que não são aceitos.',
  testeNaSaida: 'Não há servidor SMTP configurado: o e-mail de teste foi guardado na caixa de saída.',
  testeEnviado: 'E-mail de teste enviado.',
  testeFalhou: 'O servidor SMTP recusou o envio:',
  assuntoDoTeste: 'E-mail de teste do Alicerce',
  corpoDoTeste: 'Este é um e-mail de teste enviado pela tela de parâmetros de e-mail. Se você o recebeu, o envio está funcionando.',
} as const;

const HOST = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;
// eslint-disable-next-line no-control-regex
const CONTROLE = /[\u0000-\u001f\u007f]/;

function erroDeTexto(valor: unknown, maximo: number, obrigatorio: boolean): string | null {
  if (typeof valor !== 'string') return MENSAGENS_DO_EMAIL.texto;
  if (obrigatorio && valor.trim() === '') return MENSAGENS_VALIDACAO.required;
  if (valor.length > maximo) return mensagemMaxLength(maximo);
  return CONTROLE.test(valor) ? MENSAGENS_DO_EMAIL.caracteres : null;
}

/** The settings' errors, field by field (empty when they pass); the same rules on both sides. */
export function errosDoEmail(p: { readonly [C in keyof PedidoDeEmail]?: unknown }): FieldError[] {
  const erros: FieldError[] = [];
  const anotar = (field: string, message: string | null) => {
    if (message !== null) erros.push({ field, message });
  };
  anotar('host', erroDeTexto(p.host, 253, true) ?? (HOST.test(String(p.host).trim()) ? null : MENSAGENS_DO_EMAIL.host));
  anotar('porta', typeof p.porta === 'number' && Number.isInteger(p.porta) && p.porta >= 1 && p.porta <= 65535 ? null : MENSAGENS_DO_EMAIL.porta);
  anotar('seguro', typeof p.seguro === 'boolean' ? null : MENSAGENS_DO_EMAIL.booleano);
  anotar('usuario', erroDeTexto(p.usuario, 200, false));
  if (p.senha !== undefined) anotar('senha', erroDeTexto(p.senha, 200, false));
  anotar('remetente', erroDeTexto(p.remetente, 254, true) ?? regraDeEmail(String(p.remetente).trim()));
  return erros;
}

/** The test e-mail's address: required and an e-mail. */
export function erroDoDestinatario(para: unknown): string | null {
  if (typeof para !== 'string' || para.trim() === '') return MENSAGENS_VALIDACAO.required;
  if (para.length > 254) return mensagemMaxLength(254);
  return regraDeEmail(para.trim());
}
