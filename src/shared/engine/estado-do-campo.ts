import { avaliarCondicao } from './condicao.ts';
import type { CampoResolvido } from './tela-resolvida.ts';
import type { Condicao } from './types.ts';

// A form field's state for one record: the field configuration and the model decide what is
// fixed (campo.visivel, obrigatorio, somenteLeitura), the descriptor's state rules what depends
// on the record. The form and the server's validation both ask this, so a rule holds the same
// on both sides.

export interface EstadoDoCampo {
  visivel: boolean;
  obrigatorio: boolean;
  somenteLeitura: boolean;
}

const vale = (condicao: Condicao | null, registro: unknown): boolean => condicao !== null && avaliarCondicao(condicao, registro);

/**
 * `registro` is the record as being edited (what visivelSe, ocultoSe and obrigatorioSe read);
 * `armazenado` the record as stored, null for a new one (what somenteLeituraSe reads: a paid
 * título's value stays read-only while the user edits the rest). A hidden or read-only field
 * is never required: the user could not fill it in.
 */
export function estadoDoCampo(campo: CampoResolvido, registro: unknown, armazenado: unknown): EstadoDoCampo {
  const visivel = campo.visivel && (campo.visivelSe === null || avaliarCondicao(campo.visivelSe, registro)) && !vale(campo.ocultoSe, registro);
  const somenteLeitura = campo.somenteLeitura || (armazenado !== null && vale(campo.somenteLeituraSe, armazenado));
  const obrigatorio = visivel && !somenteLeitura && (campo.obrigatorio || vale(campo.obrigatorioSe, registro));
  return { visivel, obrigatorio, somenteLeitura };
}
