import { ErroDeArquivo } from '../arquivos/erro.ts';
import { linhaNaLargura } from '../arquivos/linhas.ts';
import type { RegistroDeRetorno, RetornoLido } from '../arquivos/tipos.ts';
import type { CodigoDoBanco } from '../cnab/bancos.ts';
import { motivosDe } from '../cnab/motivos.ts';
import { ocorrenciaDe } from '../cnab/ocorrencias.ts';
import { OCORRENCIAS } from '../cnab/ocorrencias/index.ts';
import { campoDe, convenioDoHeader, ler } from '../cnab/valores.ts';
import { headerDeRetorno240, LARGURA_CNAB240, LAYOUTS_CNAB240 } from './layouts.ts';

// A CNAB 240 return: each charge is a segment T (the title, the occurrence, the fee, the reasons)
// followed by its segment U (amounts paid and dates). Headers and trailers of lote are skipped;
// other segments a bank may add (Y, W…) too.

const CODIGO_DE_RETORNO = '2';

export function lerRetornoCnab240(banco: CodigoDoBanco, linhas: readonly string[]): RetornoLido {
  const layout = LAYOUTS_CNAB240[banco];
  const tabela = OCORRENCIAS.CNAB240[banco];
  const header = campoDe([ler(headerDeRetorno240(banco), linhaNaLargura(linhas[0] ?? '', LARGURA_CNAB240, 1), 1)]);
  const remessaOuRetorno = header.texto('remessaRetorno');
  if (remessaOuRetorno !== CODIGO_DE_RETORNO) throw new ErroDeArquivo(1, 143, `Código remessa/retorno: esperava "${CODIGO_DE_RETORNO}" (retorno), encontrou "${remessaOuRetorno}"`);
  const registros: RegistroDeRetorno[] = [];
  let segmentoT: { numero: number; campo: ReturnType<typeof campoDe> } | null = null;
  for (const [indice, bruta] of linhas.entries()) {
    const numero = indice + 1;
    if (numero === 1) continue;
    const linha = linhaNaLargura(bruta, LARGURA_CNAB240, numero);
    const tipo = linha.charAt(7);
    if (!'1359'.includes(tipo)) throw new ErroDeArquivo(numero, 8, `tipo de registro "${tipo}" não existe no CNAB 240`);
    const segmento = tipo === '3' ? linha.charAt(13) : '';
    if (segmentoT !== null && segmento !== 'U') throw new ErroDeArquivo(numero, 14, `esperava o segmento U da cobrança da linha ${segmentoT.numero}`);
    if (segmento === 'T') {
      segmentoT = { numero, campo: campoDe([ler(layout.segmentoT, linha, numero)]) };
    } else if (segmento === 'U') {
      if (segmentoT === null) throw new ErroDeArquivo(numero, 14, 'segmento U sem o segmento T da cobrança');
      const t = segmentoT.campo;
      const u = campoDe([ler(layout.segmentoU, linha, numero)]);
      const ocorrencia = t.texto('movimento');
      const { descricao, categoria } = ocorrenciaDe(tabela, ocorrencia);
      registros.push({
        linha: segmentoT.numero,
        nossoNumero: t.texto('nossoNumero'),
        ocorrencia,
        descricaoOcorrencia: descricao,
        categoria,
        valorTituloCentavos: t.centavos('valorTitulo'),
        valorPagoCentavos: u.centavos('valorPago'),
        tarifaCentavos: t.centavos('tarifa'),
        jurosCentavos: u.centavos('juros'),
        descontoCentavos: u.centavos('desconto'),
        dataOcorrencia: u.data('dataOcorrencia'),
        dataCredito: u.data('dataCredito'),
        motivos: motivosDe(t.texto('motivos'), layout.variante.larguraDoMotivo),
      });
      segmentoT = null;
    }
  }
  if (segmentoT !== null) throw new ErroDeArquivo(segmentoT.numero, 14, 'segmento T sem o segmento U da cobrança');
  return { banco, layout: 'CNAB240', convenio: convenioDoHeader(header), registros };
}
