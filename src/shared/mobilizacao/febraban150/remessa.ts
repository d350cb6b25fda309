import { escreverRegistro } from '../arquivos/campos.ts';
import { dataObrigatoria, lerArquivoFebraban150 } from './leitura.ts';
import { REGISTRO_A, REGISTRO_E, REGISTRO_Z } from './registros.ts';

// The débito automático remittance (institution → bank): A, one E per debit, Z. The reader reads
// a remittance back by the same tables, so what was sent can be shown and checked.

export const VERSAO_DO_LAYOUT = '05';
export const SERVICO_DEBITO_AUTOMATICO = 'DEBITO AUTOMATICO';

export interface CabecalhoDaRemessa {
  /** Código do convênio the bank gave the institution. */
  convenio: string;
  nomeDaEmpresa: string;
  banco: string;
  nomeDoBanco: string;
  /** AAAA-MM-DD */
  dataDeGeracao: string;
  /** Número sequencial do arquivo: one more for each file sent to this bank. */
  nsa: number;
}

export type MovimentoDoDebito = 'debito' | 'cancelamento';

export interface DebitoAutomatico {
  /** The donor as the institution knows them (E02): what the bank registered with the consent. */
  identificacaoNaEmpresa: string;
  agencia: string;
  /** The donor's account as the bank knows it (E04). */
  identificacaoNoBanco: string;
  /** AAAA-MM-DD */
  vencimento: string;
  valorCentavos: number;
  /** The charge's nosso número, in "uso da empresa": the bank echoes it in the return's F. */
  nossoNumero: string;
  /** Digits of the account holder's CPF (11) or CNPJ (14), or null. */
  cpfCnpj: string | null;
  movimento: MovimentoDoDebito;
}

export interface RemessaDeDebito {
  cabecalho: CabecalhoDaRemessa;
  debitos: DebitoAutomatico[];
}

const MOVIMENTO: Readonly<Record<MovimentoDoDebito, string>> = { debito: '0', cancelamento: '1' };
const CPF = '2';
const CNPJ = '1';

function tipoDeIdentificacao(cpfCnpj: string | null): string | null {
  if (cpfCnpj === null) return null;
  if (cpfCnpj.length === 11) return CPF;
  if (cpfCnpj.length === 14) return CNPJ;
  throw new Error(`CPF ou CNPJ ${cpfCnpj} sem 11 ou 14 números`);
}

/** The remittance's lines (150 positions each), in order. */
export function escreverRemessaDebitoAutomatico(remessa: RemessaDeDebito): string[] {
  const { cabecalho, debitos } = remessa;
  const a = escreverRegistro(REGISTRO_A, {
    codigoDeRemessa: '1',
    convenio: cabecalho.convenio,
    nomeDaEmpresa: cabecalho.nomeDaEmpresa,
    banco: cabecalho.banco,
    nomeDoBanco: cabecalho.nomeDoBanco,
    dataDeGeracao: cabecalho.dataDeGeracao,
    nsa: String(cabecalho.nsa),
    versao: VERSAO_DO_LAYOUT,
    servico: SERVICO_DEBITO_AUTOMATICO,
  });
  const es = debitos.map((d) =>
    escreverRegistro(REGISTRO_E, {
      identificacaoNaEmpresa: d.identificacaoNaEmpresa,
      agencia: d.agencia,
      identificacaoNoBanco: d.identificacaoNoBanco,
      data: d.vencimento,
      valor: d.valorCentavos,
      usoDaEmpresa: d.nossoNumero,
      tipoDeIdentificacao: tipoDeIdentificacao(d.cpfCnpj),
      cpfCnpj: d.cpfCnpj,
      codigoDoMovimento: MOVIMENTO[d.movimento],
    }),
  );
  const z = escreverRegistro(REGISTRO_Z, {
    totalDeRegistros: String(debitos.length + 2),
    valorTotal: debitos.reduce((soma, d) => soma + d.valorCentavos, 0),
  });
  return [a, ...es, z];
}

/** The file's text: Latin-1-safe characters, CRLF after every line. */
export const textoDaRemessa = (linhas: readonly string[]): string => linhas.map((linha) => `${linha}\r\n`).join('');

/** A remittance read back by the same tables (errors at line and position as in a return). */
export function lerRemessaDebitoAutomatico(linhas: readonly string[]): RemessaDeDebito {
  const { cabecalho, detalhes } = lerArquivoFebraban150(linhas, '1', ['E']);
  return {
    cabecalho: {
      convenio: cabecalho.texto('convenio'),
      nomeDaEmpresa: cabecalho.texto('nomeDaEmpresa'),
      banco: cabecalho.texto('banco'),
      nomeDoBanco: cabecalho.texto('nomeDoBanco'),
      dataDeGeracao: dataObrigatoria({ letra: 'A', linha: 1, registro: cabecalho }, 'dataDeGeracao'),
      nsa: Number(cabecalho.texto('nsa')),
    },
    debitos: detalhes.map((detalhe) => {
      const { registro } = detalhe;
      const tipo = registro.texto('tipoDeIdentificacao');
      const cpfCnpj = registro.texto('cpfCnpj');
      return {
        identificacaoNaEmpresa: registro.texto('identificacaoNaEmpresa'),
        agencia: registro.texto('agencia'),
        identificacaoNoBanco: registro.texto('identificacaoNoBanco'),
        vencimento: dataObrigatoria(detalhe, 'data'),
        valorCentavos: registro.centavos('valor'),
        nossoNumero: registro.texto('usoDaEmpresa'),
        cpfCnpj: tipo === CPF ? cpfCnpj.slice(-11) : tipo === CNPJ ? cpfCnpj.slice(-14) : null,
        movimento: registro.texto('codigoDoMovimento') === MOVIMENTO.cancelamento ? 'cancelamento' : 'debito',
      };
    }),
  };
}
