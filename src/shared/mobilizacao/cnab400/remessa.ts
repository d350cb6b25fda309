import { ErroDeArquivo } from '../arquivos/erro.ts';
import { linhaNaLargura } from '../arquivos/linhas.ts';
import type { CodigoDoBanco } from '../cnab/bancos.ts';
import type { CobrancaDaRemessa, PedidoDeRemessa, RemessaLida } from '../cnab/remessa-tipos.ts';
import { aaaammdd, campoDe, dataAaaammdd, cobrancaLida, escreverCom, ler, temCampo, valoresDaCobranca, valoresDoBeneficiario } from '../cnab/valores.ts';
import { LARGURA_CNAB400, tipoDoRegistro, type LayoutCnab400 } from './comum.ts';
import { encargosEscritos, encargosLidos } from './encargos.ts';
import { LAYOUTS_CNAB400 } from './layouts.ts';

// A CNAB 400 remittance: the header, one detail per charge (record "1", Banco do Brasil's "7"),
// followed where the bank asks it by the record of the fine, and the trailer, each numbered in
// positions 395–400. The reader reads it back with the same tables.

const OCORRENCIA_REMESSA = '01';

/** Where the bank's 400 has the fine's code, the code that says "percentage". */
const CODIGO_DA_MULTA: Partial<Record<CodigoDoBanco, string>> = { '001': '2', '237': '2', '341': '2', '033': '4' };

/** The lines of one charge: its detail and, with a fine, the bank's record of the fine. */
function linhasDaCobranca(layout: LayoutCnab400, pedido: PedidoDeRemessa, cobranca: CobrancaDaRemessa, sequencial: number): string[] {
  const comMulta = cobranca.multaCentesimos > 0;
  const multa = { codigoMulta: comMulta ? (CODIGO_DA_MULTA[pedido.banco] ?? '0') : '0', dataMulta: comMulta ? cobranca.vencimento : null };
  const nossoNumero = layout.nossoNumeroSemDigito ? cobranca.nossoNumero.slice(0, -1) : cobranca.nossoNumero;
  const detalhe = escreverCom(layout.detalhe, {
    ...valoresDoBeneficiario(pedido.beneficiario),
    ...valoresDaCobranca(cobranca),
    ...encargosEscritos(cobranca),
    ...multa,
    nossoNumero,
    agenciaCobradora: pedido.beneficiario.agencia,
    agenciaCobradoraDv: pedido.beneficiario.agenciaDigito,
    geracaoAaaammdd: aaaammdd(pedido.geracao),
    ocorrencia: OCORRENCIA_REMESSA,
    sequencial: String(sequencial),
  });
  if (!comMulta || layout.registroDeMulta === undefined) return [detalhe];
  return [detalhe, escreverCom(layout.registroDeMulta, { ...multa, multa: cobranca.multaCentesimos, sequencial: String(sequencial + 1) })];
}

/** The remittance's lines (without line breaks). */
export function escreverRemessaCnab400(pedido: PedidoDeRemessa): string[] {
  const layout = LAYOUTS_CNAB400[pedido.banco];
  const beneficiario = valoresDoBeneficiario(pedido.beneficiario);
  const detalhes: string[] = [];
  for (const cobranca of pedido.cobrancas) detalhes.push(...linhasDaCobranca(layout, pedido, cobranca, detalhes.length + 2));
  const total = pedido.cobrancas.reduce((soma, cobranca) => soma + cobranca.valorCentavos, 0);
  return [
    escreverCom(layout.header, { ...beneficiario, geracao: pedido.geracao, geracaoAaaammdd: aaaammdd(pedido.geracao), sequencia: String(pedido.sequencia), sequencial: '1' }),
    ...detalhes,
    escreverCom(layout.trailer, {
      ...beneficiario,
      quantidadeRegistros: String(detalhes.length + 2),
      valorTotal: total,
      sequencial: String(detalhes.length + 2),
    }),
  ];
}

/** Reads back a CNAB 400 remittance of a bank (lines already split; the bank taken from the header). */
export function lerRemessaCnab400(banco: CodigoDoBanco, linhas: readonly string[]): RemessaLida {
  const layout = LAYOUTS_CNAB400[banco];
  const cobrancas: CobrancaDaRemessa[] = [];
  let totais: RemessaLida['totais'] = null;
  let header: ReturnType<typeof campoDe> | null = null;
  for (const [indice, bruta] of linhas.entries()) {
    const numero = indice + 1;
    const linha = linhaNaLargura(bruta, LARGURA_CNAB400, numero);
    const tipo = linha.charAt(0);
    if (numero === 1) {
      header = campoDe([ler(layout.header, linha, numero)]);
    } else if (tipo === layout.tipoDoDetalhe) {
      const lido = ler(layout.detalhe, linha, numero);
      cobrancas.push(encargosLidos(layout.detalhe, cobrancaLida([lido]), (nome) => lido.registro.texto(nome)));
    } else if (layout.registroDeMulta !== undefined && tipo === tipoDoRegistro(layout.registroDeMulta)) {
      const anterior = cobrancas.at(-1);
      if (anterior === undefined) throw new ErroDeArquivo(numero, 1, 'registro de multa sem o detalhe do título antes dele');
      anterior.multaCentesimos = ler(layout.registroDeMulta, linha, numero).registro.centavos('multa');
    } else if (tipo === '9') {
      const trailer = campoDe([ler(layout.trailer, linha, numero)]);
      if (temCampo(layout.trailer, 'valorTotal')) totais = { quantidade: Number(trailer.texto('quantidadeRegistros')) - 2, valorCentavos: trailer.centavos('valorTotal') };
    } else throw new ErroDeArquivo(numero, 1, `tipo de registro "${tipo}" não existe na remessa CNAB 400 do banco ${banco}`);
  }
  if (header === null) throw new ErroDeArquivo(1, 1, 'o arquivo está vazio');
  const geracao = header.data('geracao') ?? dataAaaammdd(header.texto('geracaoAaaammdd'), 1, 95);
  return { layout: 'CNAB400', banco, sequencia: Number(header.texto('sequencia')), geracao, cobrancas, totais };
}
