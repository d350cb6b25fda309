import { centavosDoDecimal } from '../../../../shared/financeiro/centavos.ts';
import { BANCOS, type CodigoDoBanco } from '../../../../shared/mobilizacao/cnab/bancos.ts';
import { gerarRemessa } from '../../../../shared/mobilizacao/cnab/remessa.ts';
import { escreverRemessaDebitoAutomatico, textoDaRemessa } from '../../../../shared/mobilizacao/febraban150/remessa.ts';
import type { FormaDaCobranca } from '../cobranca/forma.ts';

// A remittance file's text from the agreement and its charges: CNAB 240 or 400 for a boleto
// agreement (the shared writers), FEBRABAN 150 for débito automático (each debit at the donor's
// agency and account).

export interface CobrancaASerEnviada {
  id: number;
  nossoNumero: string;
  vencimento: string;
  emissao: string;
  valor: string;
  pessoaCodigo: number;
  nome: string;
  cpf: string | null;
  cnpj: string | null;
  logradouro: string | null;
  numero: string | null;
  bairro: string | null;
  cep: string | null;
  cidade: string | null;
  uf: string | null;
  /** The donor's account of a débito automático (the colaboração's). */
  debitoAgencia: string | null;
  debitoConta: string | null;
}

export interface Instituicao {
  nome: string;
  cnpj: string;
}

const digitos = (texto: string | null): string => (texto ?? '').replace(/\D/g, '');
const centavos = (valor: string): number => centavosDoDecimal(valor) ?? 0;

function documento(c: CobrancaASerEnviada): string | null {
  const d = digitos(c.cpf) || digitos(c.cnpj);
  return d.length === 11 || d.length === 14 ? d : null;
}

function remessaDeDebito(forma: FormaDaCobranca, banco: CodigoDoBanco, sequencia: number, geracao: string, instituicao: Instituicao, cobrancas: readonly CobrancaASerEnviada[]): string {
  const linhas = escreverRemessaDebitoAutomatico({
    cabecalho: { convenio: forma.convenio ?? '', nomeDaEmpresa: instituicao.nome, banco, nomeDoBanco: BANCOS[banco], dataDeGeracao: geracao, nsa: sequencia },
    debitos: cobrancas.map((c) => ({
      identificacaoNaEmpresa: String(c.pessoaCodigo),
      agencia: (c.debitoAgencia ?? '').padStart(4, '0'),
      identificacaoNoBanco: (c.debitoConta ?? '').toUpperCase(),
      vencimento: c.vencimento,
      valorCentavos: centavos(c.valor),
      nossoNumero: c.nossoNumero,
      cpfCnpj: documento(c),
      movimento: 'debito',
    })),
  });
  return textoDaRemessa(linhas);
}

/** The file's text for the agreement (its layout and bank), numbered `sequencia`, generated on `geracao` (AAAA-MM-DD). */
export function textoDaRemessaDaForma(forma: FormaDaCobranca, banco: CodigoDoBanco, sequencia: number, geracao: string, instituicao: Instituicao, cobrancas: readonly CobrancaASerEnviada[]): string {
  if (forma.layout === 'FEBRABAN150' || forma.tipo === 'debito_automatico') return remessaDeDebito(forma, banco, sequencia, geracao, instituicao, cobrancas);
  return gerarRemessa({
    layout: forma.layout === 'CNAB400' ? 'CNAB400' : 'CNAB240',
    banco,
    beneficiario: {
      nome: instituicao.nome,
      documento: digitos(instituicao.cnpj),
      agencia: forma.agencia ?? '',
      agenciaDigito: forma.agenciaDv ?? '',
      conta: forma.conta ?? '',
      contaDigito: forma.contaDv ?? '',
      carteira: forma.carteira ?? '',
      convenio: forma.convenio ?? '',
    },
    sequencia,
    geracao,
    cobrancas: cobrancas.map((c) => ({
      nossoNumero: c.nossoNumero,
      seuNumero: String(c.id),
      emissao: c.emissao,
      vencimento: c.vencimento,
      valorCentavos: centavos(c.valor),
      pagador: {
        nome: c.nome,
        documento: documento(c) ?? '',
        endereco: [c.logradouro, c.numero].filter((p): p is string => p !== null && p !== '').join(', '),
        bairro: c.bairro ?? '',
        cep: digitos(c.cep).padStart(8, '0').slice(0, 8),
        cidade: c.cidade ?? '',
        uf: c.uf ?? '',
      },
      jurosAoDiaCentavos: 0,
      multaCentesimos: 0,
    })),
  });
}
