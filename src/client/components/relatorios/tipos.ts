import type { ComponentType } from 'react';
import type { FormatoDoRelatorio } from '../../../shared/api/registrointervalo.ts';
import type { PeriodoInicial } from './periodo.ts';

export type { FormatoDoRelatorio };

export const FORMATOS: readonly FormatoDoRelatorio[] = ['PDF', 'XLSX'];

/** The days of a report's period, YYYY-MM-DD. */
export interface DiasDoRelatorio {
  dataInicial: string;
  dataFinal: string;
}

/** What the dialog asked for: the format, and the period when the report has one. */
export interface PedidoDoRelatorio {
  formato: FormatoDoRelatorio;
  periodo: DiasDoRelatorio | null;
}

/** A report menu card (spec section 4: title, description and an emitir button). */
export interface CartaoDeRelatorio {
  /** Unique on its page; names the card's heading. */
  id: string;
  titulo: string;
  descricao: string;
}

export interface DialogoDoCartaoProps<C extends CartaoDeRelatorio> {
  cartao: C;
  onFechar(): void;
}

/** The dialog a card's Emitir opens: it asks for the report's parameters and posts it. */
export type DialogoDoCartao<C extends CartaoDeRelatorio> = ComponentType<DialogoDoCartaoProps<C>>;

/** A card that needs nothing but the period (or not) and the format: DialogoDeEmissaoDoCartao serves it. */
export interface CartaoComEmissao extends CartaoDeRelatorio {
  comPeriodo: boolean;
  /** The period the dialog opens with; this month so far when absent. */
  periodoInicial?: PeriodoInicial;
  /** A hint under the format (e.g. the PDF's row limit). */
  notaDoFormato?: string;
  /** Posts the report (a background job); the field errors of a refusal show in the dialog. */
  emitir(pedido: PedidoDoRelatorio): Promise<unknown>;
}
