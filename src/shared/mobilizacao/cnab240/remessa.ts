import { ErroDeArquivo } from '../arquivos/erro.ts';
import { linhaNaLargura } from '../arquivos/linhas.ts';
import type { CodigoDoBanco } from '../cnab/bancos.ts';
import type { CobrancaDaRemessa, PedidoDeRemessa, RemessaLida } from '../cnab/remessa-tipos.ts';
import { campoDe, cobrancaLida, escreverCom, ler, valoresDaCobranca, valoresDoBeneficiario, type Lido } from '../cnab/valores.ts';
import { LARGURA_CNAB240, LAYOUTS_CNAB240, type LayoutCnab240 } from './layouts.ts';

// A CNAB 240 remittance: header de arquivo, one lote of collection (header de lote; segments P, Q
// and, when the charge has a fine, R; trailer de lote with the charges' count and total) and the
// trailer de arquivo. The reader reads it back with the same tables.

const MOVIMENTO_ENTRADA = '01';

function segmentosDaCobranca(layout: LayoutCnab240, pedido: PedidoDeRemessa, cobranca: CobrancaDaRemessa, primeiro: number): string[] {
  const comuns = { ...valoresDoBeneficiario(pedido.beneficiario), ...valoresDaCobranca(cobranca), lote: '0001', movimento: MOVIMENTO_ENTRADA };
  const comJuros = cobranca.jurosAoDiaCentavos > 0;
  const p = escreverCom(layout.segmentoP, {
    ...comuns,
    sequencial: String(primeiro),
    codigoCarteira: '1',
    formaCadastro: '1',
    tipoDocumento: '1',
    emissaoBoleto: '2',
    distribuicao: '2',
    agenciaCobradora: '0',
    especie: '99',
    aceite: 'N',
    codigoJuros: comJuros ? '1' : '3',
    dataJuros: comJuros ? cobranca.vencimento : null,
    codigoDesconto: '0',
    codigoProtesto: '3',
    codigoBaixa: '1',
    prazoBaixa: '060',
    moeda: '09',
  });
  const q = escreverCom(layout.segmentoQ, {
    ...comuns,
    sequencial: String(primeiro + 1),
    cepPagador: cobranca.pagador.cep.slice(0, 5),
    sufixoCepPagador: cobranca.pagador.cep.slice(5),
  });
  if (cobranca.multaCentesimos === 0) return [p, q];
  const r = escreverCom(layout.segmentoR, {
    ...comuns,
    sequencial: String(primeiro + 2),
    codigoMulta: '2',
    dataMulta: cobranca.vencimento,
  });
  return [p, q, r];
}

/** The remittance's lines (without line breaks). */
export function escreverRemessaCnab240(pedido: PedidoDeRemessa): string[] {
  const layout = LAYOUTS_CNAB240[pedido.banco];
  const beneficiario = valoresDoBeneficiario(pedido.beneficiario);
  const geral = { ...beneficiario, sequencia: String(pedido.sequencia), geracao: pedido.geracao };
  const detalhes: string[] = [];
  for (const cobranca of pedido.cobrancas) detalhes.push(...segmentosDaCobranca(layout, pedido, cobranca, detalhes.length + 1));
  const total = pedido.cobrancas.reduce((soma, cobranca) => soma + cobranca.valorCentavos, 0);
  return [
    escreverCom(layout.headerDeArquivo, { ...geral, remessaRetorno: '1', hora: '0', versao: layout.variante.versaoDoArquivo, densidade: '0' }),
    escreverCom(layout.headerDeLote, { ...geral, lote: '0001', operacao: 'R', versaoLote: layout.variante.versaoDoLote }),
    ...detalhes,
    escreverCom(layout.trailerDeLote, {
      lote: '0001',
      quantidadeRegistros: String(detalhes.length + 2),
      quantidadeSimples: String(pedido.cobrancas.length),
      valorSimples: total,
    }),
    escreverCom(layout.trailerDeArquivo, { quantidadeLotes: '1', quantidadeRegistros: String(detalhes.length + 4), quantidadeContas: '0' }),
  ];
}

const segmentoDe = (linha: string): string => linha.charAt(13);

/** Reads back a CNAB 240 remittance of a bank (lines already split; the bank taken from the header). */
export function lerRemessaCnab240(banco: CodigoDoBanco, linhas: readonly string[]): RemessaLida {
  const layout = LAYOUTS_CNAB240[banco];
  const cobrancas: CobrancaDaRemessa[] = [];
  let atual: Lido[] = [];
  let cabecalho: Lido | null = null;
  let totais: RemessaLida['totais'] = null;
  const fechar = () => {
    if (atual.length > 0) cobrancas.push(cobrancaLida(atual));
    atual = [];
  };
  for (const [indice, bruta] of linhas.entries()) {
    const numero = indice + 1;
    const linha = linhaNaLargura(bruta, LARGURA_CNAB240, numero);
    const tipo = linha.charAt(7);
    if (tipo === '0') cabecalho = ler(layout.headerDeArquivo, linha, numero);
    else if (tipo === '1') ler(layout.headerDeLote, linha, numero);
    else if (tipo === '3') {
      const segmento = segmentoDe(linha);
      if (segmento === 'P') {
        fechar();
        atual.push(ler(layout.segmentoP, linha, numero));
      } else if (segmento === 'Q' || segmento === 'R') {
        if (atual.length === 0) throw new ErroDeArquivo(numero, 14, `segmento ${segmento} sem o segmento P da cobrança`);
        atual.push(ler(segmento === 'Q' ? layout.segmentoQ : layout.segmentoR, linha, numero));
      } else throw new ErroDeArquivo(numero, 14, `segmento "${segmento}" não é P, Q nem R`);
    } else if (tipo === '5') {
      fechar();
      const trailer = campoDe([ler(layout.trailerDeLote, linha, numero)]);
      totais = { quantidade: Number(trailer.texto('quantidadeSimples')), valorCentavos: trailer.centavos('valorSimples') };
    } else if (tipo === '9') ler(layout.trailerDeArquivo, linha, numero);
    else throw new ErroDeArquivo(numero, 8, `tipo de registro "${tipo}" não existe no CNAB 240`);
  }
  fechar();
  if (cabecalho === null) throw new ErroDeArquivo(1, 8, 'o arquivo não começa pelo header de arquivo');
  const header = campoDe([cabecalho]);
  return { layout: 'CNAB240', banco, sequencia: Number(header.texto('sequencia')), geracao: header.data('geracao'), cobrancas, totais };
}
