import { ErroDeArquivo } from '../arquivos/erro.ts';
import { linhaNaLargura } from '../arquivos/linhas.ts';
import type { RegistroDeRetorno, RetornoLido } from '../arquivos/tipos.ts';
import type { CodigoDoBanco } from '../cnab/bancos.ts';
import { motivosDe } from '../cnab/motivos.ts';
import { ocorrenciaDe } from '../cnab/ocorrencias.ts';
import { OCORRENCIAS } from '../cnab/ocorrencias/index.ts';
import { campoDe, convenioDoHeader, dataAaaammdd, ler } from '../cnab/valores.ts';
import { LARGURA_CNAB400 } from './comum.ts';
import { LAYOUTS_CNAB400 } from './layouts.ts';

// A CNAB 400 return: the header, one detail per occurrence (the bank's detail record) and the
// trailer. Other records a bank may add (PIX, fine, messages) are skipped.

export function lerRetornoCnab400(banco: CodigoDoBanco, linhas: readonly string[]): RetornoLido {
  const layout = LAYOUTS_CNAB400[banco];
  const tabela = OCORRENCIAS.CNAB400[banco];
  const header = campoDe([ler(layout.headerDeRetorno, linhaNaLargura(linhas[0] ?? '', LARGURA_CNAB400, 1), 1)]);
  const registros: RegistroDeRetorno[] = [];
  for (const [indice, bruta] of linhas.entries()) {
    const numero = indice + 1;
    if (numero === 1) continue;
    const linha = linhaNaLargura(bruta, LARGURA_CNAB400, numero);
    const tipo = linha.charAt(0);
    if (!/\d/.test(tipo)) throw new ErroDeArquivo(numero, 1, `tipo de registro "${tipo}" não existe no CNAB 400`);
    if (tipo !== layout.tipoDoDetalhe) continue;
    const detalhe = ler(layout.detalheDeRetorno, linha, numero);
    const campo = campoDe([detalhe]);
    const ocorrencia = campo.texto('ocorrencia');
    const { descricao, categoria } = ocorrenciaDe(tabela, ocorrencia);
    const posicaoDoCredito = layout.detalheDeRetorno.campos.find((c) => c.nome === 'dataCreditoAaaammdd')?.inicio ?? 1;
    registros.push({
      linha: numero,
      nossoNumero: campo.texto('nossoNumero'),
      ocorrencia,
      descricaoOcorrencia: descricao,
      categoria,
      valorTituloCentavos: campo.centavos('valorTitulo'),
      valorPagoCentavos: campo.centavos('valorPago'),
      tarifaCentavos: campo.centavos('tarifa'),
      jurosCentavos: campo.centavos('juros'),
      descontoCentavos: campo.centavos('desconto'),
      dataOcorrencia: campo.data('dataOcorrencia'),
      dataCredito: campo.data('dataCredito') ?? dataAaaammdd(campo.texto('dataCreditoAaaammdd'), numero, posicaoDoCredito),
      motivos: motivosDe(campo.texto('motivos'), layout.larguraDoMotivo),
    });
  }
  return { banco, layout: 'CNAB400', convenio: convenioDoHeader(header), registros };
}
