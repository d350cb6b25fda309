import { escreverRegistro, lerRegistro, type LayoutDeRegistro, type RegistroLido, type ValorDeCampo } from '../arquivos/campos.ts';
import { semAcentos } from '../../texto/normalizar.ts';
import { ErroDeArquivo } from '../arquivos/erro.ts';
import type { Beneficiario, CobrancaDaRemessa } from './remessa-tipos.ts';

// One vocabulary of field names for every bank's tables (nossoNumero, vencimento, nomePagador…):
// a charge becomes the values of those names and comes back from them, and each table takes the
// names it has. A bank without a field (Bradesco's 400 has no city) simply does not keep it.

export type Valores = Record<string, ValorDeCampo>;

/** Text a Latin-1 file can carry: no accents, anything outside printable ASCII becomes a space. */
export const textoSeguro = (texto: string): string => semAcentos(texto).replace(/[^\x20-\x7e]/g, ' ');

export const temCampo = (layout: LayoutDeRegistro, nome: string): boolean => layout.campos.some((campo) => campo.nome === nome);

/** The record's line from the values its table has. */
export function escreverCom(layout: LayoutDeRegistro, valores: Valores): string {
  return escreverRegistro(layout, Object.fromEntries(Object.entries(valores).filter(([nome]) => temCampo(layout, nome))));
}

/** AAAA-MM-DD → AAAAMMDD (Sicredi's dates). */
export const aaaammdd = (data: string): string => data.replaceAll('-', '');

/** AAAAMMDD → AAAA-MM-DD (blank or zeros = no date); not a real date → the error at its line and position. */
export function dataAaaammdd(texto: string, linha: number, posicao: number): string | null {
  if (/^0*$/.test(texto)) return null;
  const [ano, mes, dia] = [Number(texto.slice(0, 4)), Number(texto.slice(4, 6)), Number(texto.slice(6, 8))];
  const data = new Date(Date.UTC(ano, mes - 1, dia));
  if (texto.length !== 8 || data.getUTCFullYear() !== ano || data.getUTCMonth() !== mes - 1 || data.getUTCDate() !== dia) {
    throw new ErroDeArquivo(linha, posicao, `"${texto}" não é uma data AAAAMMDD`);
  }
  return `${texto.slice(0, 4)}-${texto.slice(4, 6)}-${texto.slice(6, 8)}`;
}

const tipoDeInscricao = (documento: string): string => (documento.length === 14 ? '2' : '1');

export function valoresDoBeneficiario(beneficiario: Beneficiario): Valores {
  return {
    tipoInscricao: tipoDeInscricao(beneficiario.documento),
    documento: beneficiario.documento,
    nomeEmpresa: textoSeguro(beneficiario.nome),
    convenio: beneficiario.convenio,
    agencia: beneficiario.agencia,
    agenciaDv: beneficiario.agenciaDigito,
    conta: beneficiario.conta,
    contaDv: beneficiario.contaDigito,
    carteira: beneficiario.carteira,
    variacao: beneficiario.variacao ?? '',
    contaCobranca: beneficiario.conta,
    contaCobrancaDv: beneficiario.contaDigito,
  };
}

export function valoresDaCobranca(cobranca: CobrancaDaRemessa): Valores {
  const { pagador } = cobranca;
  return {
    nossoNumero: cobranca.nossoNumero,
    seuNumero: textoSeguro(cobranca.seuNumero),
    emissao: cobranca.emissao,
    vencimento: cobranca.vencimento,
    valor: cobranca.valorCentavos,
    jurosAoDia: cobranca.jurosAoDiaCentavos,
    multa: cobranca.multaCentesimos,
    tipoInscricaoPagador: tipoDeInscricao(pagador.documento),
    documentoPagador: pagador.documento,
    nomePagador: textoSeguro(pagador.nome),
    enderecoPagador: textoSeguro(pagador.endereco),
    bairroPagador: textoSeguro(pagador.bairro),
    cepPagador: pagador.cep,
    cidadePagador: textoSeguro(pagador.cidade),
    ufPagador: textoSeguro(pagador.uf),
  };
}

/** A record read with its table, or several (a CNAB 240 charge spans segments P, Q and R). */
export interface Lido {
  layout: LayoutDeRegistro;
  registro: RegistroLido;
}

export const ler = (layout: LayoutDeRegistro, linha: string, numero: number): Lido => ({ layout, registro: lerRegistro(layout, linha, numero) });

/** The field's text, cents or date from the first record whose table has it (blank, 0 or null if none). */
export function campoDe(lidos: readonly Lido[]) {
  const achar = (nome: string) => lidos.find((lido) => temCampo(lido.layout, nome))?.registro;
  return {
    texto: (nome: string): string => achar(nome)?.texto(nome) ?? '',
    centavos: (nome: string): number => achar(nome)?.centavos(nome) ?? 0,
    data: (nome: string): string | null => achar(nome)?.data(nome) ?? null,
  };
}

/** The agreement a header names: the convênio, or agency and account where the bank has none (Itaú). */
export function convenioDoHeader(campo: ReturnType<typeof campoDe>): string {
  return campo.texto('convenio') || `${campo.texto('agencia')}${campo.texto('conta')}`;
}

/** A CPF (11) or CNPJ (14) without the zeros the field's width added on the left. */
const documentoSemPreenchimento = (tipo: string, documento: string): string => (Number(tipo) === 2 ? documento.slice(-14) : documento.slice(-11));

export function cobrancaLida(lidos: readonly Lido[]): CobrancaDaRemessa {
  const campo = campoDe(lidos);
  return {
    nossoNumero: campo.texto('nossoNumero'),
    seuNumero: campo.texto('seuNumero'),
    emissao: campo.data('emissao') ?? '',
    vencimento: campo.data('vencimento') ?? '',
    valorCentavos: campo.centavos('valor'),
    jurosAoDiaCentavos: campo.centavos('jurosAoDia'),
    multaCentesimos: campo.centavos('multa'),
    pagador: {
      nome: campo.texto('nomePagador'),
      documento: documentoSemPreenchimento(campo.texto('tipoInscricaoPagador'), campo.texto('documentoPagador')),
      endereco: campo.texto('enderecoPagador'),
      bairro: campo.texto('bairroPagador'),
      cep: `${campo.texto('cepPagador')}${campo.texto('sufixoCepPagador')}`,
      cidade: campo.texto('cidadePagador'),
      uf: campo.texto('ufPagador'),
    },
  };
}
