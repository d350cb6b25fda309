import { formatMoney, parseMoney } from '../../../shared/format/money.ts';
import { MENSAGENS_VALIDACAO, MODELOS_VALIDACAO } from '../../../shared/validation/messages.ts';
import { cpfOuCnpj } from '../../../shared/validation/rules/cpf-ou-cnpj.ts';
import { email } from '../../../shared/validation/rules/email.ts';
import { telefone } from '../../../shared/validation/rules/telefone.ts';
import type { Desafio, Periodicidade, PedidoDeDoacao, PortalDeDoacaoConfig } from '../../../shared/api/doacaoPublica.ts';

/** What the donor typed, as typed. */
export interface FormularioDeDoacao {
  /** Reais as the donor wrote them ("30", "30,50"). */
  valor: string;
  periodicidade: Periodicidade;
  diaDoMes: string;
  nome: string;
  cpfCnpj: string;
  email: string;
  telefone: string;
  aceitePolitica: boolean;
  website: string;
}

export const FORMULARIO_VAZIO: FormularioDeDoacao = {
  valor: '',
  periodicidade: 'UNICA',
  diaDoMes: '10',
  nome: '',
  cpfCnpj: '',
  email: '',
  telefone: '',
  aceitePolitica: false,
  website: '',
};

export const MENSAGEM_ACEITE = 'Aceite a política de privacidade para continuar.';
export const MENSAGEM_VALOR = 'Informe um valor em reais, com no máximo 2 casas decimais.';
export const MENSAGEM_DIA = 'Escolha um dia entre 1 e 28.';

export type ErrosDoFormulario = Partial<Record<keyof FormularioDeDoacao, string>>;

/** The specification's messages for each field the donor got wrong (empty: may be sent). */
export function validarFormulario(f: FormularioDeDoacao, config: PortalDeDoacaoConfig): ErrosDoFormulario {
  const erros: ErrosDoFormulario = {};
  const valor = parseMoney(f.valor);
  if (f.valor.trim() === '') erros.valor = MENSAGENS_VALIDACAO.required;
  else if (valor === null) erros.valor = MENSAGEM_VALOR;
  else if (valor < config.valorMinimo || valor <= 0) erros.valor = MODELOS_VALIDACAO.minValue.replace('{limite}', formatMoney(Math.max(config.valorMinimo, 0.01)));
  if (f.periodicidade === 'MENSAL') {
    const dia = Number(f.diaDoMes);
    if (!Number.isInteger(dia) || dia < 1 || dia > 28) erros.diaDoMes = MENSAGEM_DIA;
  }
  if (f.nome.trim() === '') erros.nome = MENSAGENS_VALIDACAO.required;
  const documento = f.cpfCnpj.trim() === '' ? MENSAGENS_VALIDACAO.required : cpfOuCnpj(f.cpfCnpj);
  if (documento) erros.cpfCnpj = documento;
  const mensagemEmail = f.email.trim() === '' ? MENSAGENS_VALIDACAO.required : email(f.email);
  if (mensagemEmail) erros.email = mensagemEmail;
  const mensagemTelefone = f.telefone.trim() === '' ? (config.telefoneObrigatorio ? MENSAGENS_VALIDACAO.required : null) : telefone(f.telefone);
  if (mensagemTelefone) erros.telefone = mensagemTelefone;
  if (!f.aceitePolitica) erros.aceitePolitica = MENSAGEM_ACEITE;
  return erros;
}

/** The body of POST /api/publico/doacao from a valid form and a solved check. */
export function montarPedido(f: FormularioDeDoacao, desafio: Desafio, nonce: number): PedidoDeDoacao {
  return {
    valor: parseMoney(f.valor) ?? 0,
    periodicidade: f.periodicidade,
    ...(f.periodicidade === 'MENSAL' ? { diaDoMes: Number(f.diaDoMes) } : {}),
    nome: f.nome.trim(),
    cpfCnpj: f.cpfCnpj.trim(),
    email: f.email.trim(),
    ...(f.telefone.trim() === '' ? {} : { telefone: f.telefone.trim() }),
    aceitePolitica: true,
    desafio: desafio.desafio,
    nonce,
    website: '',
  };
}
