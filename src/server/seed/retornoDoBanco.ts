import { escreverRegistro } from '../../shared/mobilizacao/arquivos/campos.ts';
import { headerDeRetorno240, LAYOUTS_CNAB240 } from '../../shared/mobilizacao/cnab240/layouts.ts';

// A Banco do Brasil CNAB 240 return, as the bank would send it for charges of a remittance,
// written with the layout tables the reader uses: the demo's return (seed/remessa.ts), and the
// bank's answer (payments, rejections) the journey and the API tests send back.

export interface OcorrenciaDoBanco {
  nossoNumero: string;
  /** The bank's movement code: 02 entrada, 03 rejeição, 06 liquidação, 09 baixa. */
  movimento: '02' | '03' | '06' | '09';
  valorCentavos: number;
  /** What the payer paid (liquidação). */
  valorPagoCentavos?: number;
  jurosCentavos?: number;
  tarifaCentavos?: number;
  /** AAAA-MM-DD */
  data: string;
  /** The reasons of a rejection (BB: two-digit codes). */
  motivos?: string;
}

const BANCO = '001';
const layout = LAYOUTS_CNAB240[BANCO];

/** The file's text (CRLF) for the agreement `convenio` (digits). */
export function retornoBancoDoBrasil240(convenio: string, ocorrencias: readonly OcorrenciaDoBanco[], geracao: string): string {
  const conta = { agencia: '1234', agenciaDv: '3', conta: '56789', contaDv: '0', carteira: '17', variacao: '019' };
  const header = escreverRegistro(headerDeRetorno240(BANCO), {
    ...conta,
    tipoInscricao: '2',
    documento: '12345678000195',
    convenio,
    nomeEmpresa: 'Associação Alicerce',
    remessaRetorno: '2',
    geracao,
    hora: '080000',
    sequencia: '1',
    versao: '084',
    densidade: '0',
  });
  const lote = escreverRegistro(layout.headerDeLote, { ...conta, lote: '1', operacao: 'T', versaoLote: '043', tipoInscricao: '2', documento: '12345678000195', convenio, sequencia: '1', geracao, dataCredito: null });
  const detalhes = ocorrencias.flatMap((o, i) => [
    escreverRegistro(layout.segmentoT, {
      lote: '1',
      sequencial: String(2 * i + 1),
      movimento: o.movimento,
      agencia: conta.agencia,
      agenciaDv: conta.agenciaDv,
      conta: conta.conta,
      contaDv: conta.contaDv,
      nossoNumero: o.nossoNumero,
      codigoCarteira: '7',
      vencimento: o.data,
      valorTitulo: o.valorCentavos,
      bancoCobrador: BANCO,
      moeda: '09',
      tarifa: o.tarifaCentavos ?? 0,
      motivos: o.motivos ?? '',
    }),
    escreverRegistro(layout.segmentoU, {
      lote: '1',
      sequencial: String(2 * i + 2),
      movimento: o.movimento,
      juros: o.jurosCentavos ?? 0,
      desconto: 0,
      abatimento: 0,
      iof: 0,
      valorPago: o.valorPagoCentavos ?? 0,
      valorLiquido: Math.max(0, (o.valorPagoCentavos ?? 0) - (o.tarifaCentavos ?? 0)),
      outrasDespesas: 0,
      outrosCreditos: 0,
      dataOcorrencia: o.data,
      dataCredito: o.movimento === '06' ? o.data : null,
    }),
  ]);
  const trailerDeLote = escreverRegistro(layout.trailerDeLote, { lote: '1', quantidadeRegistros: String(detalhes.length + 2) });
  const trailer = escreverRegistro(layout.trailerDeArquivo, { quantidadeLotes: '1', quantidadeRegistros: String(detalhes.length + 4), quantidadeContas: '' });
  return [header, lote, ...detalhes, trailerDeLote, trailer].map((linha) => `${linha}\r\n`).join('');
}
