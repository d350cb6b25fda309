import { definirRegistro, type Campo, type LayoutDeRegistro } from '../arquivos/campos.ts';
import type { CodigoDoBanco } from '../cnab/bancos.ts';
import { livre, substituir } from '../cnab/notacao.ts';
import { headerDeArquivo, headerDeLote, segmentoP, segmentoQ, segmentoR, segmentoT, segmentoU, trailerDeArquivo, trailerDeLote } from './registros.ts';
import { VARIANTES_CNAB240, type VarianteCnab240 } from './variantes.ts';

// Each bank's CNAB 240 records: the standard's tables with the bank's spans put in, each checked
// by definirRegistro (no gap, no overlap, 240 positions) as the module loads.

export const LARGURA_CNAB240 = 240;

export interface LayoutCnab240 {
  banco: CodigoDoBanco;
  variante: VarianteCnab240;
  headerDeArquivo: LayoutDeRegistro;
  headerDeLote: LayoutDeRegistro;
  segmentoP: LayoutDeRegistro;
  segmentoQ: LayoutDeRegistro;
  segmentoR: LayoutDeRegistro;
  trailerDeLote: LayoutDeRegistro;
  trailerDeArquivo: LayoutDeRegistro;
  segmentoT: LayoutDeRegistro;
  segmentoU: LayoutDeRegistro;
}

/** A return's copy of a span: what is blank or zero in a remittance is not checked in a return. */
const tolerante = (campos: readonly Campo[]): Campo[] =>
  campos.map((campo) => (/^(brancos|zeros)\d+$/.test(campo.nome) ? livre(campo.inicio, campo.fim, campo.significado) : campo));

function montar(banco: CodigoDoBanco): LayoutCnab240 {
  const variante = VARIANTES_CNAB240[banco];
  const registro = (nome: string, campos: readonly Campo[]) => definirRegistro(`CNAB 240 ${banco} ${nome}`, LARGURA_CNAB240, campos);
  return {
    banco,
    variante,
    headerDeArquivo: registro('header de arquivo', substituir(substituir(headerDeArquivo(banco, variante.nomeDoBanco), variante.headerDeArquivo), variante.fimDoHeaderDeArquivo ?? [])),
    headerDeLote: registro('header de lote', substituir(headerDeLote(banco), variante.headerDeLote)),
    segmentoP: registro('segmento P', substituir(substituir(segmentoP(banco), variante.conta), variante.segmentoP)),
    segmentoQ: registro('segmento Q', segmentoQ(banco)),
    segmentoR: registro('segmento R', segmentoR(banco)),
    trailerDeLote: registro('trailer de lote', trailerDeLote(banco)),
    trailerDeArquivo: registro('trailer de arquivo', trailerDeArquivo(banco)),
    segmentoT: registro('segmento T', substituir(substituir(segmentoT(banco), tolerante(variante.conta)), variante.segmentoT)),
    segmentoU: registro('segmento U', segmentoU(banco)),
  };
}

export const LAYOUTS_CNAB240: Readonly<Record<CodigoDoBanco, LayoutCnab240>> = {
  '001': montar('001'),
  '237': montar('237'),
  '341': montar('341'),
  '104': montar('104'),
  '033': montar('033'),
  '748': montar('748'),
  '756': montar('756'),
};

/** The header de arquivo as a return is read: the bank's table without checking its blanks. */
export const headerDeRetorno240 = (banco: CodigoDoBanco): LayoutDeRegistro =>
  definirRegistro(`CNAB 240 ${banco} header de arquivo (retorno)`, LARGURA_CNAB240, tolerante(LAYOUTS_CNAB240[banco].headerDeArquivo.campos));
